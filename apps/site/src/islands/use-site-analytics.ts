import { useBbEnvironment } from '@bb/form-hooks';
import { useEffect } from 'react';
import { startPageAnalytics } from '../environment/page-analytics';

/** The page's analytics (`startPageAnalytics`) from a React island; the header's account menu loads the session. */
export function useSiteAnalytics(): void {
  const { api, analytics } = useBbEnvironment();
  useEffect(() => startPageAnalytics({ api, analytics }), [api, analytics]);
}
