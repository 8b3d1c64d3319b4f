export { formatSignedAmount, type LedgerEntryView, ledgerEntryView } from './balance-ledger';
export {
  BALANCE_TEXTS,
  type BalanceTexts,
  TOP_UP_RETURN_TEXTS,
  TOP_UP_SUGGESTED_CENTS,
} from './balance-texts';
export { TOP_UP_STEPS, type TopUpRun, type TopUpStepName } from './top-up-steps';
export {
  TOP_UP_POLLING,
  type TopUpPolling,
  type TopUpWatchResult,
  watchTopUp,
} from './top-up-watch';
export { type UseBalanceOptions, type UseBalanceResult, useBalance } from './use-balance';
export { type OrderPaymentView, useOrderPayment } from './use-order-payment';
export { type UseTopUpFormOptions, type UseTopUpFormResult, useTopUpForm } from './use-top-up-form';
export {
  CHECKOUT_CANCELLED,
  CHECKOUT_PARAM,
  TOP_UP_PARAM,
  type TopUpReturnStatus,
  type UseTopUpReturnOptions,
  type UseTopUpReturnResult,
  useTopUpReturn,
} from './use-top-up-return';
