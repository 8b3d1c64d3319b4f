export {
  EARNING_STATUS_LABELS,
  FINANCIAL_OVERVIEW_TEXTS,
  type FinancialOverviewTexts,
  PAYOUT_STATUS_LABELS,
} from './financial-overview-texts';
export {
  type EarningView,
  earningView,
  type FinancialOverviewView,
  financialOverviewView,
  formatPayoutDate,
  type PayoutView,
  payoutView,
} from './financial-overview-view';
export {
  type UseFinancialOverviewOptions,
  type UseFinancialOverviewResult,
  useFinancialOverview,
} from './use-financial-overview';
