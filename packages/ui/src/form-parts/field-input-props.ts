/** What a form hook's prop getter adds that the kit's fields work out themselves. */
interface HookFieldProps {
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  hidden?: boolean;
}

/**
 * A hook's field props, ready for TextField or Checkbox: those draw the error themselves (under
 * the id `{id}-error`, the hook's error id) and mark the field invalid, so the error id is taken
 * out of `aria-describedby` (it would be read twice) together with `aria-invalid`. `hidden` is
 * for the block around the field, which is not rendered at all.
 */
export function fieldInputProps<Props extends HookFieldProps>(
  props: Props,
  errorId: string,
): Omit<Props, 'aria-invalid' | 'hidden'> {
  const { 'aria-invalid': _invalid, hidden: _hidden, ...rest } = props;
  const describedBy = props['aria-describedby']
    ?.split(' ')
    .filter((id) => id !== '' && id !== errorId)
    .join(' ');
  return { ...rest, 'aria-describedby': describedBy || undefined };
}
