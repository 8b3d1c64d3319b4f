import type { AccountClient } from '@bb/api-client';
import { useSubmission } from '@bb/form-hooks';
import { ERROR_CATALOGUE } from '@bb/validation';
import { useState } from 'react';
import type { Announcement } from '../kit/use-announcement';
import { type LoadStatus, useLoaded } from '../kit/use-loaded';
import { PROFILE_TEXTS } from './profile-texts';
import { SIGN_OUT_STEPS, type SignOutRun, type SignOutStepName } from './sign-out-steps';
import { type SignedInBrowserView, signedInBrowserViews } from './signed-in-browser';

/** What is being signed out now: one browser's key, or every other browser. */
export type SigningOut = { key: string } | 'others' | null;

export interface UseSignedInBrowsersOptions {
  client: AccountClient;
  /** The page's live region. */
  announce(text: string, tone: Announcement['tone']): void;
}

/**
 * The browsers signed in to the account: the list (this browser first and marked), a sign-out
 * for each other one and for all of them (`SIGN_OUT_STEPS`), each announced, the list loaded
 * again after. A failed sign-out is announced too, and the list reloaded (it may be gone already).
 */
export function useSignedInBrowsers({ client, announce }: UseSignedInBrowsersOptions) {
  const loaded = useLoaded('sessions', (signal) => client.listSessions({ signal }));
  const { submission, state } = useSubmission<SignOutRun, SignOutStepName>({
    steps: SIGN_OUT_STEPS,
    catalogue: ERROR_CATALOGUE,
  });
  const [signingOut, setSigningOut] = useState<SigningOut>(null);
  const browsers = loaded.data ? signedInBrowserViews(loaded.data.sessions) : [];
  const others = browsers.filter((browser) => !browser.current);

  async function signOut(target: Exclude<SigningOut, null>, done: (ended: number) => string) {
    if (submission.running) return;
    setSigningOut(target);
    const result = await submission.run({
      client,
      authToken: target === 'others' ? undefined : target.key,
      setLoading: submission.setLoading,
      onSignedOut: (ended) => announce(done(ended), 'success'),
    });
    if (result.outcome === 'cancelled') return;
    setSigningOut(null);
    if (result.outcome === 'failed' && result.mapping) {
      const { fields } = result.mapping;
      announce(fields.form ?? Object.values(fields)[0] ?? '', 'error');
    }
    loaded.reload();
  }

  return {
    /** The first load; a reload after a sign-out keeps what is shown. */
    status: (loaded.data ? 'ready' : loaded.status) as LoadStatus,
    errorMessage: loaded.errorMessage,
    reload: loaded.reload,
    browsers,
    /** No other browser is signed in: the page says so instead of offering sign-outs. */
    alone: loaded.data !== undefined && others.length === 0,
    signingOut,
    busy: state.loading,
    texts: PROFILE_TEXTS,
    getSignOutProps: (browser: SignedInBrowserView) => ({
      type: 'button' as const,
      'aria-label': browser.signOutLabel,
      'aria-busy': signingOut !== null && signingOut !== 'others' && signingOut.key === browser.key,
      disabled: state.loading,
      onClick: () =>
        void signOut({ key: browser.key }, () => PROFILE_TEXTS.signedOutOne(browser.browser)),
    }),
    getSignOutOthersProps: () => ({
      type: 'button' as const,
      'aria-busy': signingOut === 'others',
      disabled: state.loading || others.length === 0,
      onClick: () => void signOut('others', PROFILE_TEXTS.signedOutOthers),
    }),
  };
}

export type UseSignedInBrowsersResult = ReturnType<typeof useSignedInBrowsers>;
