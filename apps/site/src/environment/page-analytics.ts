import { startWebVitals, trackVisit } from '@bb/analytics';
import type { BbEnvironment } from '@bb/form-hooks';

/**
 * Once a page: FCP, INP and LCP to the data layer, and the visit record (url, referrer, user
 * agent) unless the ref cookie says the visit is known. The role is reported by the session
 * load itself.
 */
export function startPageAnalytics({ api, analytics }: Pick<BbEnvironment, 'api' | 'analytics'>) {
  startWebVitals(analytics);
  trackVisit({ send: (visit) => api.trackVisit(visit) }).catch(() => undefined);
}
