export {
  checkboxElementProps,
  fieldElementProps,
  formElementProps,
  submitButtonElementProps,
} from './element-props';
export { type CheckedChange, readChecked, readText, type TextChange } from './input-value';
export { type FieldErrors, type FieldErrorsOptions, useFieldErrors } from './use-field-errors';
