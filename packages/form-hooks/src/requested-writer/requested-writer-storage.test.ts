// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../environment';
import {
  clearRequestedWriter,
  REQUESTED_WRITER_KEY,
  readRequestedWriter,
  saveRequestedWriter,
} from './requested-writer-storage';

const WRITER = {
  slug: 'ada-l',
  pen_name: 'Ada L.',
  avatar_url: 'a-{size}.png',
  rating: 9,
  orders_finished_qty: 1,
  orders_progress_qty: 0,
};

describe('requested writer storage', () => {
  it('is kept under the key requested-writer', () => {
    expect(REQUESTED_WRITER_KEY).toBe('requested-writer');
    const storage = memoryStorage();
    saveRequestedWriter(storage, WRITER);
    expect(JSON.parse(storage.getItem('requested-writer') ?? '')).toEqual(WRITER);
    expect(readRequestedWriter(storage)).toEqual(WRITER);
    clearRequestedWriter(storage);
    expect(storage.getItem('requested-writer')).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{'],
    ['a value without a slug', '{"pen_name":"x"}'],
    ['a string', '"ada-l"'],
  ])('reads no writer from %s', (_label, raw) => {
    expect(readRequestedWriter(memoryStorage({ 'requested-writer': raw }))).toBeNull();
  });
});
