'use client';

export type { ShortFormSubmitted, ShortFormTexts, ShortFormUrls } from '@bb/form-hooks';
// The discipline field moved to @bb/ui (the full order page uses it too); offered here unchanged.
export {
  DISCIPLINE_COMBOBOX_TEXTS,
  DisciplineCombobox,
  type DisciplineComboboxProps,
  type DisciplineInputProps,
} from '@bb/ui';
export {
  createOrderFormEnvironment,
  type OrderFormEnvironmentOptions,
} from './environment/order-form-environment';
export {
  type OrderFormLayout,
  ShortOrderForm,
  type ShortOrderFormProps,
} from './short-order-form/short-order-form';
