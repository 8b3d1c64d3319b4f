import { startWebVitals, trackVisit } from '@bb/analytics';
import { useBbEnvironment } from '@bb/form-hooks';
import { useEffect } from 'react';

/**
 * Once a page: FCP, INP and LCP to the data layer, and the visit record (url, referrer, user
 * agent) unless the ref cookie says the visit is known. The role is reported by the session
 * load itself (the header's account menu loads it).
 */
export function useSiteAnalytics(): void {
  const { api, analytics } = useBbEnvironment();
  useEffect(() => {
    startWebVitals(analytics);
    trackVisit({ send: (visit) => api.trackVisit(visit) }).catch(() => undefined);
  }, [api, analytics]);
}
