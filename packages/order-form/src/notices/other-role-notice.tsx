import type { UseShortOrderFormResult } from '@bb/form-hooks';
import { Button } from '@bb/ui';

export interface OtherRoleNoticeProps {
  /** `useShortOrderForm().otherRole`: the role and the notice's texts. */
  notice: NonNullable<UseShortOrderFormResult['otherRole']>;
  onLogOut: () => void;
  loggingOut?: boolean;
}

/**
 * Stands in for the form when someone is logged in as another role than customer (spec §2):
 * 'You are currently logged in as a/an {role}', why they cannot order, and a log-out button.
 */
export function OtherRoleNotice({ notice, onLogOut, loggingOut = false }: OtherRoleNoticeProps) {
  return (
    <div className="bb-order-form__notice" role="status">
      <p className="bb-order-form__notice-title">{notice.loggedInAs}</p>
      <p className="bb-order-form__notice-text">{notice.onlyCustomers}</p>
      <p className="bb-order-form__notice-text">{notice.pleaseLogOut}</p>
      <Button variant="secondary" loading={loggingOut} onClick={onLogOut}>
        {notice.logOutText}
      </Button>
    </div>
  );
}
