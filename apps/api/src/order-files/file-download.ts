import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FileStorage } from '../files/file-storage';
import { ApiError } from '../http/envelope';

/** A sandbox on top of the API's policy: even opened in a tab, a file's scripts would not run. */
const DOWNLOAD_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Always an attachment, the name both as a quoted ASCII fallback (other characters as `?`) and
 * in full as RFC 5987's `filename*`, whatever the name holds.
 */
function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/gu, '?').replace(/["\\]/g, '\\$&');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends an uploaded file's content as a download (404 `not_found` on `field` when the storage
 * lost it). Never the type the uploader named: a file is bytes to save, never a page or a script
 * of our origin, whatever a browser would do with `text/javascript` or `text/html`.
 */
export async function sendFileDownload(
  files: FileStorage,
  reply: FastifyReply,
  file: { id: string; name: string; size: number },
  context: { log: FastifyBaseLogger; field: string },
) {
  const content = await files.get(file.id);
  if (!content) {
    context.log.error({ fileId: file.id }, 'file content missing from the storage');
    throw new ApiError('not_found', 404, context.field);
  }
  return reply
    .header('content-type', 'application/octet-stream')
    .header('content-length', file.size)
    .header('content-disposition', attachmentDisposition(file.name))
    .header('content-security-policy', DOWNLOAD_CSP)
    .send(content);
}
