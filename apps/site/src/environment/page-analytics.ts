import { startWebVitals, trackVisit } from '@bb/analytics';
import type { BbEnvironment } from '@bb/form-hooks';
import { isReferralCode, REFERRAL_PARAM } from '@bb/validation';

/**
 * Once a page: FCP, INP and LCP to the data layer, and the visit record (url, referrer, user
 * agent) unless the ref cookie says the visit is known. A visit through a partner's link
 * (`?ref=CODE` on any page) is told to the API first, which counts it and sets the `ref` cookie
 * when none exists (first touch), so visit tracking then skips it (spec §4). The role is reported
 * by the session load itself.
 */
export function startPageAnalytics({ api, analytics }: Pick<BbEnvironment, 'api' | 'analytics'>) {
  startWebVitals(analytics);
  followReferralLink(api)
    .catch(() => undefined)
    .then(() => trackVisit({ send: (visit) => api.trackVisit(visit) }))
    .catch(() => undefined);
}

/** Tells the API of a partner's code in the address, once per page; nothing without one. */
async function followReferralLink(api: BbEnvironment['api']): Promise<void> {
  if (typeof location === 'undefined') return;
  const code = new URL(location.href).searchParams.get(REFERRAL_PARAM);
  if (isReferralCode(code)) await api.countReferralVisit(code);
}
