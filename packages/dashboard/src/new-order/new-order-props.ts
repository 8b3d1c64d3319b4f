import {
  type CustomDisciplineOption,
  type DisciplineOption,
  type FieldErrors,
  fieldElementProps,
  formElementProps,
  readText,
  selectDiscipline,
  submitButtonElementProps,
  type TextChange,
} from '@bb/form-hooks';
import { DISCIPLINE_TEXTS } from '@bb/form-hooks/internal';
import {
  NEW_ORDER_FORM_FIELDS,
  type NewOrderFormField,
  ORDER_PAGES_MAX,
  ORDER_WORDS_MAX,
  type PaperSizeType,
} from '@bb/validation';
import type { ChangeEvent } from 'react';
import {
  fromDateTimeInputValue,
  type NewOrderValues,
  toDateTimeInputValue,
} from './new-order-values';
import type { DraftFiles } from './use-draft-files';

/** What the full order page's elements are wired to. */
export interface NewOrderParts {
  values: NewOrderValues;
  /** The paper type shown: the chosen one, else the first of the list. */
  paperType: number | null;
  paperTypeId: string;
  change(patch: Partial<NewOrderValues>): void;
  fields: FieldErrors<NewOrderFormField>;
  errors: Partial<Record<NewOrderFormField | 'form', string>>;
  files: DraftFiles;
  now: number;
  /** A submit is under way, or the draft is being restored: the fields are locked. */
  locked: boolean;
  canSubmit: boolean;
  busy: boolean;
  submit: () => Promise<void>;
}

const count = (change: TextChange) => {
  const text = readText(change).trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
};

/**
 * The full order page's prop getters: each element's value, change handler (which saves the
 * draft and clears the field's server error), error wiring and locked state.
 */
export function connectNewOrderForm(parts: NewOrderParts) {
  const { values, fields, errors, change, locked } = parts;
  const edit = (field: NewOrderFormField, patch: Partial<NewOrderValues>) => {
    fields.clearServerErrors(field);
    change(patch);
  };
  const textField = (field: NewOrderFormField) => ({
    ...fieldElementProps(fields, field, errors),
    onBlur: () => fields.touch(field),
    disabled: locked,
  });
  // Pages and words: a whole number from 1 to the limit; '' while the field is empty.
  const countField = (field: 'pages_qty' | 'words_qty', max: number) => ({
    ...textField(field),
    type: 'number' as const,
    inputMode: 'numeric' as const,
    min: 1,
    max,
    value: values[field] ?? '',
    onChange: (next: TextChange) => edit(field, { [field]: count(next) }),
  });
  return {
    getFormProps: () =>
      formElementProps(parts.submit, errors.form ? fields.ids('form').errorId : undefined),
    getPaperTypeProps: () => ({
      id: parts.paperTypeId,
      name: 'paper_type',
      value: parts.paperType === null ? '' : String(parts.paperType),
      onChange: (event: ChangeEvent<HTMLSelectElement>) =>
        change({ paper_type: Number(event.target.value) }),
      disabled: locked,
    }),
    getTitleFieldProps: () => ({
      ...textField('title'),
      value: values.title,
      onChange: (next: TextChange) => edit('title', { title: readText(next) }),
    }),
    getDisciplineFieldProps: () => ({
      ...fieldElementProps(fields, 'discipline_sub', errors),
      placeholder: DISCIPLINE_TEXTS.placeholder,
      disabled: locked,
    }),
    chooseDiscipline: (option: DisciplineOption | CustomDisciplineOption) =>
      edit('discipline_sub', selectDiscipline(option)),
    getDescriptionFieldProps: () => ({
      ...textField('description'),
      value: values.description,
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) =>
        edit('description', { description: event.target.value }),
    }),
    getSizeTypeProps: (sizeType: PaperSizeType) => ({
      type: 'radio' as const,
      name: 'paper-size-type',
      value: sizeType,
      checked: values['paper-size-type'] === sizeType,
      onChange: () => change({ 'paper-size-type': sizeType }),
      disabled: locked,
    }),
    getPagesFieldProps: () => countField('pages_qty', ORDER_PAGES_MAX),
    getWordsFieldProps: () => countField('words_qty', ORDER_WORDS_MAX),
    getDeadlineFieldProps: () => ({
      ...textField('deadline_datetime'),
      type: 'datetime-local' as const,
      min: toDateTimeInputValue(parts.now),
      value: toDateTimeInputValue(values.deadline_datetime),
      onChange: (next: TextChange) =>
        edit('deadline_datetime', { deadline_datetime: fromDateTimeInputValue(readText(next)) }),
    }),
    getFileInputProps: () => ({
      type: 'file' as const,
      multiple: true,
      disabled: locked,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        if (event.target.files) parts.files.add(event.target.files);
        // The same file may be picked again after it is removed.
        event.target.value = '';
      },
    }),
    getSubmitButtonProps: () => submitButtonElementProps(!parts.canSubmit, parts.busy),
    /** Field ids, for labels and error messages. */
    ids: Object.fromEntries(
      [...NEW_ORDER_FORM_FIELDS, 'form' as const].map((field) => [field, fields.ids(field)]),
    ) as Record<NewOrderFormField | 'form', { id: string; errorId: string }>,
  };
}
