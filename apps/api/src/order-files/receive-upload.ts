import { FILE_MAX_BYTES } from '@bb/validation';
import { uploadedFileName } from '@bb/validation/requests';
import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope';
import { parseInput } from '../http/parse-input';
import { isRefusedFileType, normalizedFileName } from './file-type-policy';

/** The largest file anyone may upload: @bb/validation's, which the browser checks first. */
export { FILE_MAX_BYTES };
/** For the plugins that take uploads: one file and no other fields. */
export const UPLOAD_LIMITS: FastifyMultipartOptions = {
  limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
};
const CONTENT_TYPE = /^[A-Za-z0-9][\w.+-]{0,63}\/[\w.+-]{1,127}$/;

export type Upload = { name: string; contentType: string; content: Buffer };

/**
 * The one file of a multipart/form-data request (a FormData with the file under any field name,
 * as a file input sends it), judged before anything is stored: its own name only (never a path),
 * normalized as the receiving system will see it, not empty, at most 10 MiB (413 `file_too_large`), not a program (415 `file_type_not_allowed`).
 * A type the browser did not name properly is kept as application/octet-stream.
 */
export async function receiveUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new ApiError('invalid_request', 415, 'file');
  const part = await parsing(request.file());
  if (!part) throw new ApiError('invalid_request', 400, 'file');
  // Judged and stored as the receiving system will name it (file-type-policy.ts).
  const { name } = parseInput(uploadedFileName, { name: normalizedFileName(part.filename) });
  const content = await parsing(part.toBuffer());
  // Over the size limit the stream stops there and the part is marked truncated.
  if (part.file.truncated) throw new ApiError('file_too_large', 413, 'file');
  if (content.length === 0) throw new ApiError('invalid_request', 400, 'file');
  if (isRefusedFileType(name, content)) throw new ApiError('file_type_not_allowed', 415, 'file');
  const contentType = CONTENT_TYPE.test(part.mimetype)
    ? part.mimetype.toLowerCase()
    : 'application/octet-stream';
  return { name, contentType, content };
}

/**
 * A body that does not parse as multipart (no boundary, one the body does not use, cut off in a
 * part or in its headers) is the sender's fault: 400 `upload_malformed`, before anything is
 * stored. The parser (busboy) throws plain errors for these; the plugin's limits (a file over
 * the size, a second part) are 413 and stay as they are.
 */
async function parsing<T>(step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode === 413) throw error;
    throw new ApiError('upload_malformed', 400, 'file');
  }
}
