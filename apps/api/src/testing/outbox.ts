import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type OutboxMessage = { to: string; subject: string; text: string };

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

export function parseEml(raw: string): OutboxMessage {
  const [head = '', ...rest] = raw.replace(/\r\n/g, '\n').split('\n\n');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  let text = rest.join('\n\n');
  if (headers.get('content-transfer-encoding')?.toLowerCase() === 'quoted-printable') {
    text = text
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
  }
  return { to: headers.get('to') ?? '', subject: headers.get('subject') ?? '', text };
}

/** The first URL in the text that starts with `prefix`. */
export function findLink(text: string, prefix: string): string | undefined {
  return text.split(/\s+/).find((word) => word.startsWith(prefix));
}
