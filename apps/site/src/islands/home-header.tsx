import { HeaderFrame } from './header-frame';

/** The home page's header: no navigation and no Services dropdown (spec §2). */
export function HomeHeader({ siteName }: { siteName: string }) {
  return <HeaderFrame siteName={siteName} />;
}
