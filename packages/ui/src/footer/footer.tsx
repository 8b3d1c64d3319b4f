import type { Company } from '@bb/api-client';
import { clsx } from 'clsx';
import { useId } from 'react';
import {
  BECOME_AN_EXPERT_LINK,
  COMPANY_LINKS,
  LEGAL_LINKS,
  type SiteLink,
  SUBJECT_LINKS,
} from '../site-links/site-links';
import { CompanyDetails, type CompanyStatus } from './company-details';
import { copyrightYears } from './copyright-years';
import { PAYMENT_METHODS, PaymentLogo } from './payment-logos';

export interface FooterProps {
  /** The site name of the copyright line. */
  siteName: string;
  /** The support address, shown as a mailto link. */
  supportEmail: string;
  /** The domain's company from its settings; null or absent when it has none. */
  company?: Company | null;
  companyStatus: CompanyStatus;
  /** On the home route the subject link grid is left out. */
  isHome?: boolean;
  /** The year the copyright line ends with; the current year by default. */
  currentYear?: number;
  className?: string;
}

function LinkColumn({ title, links }: { title: string; links: readonly SiteLink[] }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className="bb-footer__column">
      <h2 id={headingId} className="bb-footer__heading">
        {title}
      </h2>
      <ul className="bb-footer__links">
        {links.map((link) => (
          <li key={link.href}>
            <a className="bb-footer__link" href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The site footer: the subject grid (not on home), the company and legal columns, support
 * e-mail and payment methods, the company's registration details and the copyright years.
 */
export function Footer({
  siteName,
  supportEmail,
  company,
  companyStatus,
  isHome = false,
  currentYear = new Date().getFullYear(),
  className,
}: FooterProps) {
  const supportHeadingId = useId();
  return (
    <footer className={clsx('bb-footer', className)}>
      <div className="bb-footer__inner">
        {!isHome && (
          <div className="bb-footer__subjects">
            <LinkColumn title="Services" links={SUBJECT_LINKS} />
          </div>
        )}
        <div className="bb-footer__columns">
          <LinkColumn title="Company" links={[...COMPANY_LINKS, BECOME_AN_EXPERT_LINK]} />
          <LinkColumn title="Legal" links={LEGAL_LINKS} />
          <section aria-labelledby={supportHeadingId} className="bb-footer__column">
            <h2 id={supportHeadingId} className="bb-footer__heading">
              Support
            </h2>
            <a className="bb-footer__link bb-footer__email" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
            <ul className="bb-footer__payments" aria-label="Payment methods">
              {PAYMENT_METHODS.map((method) => (
                <li key={method}>
                  <PaymentLogo method={method} />
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className="bb-footer__bottom">
          <CompanyDetails company={company} status={companyStatus} />
          <p className="bb-footer__copyright">{`© ${copyrightYears(currentYear)} ${siteName}`}</p>
        </div>
      </div>
    </footer>
  );
}
