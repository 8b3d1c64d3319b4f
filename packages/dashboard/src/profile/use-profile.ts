import type { AccountClient } from '@bb/api-client';
import { type Announcement, useAnnouncement } from '../kit/use-announcement';
import { PROFILE_TEXTS } from './profile-texts';
import { useAccountClient } from './use-account-client';
import {
  type UsePasswordChangeFormResult,
  usePasswordChangeForm,
} from './use-password-change-form';
import { type UseSignedInBrowsersResult, useSignedInBrowsers } from './use-signed-in-browsers';

export interface UseProfileOptions {
  /** Default: the environment's `account` (`createAccountClient()`). */
  client?: AccountClient;
}

export interface UseProfileResult {
  /** What the last action did, for the page's live region. */
  announcement: Announcement | null;
  passwordChange: UsePasswordChangeFormResult;
  browsers: UseSignedInBrowsersResult;
  texts: typeof PROFILE_TEXTS;
}

/**
 * The customer's and the expert's profile page: the password change and the browsers signed in.
 * A changed password signs every other browser out, so the list loads again after it.
 */
export function useProfile({ client }: UseProfileOptions = {}): UseProfileResult {
  const account = useAccountClient(client);
  const { announcement, announce } = useAnnouncement();
  const browsers = useSignedInBrowsers({ client: account, announce });
  const passwordChange = usePasswordChangeForm({
    client: account,
    onChanged: () => {
      announce(PROFILE_TEXTS.passwordChanged, 'success');
      browsers.reload();
    },
  });
  return { announcement, passwordChange, browsers, texts: PROFILE_TEXTS };
}
