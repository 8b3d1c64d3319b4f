import type { Company } from '@bb/api-client';
import { useBbEnvironment } from '../environment';
import { useLoad } from '../loading';

export type CompanySettingsStatus = 'loading' | 'success' | 'error';

export interface CompanySettingsState {
  status: CompanySettingsStatus;
  /** The domain's company; null while loading, after a failure, or when the domain has none. */
  company: Company | null;
}

/**
 * The company of the page's own domain (spec §2 footer: "company settings fetch per domain"),
 * for the registration details the footer shows: loading until the answer, then the company or
 * null when the domain has none.
 */
export function useCompanySettings(): CompanySettingsState {
  const { api, addressBar } = useBbEnvironment();
  const { status, data } = useLoad(
    (signal) => api.getCompanySettings(new URL(addressBar.origin()).hostname, { signal }),
    [api, addressBar],
  );
  if (status !== 'ready') return { status, company: null };
  return { status: 'success', company: data?.company ?? null };
}
