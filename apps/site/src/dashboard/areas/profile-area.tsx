import { EmailPreferences, ExpertPortfolio, ExpertProfileForm, ProfilePage } from '@bb/dashboard';
import { accountMenuEntries } from '@bb/form-hooks';
import type { DashboardAreaProps } from '../dashboard-area';
import { siteAccountClient } from './account-client';
import { siteExpertProfileClient } from './expert-profile-client';
import { siteNotificationClient } from './notification-client';
import { sitePortfolioClient } from './portfolio-client';

/** The page's title where the role's menu has no entry for it. */
const PROFILE_AND_SETTINGS = 'Profile & Settings';

/**
 * Every role's `profile/`: the customer's Profile, the others' Profile & Settings. The password
 * change, which e-mails reach them (the categories their role receives), and the browsers signed
 * in, and for the expert first their public profile (pen name, avatar, bio, disciplines,
 * availability), the payout method (their PayPal e-mail) and, below the rest, their portfolio.
 */
export function ProfileArea({ role, home }: DashboardAreaProps) {
  // The support-contract and earnings menus (spec §2) have no entry for it.
  const title =
    accountMenuEntries(role, home).find((entry) => entry.id === 'profile')?.label ??
    PROFILE_AND_SETTINGS;
  const expert = role === 'writer';
  return (
    <>
      <h1 className="site-page-title">{title}</h1>
      <ProfilePage
        client={siteAccountClient()}
        payoutMethod={expert}
        publicProfile={
          expert ? <ExpertProfileForm client={siteExpertProfileClient()} /> : undefined
        }
        emailPreferences={<EmailPreferences client={siteNotificationClient()} />}
      />
      {expert && <ExpertPortfolio client={sitePortfolioClient()} />}
    </>
  );
}
