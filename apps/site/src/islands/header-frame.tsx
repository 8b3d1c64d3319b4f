import {
  BbProvider,
  placeOrderDestination,
  useBbEnvironment,
  usePlaceOrderButton,
  useScrollToTopVisibility,
  useSession,
} from '@bb/form-hooks';
import { AccountMenu, Header } from '@bb/ui';
import type { ReactNode } from 'react';
import { IS_SATELLITE, siteEnvironment } from '../environment/site-environment';

export interface HeaderFrameProps {
  siteName: string;
  /** The header's navigation slots; the home page has none (spec §2). */
  navigation?: ReactNode;
  mobileMenu?: ReactNode;
}

/**
 * What every page's header shares: the account menu and the two scroll buttons. Home's header
 * island is this one as it is (no navigation, spec §2); the inner pages' (`site-header.tsx`) adds
 * the navigation slots in a module of its own, so home loads no navigation code.
 */
export function HeaderFrame(props: HeaderFrameProps) {
  return (
    <BbProvider environment={siteEnvironment()}>
      <HeaderWithHooks {...props} />
    </BbProvider>
  );
}

function HeaderWithHooks({ siteName, navigation, mobileMenu }: HeaderFrameProps) {
  const placeOrder = usePlaceOrderButton();
  const scrollToTop = useScrollToTopVisibility();
  const { navigation: browser } = useBbEnvironment();
  const destination = placeOrderDestination(useSession().session);
  return (
    <>
      {/* Marks the top of the page: the scroll-to-top button shows once it leaves the view. */}
      <div ref={scrollToTop.topRef} className="site-top-marker" aria-hidden="true" />
      <Header
        siteName={siteName}
        navigation={navigation}
        mobileMenu={mobileMenu}
        onPlaceOrder={() =>
          destination.kind === 'new-order-page'
            ? browser.navigate(destination.url)
            : placeOrder.scrollToOrderForm()
        }
        placeOrderNotice={
          destination.kind === 'not-a-customer'
            ? { role: destination.role, dashboardHref: destination.dashboardUrl }
            : undefined
        }
        showScrollToTop={scrollToTop.visible}
        onScrollToTop={scrollToTop.scrollToTop}
        accountSlot={<AccountMenu socialSignIn={!IS_SATELLITE} />}
      />
    </>
  );
}
