/**
 * The letters an avatar without a photo shows: the first letter of the pen name's first and
 * last words ('Ada L.' → 'AL'), or of its only word ('Grace' → 'G').
 */
export function writerInitials(penName: string): string {
  const words = penName.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
