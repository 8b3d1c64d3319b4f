import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type OutboxMessage = { to: string; subject: string; text: string; html?: string };

/** The messages written to an outbox folder, oldest first, decoded enough to read links and codes. */
export function readOutbox(dir: string): OutboxMessage[] {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => parseEml(readFileSync(path.join(dir, file), 'utf8')));
}

/** A message's headers and its plain-text part (and HTML part, when it has one). */
export function parseEml(raw: string): OutboxMessage {
  const { headers, body } = parsePart(raw.replace(/\r\n/g, '\n'));
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => parsePart(part.replace(/^\n/, '')))
    : [{ headers, body }];
  const partOf = (mime: string) =>
    parts.find((part) => (part.headers.get('content-type') ?? 'text/plain').startsWith(mime));
  const html = partOf('text/html');
  return {
    to: headers.get('to') ?? '',
    subject: headers.get('subject') ?? '',
    text: decoded(partOf('text/plain')),
    ...(html ? { html: decoded(html) } : {}),
  };
}

type Part = { headers: Map<string, string>; body: string };

function parsePart(raw: string): Part {
  const [head = '', ...rest] = raw.split('\n\n');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: rest.join('\n\n') };
}

function decoded(part: Part | undefined): string {
  if (!part) return '';
  const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return part.body.replace(/\n$/, '');
  const bytes = part.body
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The first URL in the text that starts with `prefix`. */
export function findLink(text: string, prefix: string): string | undefined {
  return text.split(/\s+/).find((word) => word.startsWith(prefix));
}
