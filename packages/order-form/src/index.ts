'use client';

export type { ShortFormSubmitted, ShortFormTexts, ShortFormUrls } from '@bb/form-hooks';
export {
  DISCIPLINE_COMBOBOX_TEXTS,
  DisciplineCombobox,
  type DisciplineComboboxProps,
  type DisciplineInputProps,
} from './discipline-combobox/discipline-combobox';
export {
  createOrderFormEnvironment,
  type OrderFormEnvironmentOptions,
} from './environment/order-form-environment';
export {
  type OrderFormLayout,
  ShortOrderForm,
  type ShortOrderFormProps,
} from './short-order-form/short-order-form';
