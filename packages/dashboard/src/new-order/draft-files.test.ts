// @vitest-environment node
import { ERROR_CATALOGUE, FILE_MAX_BYTES } from '@bb/validation';
import { describe, expect, it } from 'vitest';
import { type DraftFile, pickedFiles, TOO_MANY_FILES_MESSAGE, uploadedOf } from './draft-files';

const keys = () => {
  let count = 0;
  return () => `k${++count}`;
};

describe('picked files', () => {
  it('uploads a file of up to 10 MiB and refuses a larger one at once with its message', () => {
    const listed = pickedFiles(
      [
        { name: 'brief.pdf', size: FILE_MAX_BYTES },
        { name: 'video.mp4', size: FILE_MAX_BYTES + 1 },
      ],
      [],
      keys(),
    );
    expect(listed).toEqual([
      { key: 'k1', name: 'brief.pdf', size: FILE_MAX_BYTES, status: 'uploading' },
      {
        key: 'k2',
        name: 'video.mp4',
        size: FILE_MAX_BYTES + 1,
        status: 'failed',
        error: 'This file is too large. Please choose a file of up to 10 MB.',
      },
    ]);
    expect(listed[1]?.error).toBe(ERROR_CATALOGUE.file_too_large.message);
  });

  it('refuses files past 20, not counting failed ones', () => {
    const current: DraftFile[] = Array.from({ length: 19 }, (_, index) => ({
      key: `u${index}`,
      name: `f${index}`,
      size: 1,
      status: 'uploaded',
      id: `id${index}`,
    }));
    current.push({ key: 'x', name: 'big', size: 1, status: 'failed', error: 'too large' });
    const listed = pickedFiles(
      [
        { name: 'a', size: 1 },
        { name: 'b', size: 1 },
      ],
      current,
      keys(),
    );
    expect(listed.map((file) => [file.status, file.error])).toEqual([
      ['uploading', undefined],
      ['failed', TOO_MANY_FILES_MESSAGE],
    ]);
  });

  it('lists the uploaded ones for the draft and the order', () => {
    expect(
      uploadedOf([
        { key: 'a', name: 'a.txt', size: 3, status: 'uploaded', id: 'f1' },
        { key: 'b', name: 'b.txt', size: 4, status: 'uploading' },
        { key: 'c', name: 'c.txt', size: 5, status: 'failed', error: 'no' },
      ]),
    ).toEqual([{ id: 'f1', name: 'a.txt', size: 3 }]);
  });
});
