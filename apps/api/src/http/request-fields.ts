/**
 * Field builders our own request schemas need beyond @bb/validation's (withDefault, formInteger,
 * formToken, …), following its conventions: form values arrive as strings and every issue's
 * message is a message slug.
 */
import type { MessageSlug } from '@bb/validation';
import type { formToken } from '@bb/validation/requests';
import * as v from 'valibot';

export const INVALID_REQUEST: MessageSlug = 'invalid_request';

const LINE_BREAKS_AND_TAB = new Set([0x09, 0x0a, 0x0d]);

/** Whether the text holds a control character; line breaks and tabs count only if `multiline` is off. */
function hasControlCharacter(text: string, multiline: boolean): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit >= 0x20 && unit !== 0x7f) continue;
    if (!(multiline && LINE_BREAKS_AND_TAB.has(unit))) return true;
  }
  return false;
}

/** Free text of at most `max` characters, trimmed, without control characters. */
export function formText(max: number, options: { multiline?: boolean } = {}) {
  return v.pipe(
    v.string(INVALID_REQUEST),
    v.maxLength(max, INVALID_REQUEST),
    v.check(
      (text: string) => !hasControlCharacter(text, options.multiline === true),
      INVALID_REQUEST,
    ),
    v.trim(),
  );
}

/**
 * A comma-separated list of `minCount` to `maxCount` items, duplicates dropped, order kept;
 * '' is the empty list.
 */
export function commaList(
  item: ReturnType<typeof formToken>,
  {
    minCount,
    maxCount,
    maxItemLength,
  }: { minCount: number; maxCount: number; maxItemLength: number },
) {
  return v.pipe(
    v.string(INVALID_REQUEST),
    v.maxLength(maxCount * (maxItemLength + 1), INVALID_REQUEST),
    v.transform((list) => (list === '' ? [] : [...new Set(list.split(','))])),
    v.minLength(minCount, INVALID_REQUEST),
    v.maxLength(maxCount, INVALID_REQUEST),
    v.array(item, INVALID_REQUEST),
  );
}
