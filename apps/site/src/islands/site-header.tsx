import { BbProvider, usePlaceOrderButton, useScrollToTopVisibility } from '@bb/form-hooks';
import { AccountMenu, Header } from '@bb/ui';
import { IS_SATELLITE, siteEnvironment } from '../environment/site-environment';

export interface SiteHeaderProps {
  siteName: string;
  /** The page's route: marks the current link; the home route has no navigation (spec §2). */
  pathname: string;
}

/** The header of every page (spec §2), with the account menu and the two scroll buttons. */
export function SiteHeader(props: SiteHeaderProps) {
  return (
    <BbProvider environment={siteEnvironment()}>
      <HeaderWithHooks {...props} />
    </BbProvider>
  );
}

function HeaderWithHooks({ siteName, pathname }: SiteHeaderProps) {
  const placeOrder = usePlaceOrderButton();
  const scrollToTop = useScrollToTopVisibility();
  return (
    <>
      {/* Marks the top of the page: the scroll-to-top button shows once it leaves the view. */}
      <div ref={scrollToTop.topRef} className="site-top-marker" aria-hidden="true" />
      <Header
        siteName={siteName}
        pathname={pathname}
        isHome={pathname === '/'}
        onPlaceOrder={() => placeOrder.scrollToOrderForm()}
        showScrollToTop={scrollToTop.visible}
        onScrollToTop={scrollToTop.scrollToTop}
        accountSlot={<AccountMenu socialSignIn={!IS_SATELLITE} />}
      />
    </>
  );
}
