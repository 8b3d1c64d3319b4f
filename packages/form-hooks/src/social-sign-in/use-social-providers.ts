import { SOCIAL_PROVIDERS, type SocialProvider, STORAGE_KEYS } from '@bb/validation';
import { useEffect, useState } from 'react';
import { useBbEnvironment } from '../environment';
import { type CommonSettingsStatus, useCommonSettings } from '../settings/use-common-settings';

export type SocialSettingsStatus = CommonSettingsStatus;

/**
 * The providers the common settings turn on (spec §2), google first, and the last used one from
 * bb-used-provider. Both are read after mount, so the server render offers none.
 */
export function useSocialProviders() {
  const { localStorage } = useBbEnvironment();
  const { settings, status } = useCommonSettings();
  const [lastUsedProvider, setLastUsedProvider] = useState<SocialProvider | null>(null);
  const env = settings?.env;
  const available = SOCIAL_PROVIDERS.filter((provider) =>
    provider === 'google'
      ? env?.is_google_oauth2_available === true
      : env?.is_apple_oauth2_available === true,
  );

  useEffect(() => {
    try {
      const stored = localStorage.getItem(STORAGE_KEYS.usedProvider);
      setLastUsedProvider(isProvider(stored) ? stored : null);
    } catch {
      // Unreadable storage remembers nothing.
    }
  }, [localStorage]);

  return { settingsStatus: status, available, lastUsedProvider, setLastUsedProvider };
}

function isProvider(value: unknown): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly unknown[]).includes(value);
}
