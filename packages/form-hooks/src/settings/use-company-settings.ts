import type { Company } from '@bb/api-client';
import { useEffect, useState } from 'react';
import { useBbEnvironment } from '../environment';

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
  const [state, setState] = useState<CompanySettingsState>({ status: 'loading', company: null });

  useEffect(() => {
    const controller = new AbortController();
    const domain = new URL(addressBar.origin()).hostname;
    api.getCompanySettings(domain, { signal: controller.signal }).then(
      (settings) => setState({ status: 'success', company: settings.company ?? null }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', company: null });
      },
    );
    return () => controller.abort();
  }, [api, addressBar]);

  return state;
}
