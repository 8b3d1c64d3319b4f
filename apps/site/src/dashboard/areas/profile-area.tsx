import { EmailPreferences, ExpertPortfolio, ExpertProfileForm, ProfilePage } from '@bb/dashboard';
import { accountMenuEntries } from '@bb/form-hooks';
import type { DashboardAreaProps } from '../dashboard-area';
import { siteAccountClient } from './account-client';
import { siteExpertProfileClient } from './expert-profile-client';
import { siteNotificationClient } from './notification-client';
import { sitePortfolioClient } from './portfolio-client';

/**
 * The customer's `profile/` (Profile) and the expert's (Profile & Settings): the password change,
 * which e-mails reach them, and the browsers signed in, and for the expert first their public profile (pen name, avatar,
 * bio, disciplines, availability), the payout method (their PayPal e-mail) and, below the rest,
 * their portfolio.
 */
export function ProfileArea({ role, home }: DashboardAreaProps) {
  const title = accountMenuEntries(role, home).find((entry) => entry.id === 'profile')?.label;
  const expert = role === 'writer';
  return (
    <>
      <h1 className="site-page-title">{title ?? 'Profile'}</h1>
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
