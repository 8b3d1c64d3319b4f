import {
  Button,
  FormError,
  fieldInputProps,
  LoadRetry,
  PasswordField,
  Spinner,
  TextField,
} from '@bb/ui';
import { OrderAnnouncement } from '../kit/announcement';
import type { PayoutMethodClient } from './payout-method-steps';
import { usePayoutMethodForm } from './use-payout-method-form';

/**
 * The expert's payout method on Profile & Settings, on `usePayoutMethodForm`: the PayPal e-mail
 * their payouts go to (filled with the one saved) and their current password, each error beside
 * its field, a save announced in a live region that takes focus.
 */
export function PayoutMethodForm({ client }: { client?: PayoutMethodClient }) {
  const form = usePayoutMethodForm({ client });
  const { texts, errors, ids } = form;
  if (form.status === 'error') {
    return <LoadRetry label={texts.reload} onRetry={form.reload} />;
  }
  if (form.status === 'loading') return <Spinner label={texts.loadingPayoutMethod} />;
  return (
    <>
      <p className="bb-profile-page__note">{texts.payoutMethodIntro}</p>
      <form {...form.getFormProps()} className="bb-dashboard-form">
        <FormError id={ids.form.errorId} message={errors.form} />
        <TextField
          {...fieldInputProps(form.getPaypalEmailFieldProps(), ids.paypal_email.errorId)}
          label={texts.paypalEmail}
          error={errors.paypal_email}
        />
        <PasswordField
          {...fieldInputProps(form.getCurrentPasswordFieldProps(), ids.current_password.errorId)}
          showLabel={texts.showPassword}
          hideLabel={texts.hidePassword}
          label={texts.payoutMethodPassword}
          hint={texts.payoutMethodPasswordHint}
          error={errors.current_password}
        />
        <Button {...form.getSubmitButtonProps()} loading={form.busy}>
          {texts.savePayoutMethod}
        </Button>
      </form>
      <OrderAnnouncement announcement={form.announcement} />
    </>
  );
}
