import { createHash } from 'node:crypto';

const PALETTE = [
  '#1f6feb',
  '#8250df',
  '#bf3989',
  '#cf222e',
  '#bc4c00',
  '#4d2d00',
  '#1a7f37',
  '#0a3069',
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Up to two initials of a name ("Adrian K." → "AK"). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, '').charAt(0))
    .filter((letter) => letter !== '')
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

/**
 * A round avatar: initials on a colour chosen by the seed, or a simple person figure when there is
 * no name. Generated, so no image is ever fetched from elsewhere.
 */
export function avatarSvg(seed: string, name: string | undefined, size: number): string {
  const digest = createHash('sha256').update(seed).digest();
  const color = PALETTE[(digest[0] ?? 0) % PALETTE.length];
  const letters = name ? escapeXml(initials(name)) : '';
  const figure = letters
    ? `<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="40" font-weight="600" fill="#ffffff">${letters}</text>`
    : '<circle cx="50" cy="38" r="16" fill="#ffffff"/><path d="M20 84c4-18 16-26 30-26s26 8 30 26z" fill="#ffffff"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${letters || 'avatar'}"><circle cx="50" cy="50" r="50" fill="${color}"/>${figure}</svg>`;
}
