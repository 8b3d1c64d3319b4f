import { MobileMenu, ServicesNavigation } from '@bb/ui';
import { HeaderFrame } from './header-frame';

export interface SiteHeaderProps {
  siteName: string;
  /** The page's route: marks the current link, and a new one closes open menus. */
  pathname: string;
}

/** The header of every page but home (spec §2): with the navigation and the mobile menu. */
export function SiteHeader({ siteName, pathname }: SiteHeaderProps) {
  return (
    <HeaderFrame
      siteName={siteName}
      navigation={<ServicesNavigation pathname={pathname} />}
      mobileMenu={<MobileMenu pathname={pathname} />}
    />
  );
}
