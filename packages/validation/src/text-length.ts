/**
 * Length in Unicode code points, so an emoji or a letter outside the BMP counts as one
 * character. Stops counting once past `stopAfter`: callers only need to know "more than".
 */
export function codePointLength(text: string, stopAfter = Number.POSITIVE_INFINITY): number {
  let length = 0;
  for (const _ of text) {
    length += 1;
    if (length > stopAfter) break;
  }
  return length;
}

/**
 * Size of the text in UTF-8 bytes, as the server stores it (a lone surrogate counts as the three
 * bytes of its replacement character, as TextEncoder writes it). Stops once past `stopAfter`.
 */
export function utf8ByteLength(text: string, stopAfter = Number.POSITIVE_INFINITY): number {
  let bytes = 0;
  for (let index = 0; index < text.length && bytes <= stopAfter; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (isHighSurrogate(unit) && isLowSurrogate(text.charCodeAt(index + 1))) {
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}
