import type { Company } from '@bb/api-client';
import { Skeleton } from '../skeleton/skeleton';

/** Where the company settings request stands. */
export type CompanyStatus = 'loading' | 'success' | 'error';

export interface CompanyDetailsProps {
  company: Company | null | undefined;
  status: CompanyStatus;
}

/**
 * The company's registration details from its settings (spec §2): a skeleton while they load,
 * nothing at all when the domain has no company or the request failed.
 */
export function CompanyDetails({ company, status }: CompanyDetailsProps) {
  if (status === 'loading') {
    return (
      <div role="status" aria-busy="true" className="bb-footer__company">
        <span className="bb-visually-hidden">Loading company details</span>
        <Skeleton width={220} className="bb-footer__skeleton" />
        <Skeleton width={280} className="bb-footer__skeleton" />
        <Skeleton width={180} className="bb-footer__skeleton" />
      </div>
    );
  }
  if (status !== 'success' || !company) return null;
  return (
    <address className="bb-footer__company">
      <span className="bb-footer__company-name">{company.name}</span>
      <span>{`Registration number: ${company.registration_number}`}</span>
      <span>{company.address_part_1}</span>
      <span>{company.address_part_2}</span>
    </address>
  );
}
