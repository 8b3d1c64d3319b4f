import type { MailMessage } from './mailer';

export type Site = { name: string; supportEmail: string };

/** How every message ends: who wrote it and where to answer. */
export function signature(site: Site): string {
  return `--\nThe ${site.name} team\n${site.supportEmail}`;
}

export function welcomeMessage(
  site: Site,
  to: string,
  links: { verifyEmailUrl: string; setPasswordUrl: string },
): MailMessage {
  return {
    to,
    subject: `Welcome to ${site.name}: confirm your email and set a password`,
    text: [
      'Hello,',
      '',
      `Thank you for signing up with ${site.name}.`,
      '',
      'Please confirm your email address:',
      links.verifyEmailUrl,
      '',
      'Then choose a password, so you can log into your account at any time:',
      links.setPasswordUrl,
      '',
      'The password link works once and expires in 7 days. If you did not sign up, ignore this email.',
      '',
      signature(site),
    ].join('\n'),
  };
}

export function passwordRestoreMessage(
  site: Site,
  to: string,
  restore: { code: string; url: string; expiresInMinutes: number },
): MailMessage {
  return {
    to,
    subject: `Your ${site.name} password restore code`,
    text: [
      'Hello,',
      '',
      'We received a request to restore the password of your account.',
      '',
      'Open this link to choose a new password:',
      restore.url,
      '',
      'or enter this code on the password restore page:',
      restore.code,
      '',
      `The code works once and expires in ${restore.expiresInMinutes} minutes.`,
      'If you did not ask for it, ignore this email: your password stays as it is.',
      '',
      signature(site),
    ].join('\n'),
  };
}

/** An operator invited the recipient to the staff (staff/staff-routes.ts), or sent it again. */
export function staffInvitationMessage(
  site: Site,
  to: string,
  invitation: { roleName: string; setPasswordUrl: string },
): MailMessage {
  return {
    to,
    subject: `You are invited to ${site.name} as ${invitation.roleName}`,
    text: [
      'Hello,',
      '',
      `An operator of ${site.name} created a ${invitation.roleName} account for this address.`,
      '',
      'Choose your password to start:',
      invitation.setPasswordUrl,
      '',
      'The link works once and expires in 7 days; an operator can send you a new one.',
      'If you did not expect this, ignore this email.',
      '',
      signature(site),
    ].join('\n'),
  };
}

/** Sent once per window of guesses (see auth/sign-in-guard.ts). */
export function signInGuessesMessage(
  site: Site,
  to: string,
  guesses: { failures: number; resetUrl: string },
): MailMessage {
  return {
    to,
    subject: `Someone is trying to log into your ${site.name} account`,
    text: [
      'Hello,',
      '',
      `We have just refused ${guesses.failures} sign-in attempts with a wrong password for your account.`,
      'If that was you, nothing else is needed.',
      '',
      'If it was not you, someone may be guessing your password. Further attempts are slowed down',
      'and you can still log in as usual. To be safe, choose a new password here:',
      guesses.resetUrl,
      '',
      'Never reuse this password on other sites.',
      '',
      signature(site),
    ].join('\n'),
  };
}

/** To the expert an operator gave an order to. */
export function orderAssignedMessage(
  site: Site,
  to: string,
  order: { id: number; title: string; deadline: string; url: string },
): MailMessage {
  return {
    to,
    subject: `${site.name}: order #${order.id} is yours to accept`,
    text: [
      'Hello,',
      '',
      `Our operator has assigned order #${order.id}, "${order.title}", to you. It is due ${order.deadline}.`,
      'Please accept or decline it in your dashboard:',
      order.url,
      '',
      signature(site),
    ].join('\n'),
  };
}

/** To the customer whose order the expert delivered. */
export function orderDeliveredMessage(
  site: Site,
  to: string,
  order: { id: number; title: string; url: string },
): MailMessage {
  return {
    to,
    subject: `${site.name}: your order #${order.id} is delivered`,
    text: [
      'Hello,',
      '',
      `Your expert has delivered order #${order.id}, "${order.title}".`,
      'Please review it, then approve it or ask for a revision:',
      order.url,
      '',
      signature(site),
    ].join('\n'),
  };
}

/** To a party of an order that another party wrote to. */
export function orderMessageMessage(
  site: Site,
  to: string,
  order: { id: number; title: string; from: string; url: string },
): MailMessage {
  return {
    to,
    subject: `${site.name}: a new message on order #${order.id}`,
    text: [
      'Hello,',
      '',
      `Your ${order.from} has written to you about order #${order.id}, "${order.title}".`,
      'Read and answer it in your dashboard:',
      order.url,
      '',
      'Messages that follow within 10 minutes are not e-mailed one by one until you read this one.',
      '',
      signature(site),
    ].join('\n'),
  };
}

/** To the customer whose support ticket an operator answered. */
export function supportAnswerMessage(
  site: Site,
  to: string,
  ticket: { id: number; subject: string; url: string },
): MailMessage {
  return {
    to,
    subject: `${site.name}: support answered your ticket #${ticket.id}`,
    text: [
      'Hello,',
      '',
      `Our support team has answered your ticket #${ticket.id}, "${ticket.subject}".`,
      'Read the answer and reply in your dashboard:',
      ticket.url,
      '',
      signature(site),
    ].join('\n'),
  };
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
  return {
    to,
    subject: `${site.name}: the PayPal account for your payouts was changed`,
    text: [
      'Hello,',
      '',
      `The PayPal account your ${site.name} payouts go to was changed on ${new Date(change.at).toUTCString()}:`,
      `  from: ${change.from === null ? 'none set' : maskEmail(change.from)}`,
      `  to:   ${maskEmail(change.to)}`,
      '',
      `For your safety, payouts use it from the first payout date at least ${change.holdHours} hours after the change;`,
      'until then your earnings wait, available in your Financial Overview.',
      '',
      'If you made this change, nothing else is needed.',
      '',
      'If you did not, someone else can use your account. Choose a new password now (every other',
      'browser is signed out):',
      change.resetUrl,
      'then set your own PayPal account again in Profile & Settings:',
      change.profileUrl,
      `and write to us at ${site.supportEmail}.`,
      '',
      signature(site),
    ].join('\n'),
  };
}
