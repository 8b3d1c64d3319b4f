import type { MailMessage } from './mailer';

export type Site = { name: string; supportEmail: string };

/** A paragraph of an e-mail, or a link it asks the reader to follow (a button, and the address). */
export type MailBlock = string | { label: string; url: string };

export type MailContent = {
  to: string;
  subject: string;
  /** 'Hello,' unless the message knows the reader's name. */
  greeting?: string;
  body: MailBlock[];
  /** Why the reader got it, in the footer ('You have an account at BB.'). */
  reason: string;
  /** Where the reader turns this kind of e-mail off; absent for the ones always sent. */
  preferencesUrl?: string;
};

/** How every message ends: who wrote it and where to answer. */
export function signature(site: Site): string {
  return `--\nThe ${site.name} team\n${site.supportEmail}`;
}

/**
 * Every e-mail's one layout, as plain text and as HTML with the same words: a greeting, the
 * body with its links (in the HTML a button, in both the address written out, so a reader whose
 * mail program shows no HTML can copy it), the signature, and a footer that says why the reader
 * got it and where to change which e-mails they get.
 */
export function composeMail(site: Site, content: MailContent): MailMessage {
  const greeting = content.greeting ?? 'Hello,';
  const footer = [
    content.reason,
    ...(content.preferencesUrl
      ? [`Choose which e-mails you get in Profile & Settings: ${content.preferencesUrl}`]
      : []),
  ];
  const text = [
    greeting,
    ...content.body.map((block) =>
      typeof block === 'string' ? block : `${block.label}:\n${block.url}`,
    ),
    signature(site),
    footer.join('\n'),
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="margin:0;background:#f4f5f7">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">',
    '<table role="presentation" width="600" cellpadding="24" cellspacing="0" style="max-width:600px;background:#fff;font:16px/1.5 Arial,sans-serif;color:#1d2330">',
    `<tr><td style="border-bottom:1px solid #e3e6eb;font-weight:bold;font-size:20px">${escapeHtml(site.name)}</td></tr>`,
    '<tr><td>',
    `<p>${escapeHtml(greeting)}</p>`,
    ...content.body.map((block) =>
      typeof block === 'string'
        ? `<p>${lines(block)}</p>`
        : `<p><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:10px 18px;background:#2453a6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(block.label)}</a></p><p style="font-size:13px;color:#5b6472">${escapeHtml(block.url)}</p>`,
    ),
    `<p>${lines(signature(site))}</p>`,
    '</td></tr>',
    `<tr><td style="border-top:1px solid #e3e6eb;font-size:13px;color:#5b6472">${footer.map(linked).join('<br>')}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
  return { to: content.to, subject: content.subject, text, html };
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function lines(text: string): string {
  return escapeHtml(text).replaceAll('\n', '<br>');
}

/** A footer line with its address as a link. */
function linked(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/\S+/g, (url) => `<a href="${url}">${url}</a>`);
}
