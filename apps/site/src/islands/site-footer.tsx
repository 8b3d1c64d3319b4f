import { BbProvider, useCompanySettings } from '@bb/form-hooks';
import { Footer } from '@bb/ui';
import { siteEnvironment } from '../environment/site-environment';

export interface SiteFooterProps {
  siteName: string;
  supportEmail: string;
  pathname: string;
}

/**
 * The footer of every page (spec §2). The company's registration details come from the domain's
 * company settings in the browser: a skeleton while they load, nothing when it has no company.
 */
export function SiteFooter(props: SiteFooterProps) {
  return (
    <BbProvider environment={siteEnvironment()}>
      <FooterWithSettings {...props} />
    </BbProvider>
  );
}

function FooterWithSettings({ siteName, supportEmail, pathname }: SiteFooterProps) {
  const { status, company } = useCompanySettings();
  return (
    <Footer
      siteName={siteName}
      supportEmail={supportEmail}
      company={company}
      companyStatus={status}
      isHome={pathname === '/'}
    />
  );
}
