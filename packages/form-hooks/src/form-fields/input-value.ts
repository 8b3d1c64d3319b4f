import type { ChangeEvent } from 'react';

/** What a text field's onChange accepts: the input's change event or the new value itself. */
export type TextChange = string | ChangeEvent<HTMLInputElement>;
/** What a checkbox's onChange accepts: the input's change event or the new checked state. */
export type CheckedChange = boolean | ChangeEvent<HTMLInputElement>;

export function readText(change: TextChange): string {
  return typeof change === 'string' ? change : change.target.value;
}

export function readChecked(change: CheckedChange): boolean {
  return typeof change === 'boolean' ? change : change.target.checked;
}
