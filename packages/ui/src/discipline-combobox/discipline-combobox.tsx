import type { FilteredDisciplines } from '@bb/form-hooks';
import { clsx } from 'clsx';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type ComboboxChoice,
  type ComboboxItem,
  type ComboboxMove,
  comboboxSections,
  moveActiveIndex,
} from './combobox-sections';

/** Our wording: the spec names the placeholder only. */
export const DISCIPLINE_COMBOBOX_TEXTS = {
  label: 'Discipline',
  toggle: 'Show disciplines',
  loading: 'Loading disciplines…',
} as const;

/** The input's props as `useShortOrderForm().getDisciplineFieldProps()` gives them. */
export interface DisciplineInputProps {
  ref?: (element: { focus(): void } | null) => void;
  id: string;
  name: string;
  placeholder: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  [dataAttribute: `data-${string}`]: string;
}

export interface DisciplineComboboxProps {
  /** `getDisciplineFieldProps()`: id, name, placeholder, disabled, the ref focus goes through. */
  inputProps: DisciplineInputProps;
  /** `disciplines.filter`: the groups and the Create "{text}" option for the typed text. */
  filter: (query: string) => FilteredDisciplines;
  /** `disciplines.selectionLabel`: what the field shows for the chosen discipline. */
  selectionLabel: string;
  /** `disciplines.select`. */
  onSelect: (choice: ComboboxChoice) => void;
  /** The disciplines are still loading: the list says so instead of showing options. */
  loading?: boolean;
  /** The field's error, shown under it with the id `{id}-error`. */
  error?: string;
  label?: string;
  className?: string;
}

/**
 * The discipline field: an editable combobox with a listbox popup (WAI-ARIA 1.2 "list
 * autocomplete"). Typing filters the options and makes the first one active; ArrowDown and
 * ArrowUp move (opening the list, wrapping at the ends), Home and End jump while the list is
 * open, Enter chooses the active option, Escape closes and puts the chosen label back. Focus
 * stays in the input; the active option is named by aria-activedescendant.
 */
