import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';

/** Soft backgrounds the drawings read well on, one chosen by the seed. */
const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7f0d8'];

/**
 * A round, drawn avatar (DiceBear's Notionists, CC0) chosen by the seed: the same seed always
 * draws the same face, at any size. Generated here, so no image is ever fetched from elsewhere.
 */
export function avatarSvg(seed: string, size: number): string {
  return createAvatar(notionists, {
    seed,
    size,
    radius: 50,
    backgroundColor: BACKGROUNDS,
    backgroundType: ['solid'],
  }).toString();
}
