import { ExpertPortfolio, ProfilePage } from '@bb/dashboard';
import { accountMenuEntries } from '@bb/form-hooks';
import type { DashboardAreaProps } from '../dashboard-area';
import { siteAccountClient } from './account-client';
import { sitePortfolioClient } from './portfolio-client';

/**
 * The customer's `profile/` (Profile) and the expert's (Profile & Settings): the password change
 * and the browsers signed in, and for the expert the payout method (their PayPal e-mail) and,
 * below the rest, their portfolio.
 */
export function ProfileArea({ role, home }: DashboardAreaProps) {
  const title = accountMenuEntries(role, home).find((entry) => entry.id === 'profile')?.label;
  return (
    <>
      <h1 className="site-page-title">{title ?? 'Profile'}</h1>
      <ProfilePage client={siteAccountClient()} payoutMethod={role === 'writer'} />
      {/* The expert's portfolio: the last block of the page. */}
      {role === 'writer' && <ExpertPortfolio client={sitePortfolioClient()} />}
    </>
  );
}