export function DisciplineCombobox({
  inputProps,
  filter,
  selectionLabel,
  onSelect,
  loading = false,
  error,
  label = DISCIPLINE_COMBOBOX_TEXTS.label,
  className,
}: DisciplineComboboxProps) {
  const {
    ref: fieldRef,
    id,
    'aria-invalid': _invalid,
    'aria-describedby': describedBy,
    ...rest
  } = inputProps;
  const listboxId = `${id}-listbox`;
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const listboxRef = useRef<HTMLDivElement | null>(null);

  const [open, setOpen] = useState(false);
  // null: nothing typed since the list opened, so every group shows.
  const [query, setQuery] = useState<string | null>(null);
  const [text, setText] = useState(selectionLabel);
  const [activeIndex, setActiveIndex] = useState(-1);

  // A choice made elsewhere (restored from a draft) shows once the visitor is not typing.
  useEffect(() => {
    if (query === null) setText(selectionLabel);
  }, [selectionLabel, query]);

  const { sections, items } = useMemo(
    () => comboboxSections(filter(query ?? ''), listboxId),
    [filter, query, listboxId],
  );
  const active = open ? items[activeIndex] : undefined;

  useEffect(() => {
    if (!active) return;
    const element = listboxRef.current?.ownerDocument.getElementById(active.id);
    // The first option of a group brings its group's label into view with it.
    const group = element?.parentElement;
    const firstOfGroup = group?.querySelector('[role="option"]') === element;
    // jsdom has no layout: scrollIntoView is missing there.
    if (firstOfGroup) group?.firstElementChild?.scrollIntoView?.({ block: 'nearest' });
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const setInputRef = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      fieldRef?.(element);
    },
    [fieldRef],
  );

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
    setText(selectionLabel);
  };

  const openWith = (index: number) => {
    setOpen(true);
    setActiveIndex(index);
  };

  const choose = (choice: ComboboxChoice) => {
    onSelect(choice);
    setText('text' in choice ? choice.text : choice.label);
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  };

  const move = (step: ComboboxMove) =>
    setActiveIndex((index) => moveActiveIndex(index, items.length, step));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openWith(event.altKey ? -1 : moveActiveIndex(-1, items.length, 'first'));
        else move('next');
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openWith(moveActiveIndex(-1, items.length, 'last'));
        else move('previous');
        return;
      case 'Home':
      case 'End':
        // With the list closed the keys move the caret, as in any text field.
        if (!open || items.length === 0) return;
        event.preventDefault();
        move(event.key === 'Home' ? 'first' : 'last');
        return;
      case 'Enter':
        // With the list closed Enter submits the form, as in any text field.
        if (!open) return;
        event.preventDefault();
        if (active) choose(active.choice);
        else close();
        return;
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        close();
        return;
    }
  };

  const toggle = () => {
    if (open) close();
    else openWith(-1);
    inputRef.current?.focus();
  };

  const renderOption = (item: ComboboxItem): ReactNode => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses through the input (Enter on the aria-activedescendant option).
    <div
      key={item.id}
      id={item.id}
      role="option"
      // Focusable for the pattern's sake, never focused: mouse presses are kept off (keepFocus).
      tabIndex={-1}
      aria-selected={item.index === activeIndex}
      className={clsx(
        'bb-combobox__option',
        item.index === activeIndex && 'bb-combobox__option--active',
        'text' in item.choice && 'bb-combobox__option--create',
        isChosen(item.choice, selectionLabel) && 'bb-combobox__option--chosen',
      )}
      onMouseMove={() => setActiveIndex(item.index)}
      onClick={() => choose(item.choice)}
    >
      {item.choice.label}
    </div>
  );

  return (
    <div
      className={clsx(
        'bb-field',
        'bb-combobox',
        error && 'bb-field--invalid',
        rest.disabled && 'bb-field--disabled',
        className,
      )}
    >
      <div className="bb-field__label-row">
        <label id={labelId} className="bb-field__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <div className="bb-field__control">
        <input
          {...rest}
          ref={setInputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          className="bb-field__input bb-field__input--with-trailing"
          value={text}
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={active?.id}
          aria-invalid={error ? true : undefined}
          aria-describedby={clsx(error && errorId, withoutId(describedBy, errorId)) || undefined}
          onChange={(event) => {
            const typed = event.target.value;
            setText(typed);
            setQuery(typed);
            setOpen(true);
            setActiveIndex(typed.trim() === '' ? -1 : 0);
          }}
          onKeyDown={onKeyDown}
          onClick={() => {
            if (!open) openWith(-1);
          }}
          onBlur={close}
        />
        <span className="bb-field__trailing">
          <button
            type="button"
            tabIndex={-1}
            className="bb-field__toggle bb-combobox__toggle"
            aria-label={DISCIPLINE_COMBOBOX_TEXTS.toggle}
            aria-expanded={open}
            aria-controls={listboxId}
            disabled={rest.disabled}
            // Keeps focus in the input, where the keyboard works the list.
            onMouseDown={keepFocus}
            onClick={toggle}
          >
            <span className="bb-combobox__chevron" aria-hidden="true" />
          </button>
        </span>
        <div className="bb-combobox__popup bb-floating-panel" hidden={!open}>
          {open && loading && items.length === 0 && (
            <p role="status" className="bb-combobox__status">
              {DISCIPLINE_COMBOBOX_TEXTS.loading}
            </p>
          )}
          <div
            ref={listboxRef}
            id={listboxId}
            role="listbox"
            aria-labelledby={labelId}
            className="bb-combobox__listbox"
            hidden={!open || items.length === 0}
            // Keeps focus in the input when an option or the scrollbar is pressed.
            onMouseDown={keepFocus}
          >
            {open &&
              sections.map((section) =>
                section.title === null ? (
                  section.items.map(renderOption)
                ) : (
                  // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role=group (ARIA); a fieldset groups form controls.
                  <div
                    key={section.key}
                    role="group"
                    aria-labelledby={`${listboxId}-${section.key}`}
                    className="bb-combobox__group"
                  >
                    <div
                      role="presentation"
                      id={`${listboxId}-${section.key}`}
                      className="bb-combobox__group-label"
                    >
                      {section.title}
                    </div>
                    {section.items.map(renderOption)}
                  </div>
                ),
              )}
          </div>
        </div>
      </div>
      {error && (
        <p id={errorId} className="bb-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function keepFocus(event: MouseEvent) {
  event.preventDefault();
}

function isChosen(choice: ComboboxChoice, selectionLabel: string): boolean {
  return !('text' in choice) && selectionLabel !== '' && choice.label === selectionLabel;
}

function withoutId(ids: string | undefined, id: string): string | undefined {
  return ids
    ?.split(' ')
    .filter((each) => each !== '' && each !== id)
    .join(' ');
}
