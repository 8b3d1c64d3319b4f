import { BalanceArea } from './areas/balance-area';
import { ExpertApplicationArea } from './areas/expert-application-area';
import { FinancialOverviewArea } from './areas/financial-overview-area';
import { NewOrderArea } from './areas/new-order-area';
import { NotFoundArea } from './areas/not-found-area';
import {
  CustomerAccountArea,
  CustomersArea,
  ExpertAccountArea,
  ExpertsArea,
} from './areas/operator-account-areas';
import { CustomerOrdersArea, ExpertOrdersArea, OperatorHomeArea } from './areas/order-list-areas';
import { OrderPageArea } from './areas/order-page-area';
import { PartnerCustomersArea, PartnerEarningsArea, PartnerOrdersArea } from './areas/partner-area';
import { ProfileArea } from './areas/profile-area';
import { ReceiptArea } from './areas/receipt-area';
import { SeoHomeArea } from './areas/seo-area';
import { StaffArea } from './areas/staff-area';
import {
  AgentContractArea,
  AgentHomeArea,
  AgentTicketArea,
  OperatorAgentContractArea,
} from './areas/support-agent-area';
import { SupportArea, SupportTicketArea } from './areas/support-area';
import type { DashboardArea } from './dashboard-area';
import type { DashboardRoute } from './dashboard-route';

type RenderedArea = Exclude<DashboardRoute['area'], 'redirect'>;

/** The component each area of the dashboard renders, by the area its address names. */
export const DASHBOARD_AREAS: Record<RenderedArea, DashboardArea> = {
  new_order: NewOrderArea,
  orders: CustomerOrdersArea,
  order: OrderPageArea,
  balance: BalanceArea,
  receipt: ReceiptArea,
  financial_overview: FinancialOverviewArea,
  profile: ProfileArea,
  support: SupportArea,
  support_ticket: SupportTicketArea,
  orders_progress: ExpertOrdersArea,
  expert_order: OrderPageArea,
  operator_home: OperatorHomeArea,
  operator_order: OrderPageArea,
  operator_ticket: SupportTicketArea,
  operator_application: ExpertApplicationArea,
  operator_staff: StaffArea,
  operator_customers: CustomersArea,
  operator_customer: CustomerAccountArea,
  operator_experts: ExpertsArea,
  operator_expert: ExpertAccountArea,
  seo_home: SeoHomeArea,
  partner_earnings: PartnerEarningsArea,
  partner_orders: PartnerOrdersArea,
  partner_customers: PartnerCustomersArea,
  agent_home: AgentHomeArea,
  agent_ticket: AgentTicketArea,
  agent_contract: AgentContractArea,
  operator_agent_contract: OperatorAgentContractArea,
  not_found: NotFoundArea,
};

/** The menu entry an area belongs to, so the navigation marks it as the current page. */
export const AREA_MENU_ENTRY: Partial<Record<RenderedArea, string>> = {
  new_order: 'new_order',
  orders: 'orders',
  order: 'orders',
  balance: 'balance',
  // The customer's receipts are the balance's; the operator's belong to no entry of theirs.
  receipt: 'balance',
  financial_overview: 'balance',
  profile: 'profile',
  support: 'ticketing',
  support_ticket: 'ticketing',
  orders_progress: 'orders_progress',
  expert_order: 'orders_progress',
  operator_home: 'home',
  operator_order: 'home',
  operator_ticket: 'home',
  operator_application: 'home',
  operator_staff: 'staff',
  operator_customers: 'customers',
  operator_customer: 'customers',
  operator_experts: 'experts',
  operator_expert: 'experts',
  seo_home: 'home',
  partner_earnings: 'earnings',
  partner_orders: 'orders',
  partner_customers: 'customers',
  agent_home: 'home',
  agent_ticket: 'home',
  agent_contract: 'contract',
  operator_agent_contract: 'staff',
};
