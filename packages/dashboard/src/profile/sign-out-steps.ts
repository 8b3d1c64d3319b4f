import type { AccountClient } from '@bb/api-client';
import type { Step } from '@bb/form-hooks';

export type SignOutStepName = 'loadingOn' | 'endSessions' | 'signedOut';

/** Signing other browsers out: one (by its handle), or every other. */
export interface SignOutRun {
  client: AccountClient;
  /** The session to end; absent, every session but this browser's ends. */
  authToken?: string;
  setLoading(loading: boolean): void;
  /** Says how many ended and loads the list again. */
  onSignedOut(ended: number): void;
  /** Set by endSessions: the server's count. */
  ended?: number;
}

/**
 * A sign-out of other browsers: the server ends the session(s) (never this browser's: it answers
 * not_found for it), then the page says so and lists the browsers left.
 */
export const SIGN_OUT_STEPS: readonly Step<SignOutRun, SignOutStepName>[] = [
  { name: 'loadingOn', run: (run) => run.setLoading(true) },
  {
    name: 'endSessions',
    run: async (run, signal) => {
      const { ended } =
        run.authToken === undefined
          ? await run.client.endOtherSessions({ signal })
          : await run.client.endSession(run.authToken, { signal });
      run.ended = ended;
    },
  },
  { name: 'signedOut', run: (run) => run.onSignedOut(run.ended ?? 0) },
];
