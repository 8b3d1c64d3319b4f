import type { CommonSettings, CompanySettings, UtcOffset } from './api-types';
import type { CallContext } from './call-context';
import type { RequestOptions } from './transport';
import { formatClientDatetime } from './utc-offset';

export function createSettingsCalls({ transport }: CallContext) {
  return {
    /** GET /common/settings. */
    getCommonSettings: ({ signal }: RequestOptions = {}) =>
      transport.send<CommonSettings>({ method: 'GET', path: '/common/settings', signal }),

    /** GET /common/company-settings?domain= (our path; the spec does not show it). */
    getCompanySettings: (domain: string, { signal }: RequestOptions = {}) =>
      transport.send<CompanySettings>({
        method: 'GET',
        path: '/common/company-settings',
        query: { domain },
        signal,
      }),

    /** GET /time/utc-offset?client_datetime= (local time with its offset, see formatClientDatetime). */
    getUtcOffset: (clientDatetime: Date = new Date(), { signal }: RequestOptions = {}) =>
      transport.send<UtcOffset>({
        method: 'GET',
        path: '/time/utc-offset',
        query: { client_datetime: formatClientDatetime(clientDatetime) },
        signal,
      }),
  };
}
