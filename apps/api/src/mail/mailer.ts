import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A message with its plain-text part and, when composed on the layout (mail-layout.ts), its HTML part. */
export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/**
 * Sends through SMTP when SMTP_URL is set; otherwise nodemailer renders each message and it is
 * written to the outbox folder as an .eml file (named by time, so they sort), for a developer to
 * open and follow the link.
 */
export function createMailer(options: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
