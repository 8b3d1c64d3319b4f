import { checkboxElementProps, fieldElementProps } from '../form-fields/element-props';
import { type CheckedChange, readChecked } from '../form-fields/input-value';
import type { FieldErrors } from '../form-fields/use-field-errors';
import type { EmailCheck } from './use-email-check';

/**
 * The consent boxes of a form: their change handlers (ticking policy_agree also clears its server
 * error) and their props. Where the e-mail check drives the block (login, short form) they are
 * hidden while it is and locked with the form; sign-up always shows them.
 */
export function connectConsent(
  emailCheck: Pick<
    EmailCheck,
    'policyAgree' | 'marketingAgree' | 'setPolicyAgree' | 'setMarketingAgree'
  >,
  fields: FieldErrors<'policy_agree'>,
  errors: { policy_agree?: string },
  state?: { hidden: boolean; disabled: boolean },
) {
  const setPolicyAgree = (change: CheckedChange) => {
    emailCheck.setPolicyAgree(readChecked(change));
    fields.clearServerErrors('policy_agree');
  };
  const setMarketingAgree = (change: CheckedChange) =>
    emailCheck.setMarketingAgree(readChecked(change));
  return {
    setPolicyAgree,
    setMarketingAgree,
    getPolicyAgreeProps: () => ({
      ...fieldElementProps(fields, 'policy_agree', errors),
      ...checkboxElementProps(emailCheck.policyAgree, setPolicyAgree, state),
    }),
    getMarketingAgreeProps: () => ({
      name: 'marketing_agree',
      ...checkboxElementProps(emailCheck.marketingAgree, setMarketingAgree, state),
    }),
  };
}
