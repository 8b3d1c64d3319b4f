import type { CallContext } from './call-context';
import type { RequestOptions } from './transport';

/** Our path for visit tracking; the spec does not show it. */
export const VISITS_PATH = '/services/visits';

export interface VisitRecord {
  url: string;
  referer: string;
  user_agent: string;
}

export function createVisitCalls({ transport }: CallContext) {
  return {
    /** POST /services/visits. Skipping it when a 'ref' cookie exists is the caller's decision. */
    trackVisit: async (
      { url, referer, user_agent }: VisitRecord,
      { signal }: RequestOptions = {},
    ) => {
      await transport.send<unknown>({
        method: 'POST',
        path: VISITS_PATH,
        form: { url, referer, user_agent },
        signal,
      });
    },
  };
}
