import { BIO_MIN_LENGTH } from '@bb/validation';

/** The expert's public profile on Profile & Settings: our wording (the spec gives none). */
export const EXPERT_PROFILE_TEXTS = {
  section: 'Public profile',
  intro:
    'Customers see this on your public page and in the list of experts. Your pen name also makes your page’s address.',
  loading: 'Loading your profile',
  reload: 'Try again',
  viewPublicPage: 'View my public page',
  complete: 'Your profile is complete: customers can find you in the list of experts.',
  incomplete: `Your profile is not listed yet: add a pen name, at least ${BIO_MIN_LENGTH} characters about yourself and a discipline, then save.`,
  avatar: 'Avatar',
  avatarAlt: 'Your avatar',
  avatarHint:
    'A JPEG, PNG, WebP, GIF or AVIF image of up to 5 MB; we crop it square around its centre.',
  uploadAvatar: 'Upload a new avatar',
  removeAvatar: 'Use the generated avatar',
  avatarSaved: 'Your new avatar is on your public page.',
  avatarRemoved: 'Your public page shows the generated avatar again.',
  penName: 'Pen name',
  penNameHint: 'Shown to customers instead of your real name; no other expert may have it.',
  bio: 'About you',
  bioHint: 'Your education, experience and what you help with.',
  disciplines: 'Disciplines you cover',
  available: 'I accept new orders',
  availableHint:
    'While unticked, customers cannot request you and operators cannot assign you orders.',
  save: 'Save profile',
  saved: 'Your profile is saved.',
} as const;
