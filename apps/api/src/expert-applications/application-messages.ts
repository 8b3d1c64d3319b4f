import { type Site, signature } from '../mail/mail-messages';
import type { MailMessage } from '../mail/mailer';

/** To the applicant: their application arrived, and where to see how it stands. */
export function applicationReceivedMessage(
  site: Site,
  to: string,
  application: { name: string; reviewDays: number; statusUrl: string },
): MailMessage {
  return {
    to,
    subject: `${site.name}: we received your expert application`,
    text: [
      `Hello ${application.name},`,
      '',
      `Thank you for applying to work with ${site.name} as an expert.`,
      `Our team reviews every application within ${application.reviewDays} business days and will write to you at this address.`,
      '',
      'See where your application stands at any time:',
      application.statusUrl,
      '',
      signature(site),
    ].join('\n'),
  };
}

/** To the applicant an operator approved: their expert account exists; they choose a password. */
export function applicationApprovedMessage(
  site: Site,
  to: string,
  approval: { name: string; setPasswordUrl: string; expiresInDays: number },
): MailMessage {
  return {
    to,
    subject: `${site.name}: welcome aboard, your expert account is ready`,
    text: [
      `Hello ${approval.name},`,
      '',
      `Good news: your application was approved, and your ${site.name} expert account is ready.`,
      'Choose a password to sign in to your dashboard:',
      approval.setPasswordUrl,
      '',
      `The link works once and expires in ${approval.expiresInDays} days. After that, ask for a new one on the password restore page.`,
      '',
      signature(site),
    ].join('\n'),
  };
}

/** To the applicant an operator declined, with the operator's reason. */
export function applicationDeclinedMessage(
  site: Site,
  to: string,
  decline: { name: string; message: string },
): MailMessage {
  return {
    to,
    subject: `${site.name}: about your expert application`,
    text: [
      `Hello ${decline.name},`,
      '',
      'Thank you for your interest. We reviewed your application and cannot accept it at this time:',
      '',
      decline.message,
      '',
      signature(site),
    ].join('\n'),
  };
}
