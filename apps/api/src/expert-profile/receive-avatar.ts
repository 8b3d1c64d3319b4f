import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope';

/**
 * The one file of a multipart/form-data request, as bytes: at most AVATAR_MAX_BYTES (413
 * `avatar_too_large`, the multipart plugin's limit of the route), not empty. Its name and the
 * type the browser claims are not looked at: `squareAvatar` judges the content.
 */
export async function receiveAvatar(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError('invalid_request', 415, 'avatar');
  let content: Buffer | undefined;
  try {
    const part = await request.file();
    content = await part?.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode === 413)
      throw new ApiError('avatar_too_large', 413, 'avatar');
    throw new ApiError('upload_malformed', 400, 'avatar');
  }
  if (!content || content.length === 0) throw new ApiError('invalid_request', 400, 'avatar');
  return content;
}
