import { composeMail, type Site } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';

/** Why an applicant gets these: they applied, and each is about their application. */
const reason = (site: Site) =>
  `You get this e-mail because you applied to work with ${site.name} as an expert.`;

/** To the applicant: their application arrived, and where to see how it stands. */
export function applicationReceivedMessage(
  site: Site,
  to: string,
  application: { name: string; reviewDays: number; statusUrl: string },
): MailMessage {
  return composeMail(site, {
    to,
    subject: `${site.name}: we received your expert application`,
    greeting: `Hello ${application.name},`,
    body: [
      `Thank you for applying to work with ${site.name} as an expert.\nOur team reviews every application within ${application.reviewDays} business days and will write to you at this address.`,
      { label: 'See where your application stands at any time', url: application.statusUrl },
    ],
    reason: reason(site),
  });
}

/** To the applicant an operator approved: their expert account exists; they choose a password. */
export function applicationApprovedMessage(
  site: Site,
  to: string,
  approval: { name: string; setPasswordUrl: string; expiresInDays: number },
): MailMessage {
  return composeMail(site, {
    to,
    subject: `${site.name}: welcome aboard, your expert account is ready`,
    greeting: `Hello ${approval.name},`,
    body: [
      `Good news: your application was approved, and your ${site.name} expert account is ready.`,
      { label: 'Choose a password to sign in to your dashboard', url: approval.setPasswordUrl },
      `The link works once and expires in ${approval.expiresInDays} days. After that, ask for a new one on the password restore page.`,
    ],
    reason: reason(site),
  });
}

/** To the applicant an operator declined, with the operator's reason. */
export function applicationDeclinedMessage(
  site: Site,
  to: string,
  decline: { name: string; message: string },
): MailMessage {
  return composeMail(site, {
    to,
    subject: `${site.name}: about your expert application`,
    greeting: `Hello ${decline.name},`,
    body: [
      'Thank you for your interest. We reviewed your application and cannot accept it at this time:',
      decline.message,
    ],
    reason: reason(site),
  });
}
