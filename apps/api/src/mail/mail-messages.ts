import { composeMail, type Site } from './mail-layout';
import type { MailMessage } from './mailer';

/** The footer of the e-mails about a person's account, which are always sent. */
export function accountReason(site: Site): string {
  return `You get this e-mail because it is about your ${site.name} account; it cannot be turned off.`;
}

export function welcomeMessage(
  site: Site,
  to: string,
  links: { verifyEmailUrl: string; setPasswordUrl: string },
): MailMessage {
  return composeMail(site, {
    to,
    subject: `Welcome to ${site.name}: confirm your email and set a password`,
    body: [
      `Thank you for signing up with ${site.name}.`,
      { label: 'Please confirm your email address', url: links.verifyEmailUrl },
      {
        label: 'Then choose a password, so you can log into your account at any time',
        url: links.setPasswordUrl,
      },
      'The password link works once and expires in 7 days. If you did not sign up, ignore this email.',
    ],
    reason: accountReason(site),
  });
}

export function passwordRestoreMessage(
  site: Site,
  to: string,
  restore: { code: string; url: string; expiresInMinutes: number },
): MailMessage {
  return composeMail(site, {
    to,
    subject: `Your ${site.name} password restore code`,
    body: [
      'We received a request to restore the password of your account.',
      { label: 'Open this link to choose a new password', url: restore.url },
      `or enter this code on the password restore page:\n${restore.code}`,
      `The code works once and expires in ${restore.expiresInMinutes} minutes.\nIf you did not ask for it, ignore this email: your password stays as it is.`,
    ],
    reason: accountReason(site),
  });
}

/** An operator invited the recipient to the staff (staff/staff-routes.ts), or sent it again. */
export function staffInvitationMessage(
  site: Site,
  to: string,
  invitation: { roleName: string; setPasswordUrl: string },
): MailMessage {
  return composeMail(site, {
    to,
    subject: `You are invited to ${site.name} as ${invitation.roleName}`,
    body: [
      `An operator of ${site.name} created a ${invitation.roleName} account for this address.`,
      { label: 'Choose your password to start', url: invitation.setPasswordUrl },
      'The link works once and expires in 7 days; an operator can send you a new one.\nIf you did not expect this, ignore this email.',
    ],
    reason: accountReason(site),
  });
}

/** Sent once per window of guesses (see auth/sign-in-guard.ts). */
export function signInGuessesMessage(
  site: Site,
  to: string,
  guesses: { failures: number; resetUrl: string },
): MailMessage {
  return composeMail(site, {
    to,
    subject: `Someone is trying to log into your ${site.name} account`,
    body: [
      `We have just refused ${guesses.failures} sign-in attempts with a wrong password for your account.\nIf that was you, nothing else is needed.`,
      'If it was not you, someone may be guessing your password. Further attempts are slowed down\nand you can still log in as usual.',
      { label: 'To be safe, choose a new password here', url: guesses.resetUrl },
      'Never reuse this password on other sites.',
    ],
    reason: accountReason(site),
  });
}

/**
 * What the notification centre e-mails about an order (notifications/notification-mail.ts): the
 * event's words and the link to the order's page.
 */
export function orderEventMessage(
  site: Site,
  to: string,
  event: {
    subject: string;
    text: string;
    action: string;
    url: string;
    note?: string;
    /** The receipt of the payment the event is about. */
    receiptUrl?: string;
    preferencesUrl?: string;
  },
): MailMessage {
  return composeMail(site, {
    to,
    subject: `${site.name}: ${event.subject}`,
    body: [
      event.text,
      { label: event.action, url: event.url },
      ...(event.receiptUrl ? [{ label: 'See or print your receipt', url: event.receiptUrl }] : []),
      ...(event.note ? [event.note] : []),
    ],
    reason: event.preferencesUrl
      ? `You get this e-mail because you take part in an order at ${site.name}.`
      : `You get this e-mail because it is about money on your ${site.name} account; it cannot be turned off.`,
    ...(event.preferencesUrl ? { preferencesUrl: event.preferencesUrl } : {}),
  });
}

/** To the customer whose support ticket an operator answered. */
export function supportAnswerMessage(
  site: Site,
  to: string,
  ticket: { id: number; subject: string; url: string },
): MailMessage {
  return composeMail(site, {
    to,
    subject: `${site.name}: support answered your ticket #${ticket.id}`,
    body: [
      `Our support team has answered your ticket #${ticket.id}, "${ticket.subject}".`,
      { label: 'Read the answer and reply in your dashboard', url: ticket.url },
    ],
    reason: `You get this e-mail because you asked ${site.name}'s support; answers to your tickets are always e-mailed.`,
  });
}

/**
 * An address as a notice shows it: its first characters and its domain, enough for the owner to
 * recognise it while a forwarded or misdirected message does not hand out the whole address.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, Math.max(at, 0));
  const shown = local.slice(0, local.length > 4 ? 2 : 1);
  return `${shown}***${email.slice(at)}`;
}

/** To the expert (their account's address and the old PayPal one) when their payout method changes. */
export function payoutMethodChangedMessage(
  site: Site,
  to: string,
  change: {
    from: string | null;
    to: string;
    at: number;
    holdHours: number;
    resetUrl: string;
    profileUrl: string;
  },
): MailMessage {
  return composeMail(site, {
    to,
    subject: `${site.name}: the PayPal account for your payouts was changed`,
    body: [
      `The PayPal account your ${site.name} payouts go to was changed on ${new Date(change.at).toUTCString()}:\n  from: ${change.from === null ? 'none set' : maskEmail(change.from)}\n  to:   ${maskEmail(change.to)}`,
      `For your safety, payouts use it from the first payout date at least ${change.holdHours} hours after the change;\nuntil then your earnings wait, available in your Financial Overview.`,
      'If you made this change, nothing else is needed.',
      'If you did not, someone else can use your account. Choose a new password now (every other\nbrowser is signed out):',
      { label: 'Choose a new password', url: change.resetUrl },
      {
        label: 'then set your own PayPal account again in Profile & Settings',
        url: change.profileUrl,
      },
      `and write to us at ${site.supportEmail}.`,
    ],
    reason: accountReason(site),
  });
}
