import { SOCIAL_PROVIDERS, type SocialProvider, STORAGE_KEYS } from '@bb/validation';
import { useEffect, useState } from 'react';
import { useBbEnvironment } from '../environment';
import { loadCommonSettings } from '../settings/common-settings';

export type SocialSettingsStatus = 'loading' | 'ready' | 'error';

/**
 * The providers the common settings turn on (spec §2), google first, and the last used one from
 * bb-used-provider. Both are read after mount, so the server render offers none.
 */
export function useSocialProviders() {
  const environment = useBbEnvironment();
  const [settingsStatus, setSettingsStatus] = useState<SocialSettingsStatus>('loading');
  const [available, setAvailable] = useState<SocialProvider[]>([]);
  const [lastUsedProvider, setLastUsedProvider] = useState<SocialProvider | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadCommonSettings(environment.api).then(
      (settings) => {
        if (controller.signal.aborted) return;
        const env = settings?.env ?? {};
        setAvailable(
          SOCIAL_PROVIDERS.filter((provider) =>
            provider === 'google'
              ? env.is_google_oauth2_available === true
              : env.is_apple_oauth2_available === true,
          ),
        );
        setSettingsStatus('ready');
      },
      () => {
        if (!controller.signal.aborted) setSettingsStatus('error');
      },
    );
    try {
      const stored = environment.localStorage.getItem(STORAGE_KEYS.usedProvider);
      setLastUsedProvider(isProvider(stored) ? stored : null);
    } catch {
      // Unreadable storage remembers nothing.
    }
    return () => controller.abort();
  }, [environment]);

  return { settingsStatus, available, lastUsedProvider, setLastUsedProvider };
}

function isProvider(value: unknown): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly unknown[]).includes(value);
}
