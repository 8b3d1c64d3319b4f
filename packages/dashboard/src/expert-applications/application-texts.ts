import type { ExpertApplicationStatus } from '@bb/validation';

/** How an application's status reads in the operator's list and on its page. */
export const APPLICATION_STATUS_LABELS: Readonly<Record<ExpertApplicationStatus, string>> = {
  received: 'Waiting for review',
  approved: 'Approved',
  declined: 'Declined',
};

/** The operator's review of expert applications (the wording; the rest is ours). */
export const APPLICATION_TEXTS = {
  // The operator's home.
  waiting: 'Expert applications waiting',
  waitingCaption: 'Expert applications waiting for review, newest first',
  waitingCount: (count: number) =>
    count === 1 ? '1 application waits for review.' : `${count} applications wait for review.`,
  loadingWaiting: 'Loading the expert applications waiting for review',
  noneWaiting: 'No expert application is waiting for review.',
  received: 'Received',
  reload: 'Try again',
  // One application.
  loading: 'Loading the application',
  notFound: 'This application does not exist.',
  back: 'Back to your home',
  status: 'Status',
  email: 'E-mail',
  disciplines: 'Disciplines',
  experience: 'Experience',
  sample: 'Sample of work',
  noSample: 'Sent before samples were asked for.',
  download: (name: string) => `Download ${name}`,
  decided: 'Decided',
  reason: 'Reason given',
  expert: 'Expert profile',
  approve: 'Approve',
  approveHint: 'Creates the expert account and e-mails a link to set a password.',
  declineHeading: 'Decline',
  declineMessage: 'Message to the applicant',
  declineHint: 'E-mailed to the applicant and shown on their status page.',
  decline: 'Decline with this message',
  approved: (slug: string) =>
    `Approved: the expert ${slug} exists and was e-mailed a link to set a password.`,
  declinedNow: 'Declined: the applicant was e-mailed your message.',
} as const;

export type ApplicationTexts = typeof APPLICATION_TEXTS;
