/** The profile page's wording (the specification names the page, not its words: ours). */
export const PROFILE_TEXTS = {
  passwordChange: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHint:
    'At least 8 characters, with a letter and a number or a special character. Other browsers signed in to your account are signed out.',
  passwordConfirmation: 'Repeat the new password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: 'Change password',
  passwordChanged: 'Your password is changed. Other browsers were signed out.',
  /** loginability_issue: a social or e-mail-only sign-up has no password to prove. */
  noPasswordYet:
    'Your account has no password yet. To set one, sign out and choose “Forgot password?” on the sign-in page: we e-mail you a code.',
  browsers: 'Browsers signed in',
  browsersCaption: 'Browsers signed in to your account, this one first',
  loadingBrowsers: 'Loading the browsers signed in',
  reload: 'Try again',
  browser: 'Browser',
  signedIn: 'Signed in',
  lastUsed: 'Last used',
  thisBrowser: 'This browser',
  unknownBrowser: 'An unknown browser',
  onlyThisBrowser: 'Only this browser is signed in to your account.',
  signOut: 'Sign out',
  signOutLabel: (browser: string, signedIn: string) => `Sign out ${browser}, signed in ${signedIn}`,
  signOutOthers: 'Sign out of all other browsers',
  signedOutOne: (browser: string) => `${browser} was signed out.`,
  /** The expert's payout method (Profile & Settings only). */
  payoutMethod: 'Payout method',
  payoutMethodIntro:
    'Payouts are made on the 1st and the 16th of each month to your PayPal account. We keep only its e-mail address: never a card or bank number.',
  loadingPayoutMethod: 'Loading your payout method',
  paypalEmail: 'PayPal e-mail',
  /** Not 'Current password': the password change below has that field on the same page. */
  payoutMethodPassword: 'Your password',
  payoutMethodPasswordHint:
    'We e-mail you about every change. A new account is paid from the first payout date at least 48 hours later.',
  savePayoutMethod: 'Save payout method',
  payoutMethodSaved: (email: string) => `Your payouts go to the PayPal account ${email}.`,
  signedOutOthers: (count: number) =>
    count === 1 ? '1 other browser was signed out.' : `${count} other browsers were signed out.`,
} as const;

export type ProfileTexts = typeof PROFILE_TEXTS;
