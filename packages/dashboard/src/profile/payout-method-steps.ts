import type { AccountClient } from '@bb/api-client';
import type { Step } from '@bb/form-hooks';

export type PayoutMethodStepName = 'loadingOn' | 'setPayoutMethod' | 'saved';

/** One save of the expert's payout method. */
export interface PayoutMethodRun {
  client: AccountClient;
  paypalEmail: string;
  setLoading(loading: boolean): void;
  /** Shows the method the server kept and says so. */
  onSaved(paypalEmail: string): void;
}

/** The payout method's submit: the server checks and keeps the PayPal e-mail. */
export const PAYOUT_METHOD_STEPS: readonly Step<PayoutMethodRun, PayoutMethodStepName>[] = [
  { name: 'loadingOn', run: (run) => run.setLoading(true) },
  {
    name: 'setPayoutMethod',
    run: async (run, signal) => {
      const saved = await run.client.setPayoutMethod(run.paypalEmail, { signal });
      run.paypalEmail = saved.paypal_email ?? run.paypalEmail;
    },
  },
  { name: 'saved', run: (run) => run.onSaved(run.paypalEmail) },
];
