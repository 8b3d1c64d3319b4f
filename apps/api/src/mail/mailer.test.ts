import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEml, readOutbox } from '../testing/outbox';
import { passwordRestoreMessage } from './mail-messages';
import { createMailer } from './mailer';

const site = { name: 'BB', supportEmail: 'support@bb.example' };
const message = passwordRestoreMessage(site, 'reader@bb.example', {
  code: 'Code_1234567890abcdefgh',
  url: 'http://bb.localhost/auth_password_reset.html?code=Code_1234567890abcdefgh',
  expiresInMinutes: 60,
});

describe('mailer through SMTP', () => {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  let smtp: SMTPServer;
  let port: number;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('delivers a real message to the SMTP server named by SMTP_URL', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      from: 'BB <no-reply@bb.example>',
    });
    await mailer.send(message);
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@bb.example');
    expect(received[0]?.to).toEqual(['reader@bb.example']);
    const parsed = parseEml(received[0]?.raw ?? '');
    expect(parsed.subject).toBe('Your BB password restore code');
    expect(parsed.text).toContain('Code_1234567890abcdefgh');
  });
});

describe('mailer without SMTP', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bb-outbox-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each message to the outbox folder as an .eml file', async () => {
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({ outboxDir, from: 'BB <no-reply@bb.example>' });
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second' });
    const messages = readOutbox(outboxDir);
    expect(messages.map((mail) => mail.subject)).toEqual([
      'Your BB password restore code',
      'Second',
    ]);
    expect(messages[0]?.to).toBe('reader@bb.example');
    expect(messages[0]?.text).toContain(
      'http://bb.localhost/auth_password_reset.html?code=Code_1234567890abcdefgh',
    );
  });
});
