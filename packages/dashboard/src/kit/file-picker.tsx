import { clsx } from 'clsx';
import { type InputHTMLAttributes, useId } from 'react';

/** What a feature's hook gives its file input (`getFileInputProps()`): at least what to do. */
export type FilePickerInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'type'
> & { type: 'file' };

export interface FilePickerProps {
  /** The button's words ('Attach files'); the file input's name. */
  label: string;
  /** What may be chosen (how many, how large), under the button; the input's description. */
  hint?: string;
  /** The input's own props: `type: 'file'`, `multiple`, `disabled`, `onChange`. */
  input: FilePickerInputProps;
  /** The input's id, when the feature moves focus to it (a refusal of the file); else its own. */
  id?: string;
  className?: string;
}

/**
 * A file input that looks like the kit's other buttons instead of the browser's 'Choose Files /
 * No file chosen': the real `<input type="file">`, hidden from sight but not from the keyboard or
 * a screen reader, and its label styled as a button (the input's focus ring drawn on it), with
 * the limits under it. The feature lists what was chosen, with sizes and a way to remove each.
 */
export function FilePicker({ label, hint, input, id, className }: FilePickerProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = useId();
  return (
    <div className={clsx('bb-file-picker', className)}>
      <input
        {...input}
        id={inputId}
        className="bb-visually-hidden bb-file-picker__input"
        aria-describedby={
          [input['aria-describedby'], hint && hintId].filter(Boolean).join(' ') || undefined
        }
      />
      <label
        htmlFor={inputId}
        className={clsx(
          'bb-button bb-button--secondary bb-file-picker__button',
          input.disabled && 'bb-file-picker__button--disabled',
        )}
      >
        {label}
      </label>
      {hint && (
        <p id={hintId} className="bb-file-picker__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
