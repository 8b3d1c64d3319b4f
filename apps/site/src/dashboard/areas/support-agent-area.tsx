import { AgentContractsPage, AgentWorkspace, ContractPage, StaffTicketPage } from '@bb/dashboard';
import { dashboardUrl } from '@bb/form-hooks';
import { DASHBOARD_PATHS } from '@bb/validation';
import type { DashboardAreaProps } from '../dashboard-area';
import { NotFoundArea } from './not-found-area';
import { siteSupportClient } from './support-client';

const AGENT_TICKETS = DASHBOARD_PATHS.support_contract.tickets;

/** The support agent's Personal Area (the home path itself): their tickets and the queue. */
export function AgentHomeArea({ home }: DashboardAreaProps) {
  return (
    <>
      <h1 className="site-page-title">Personal Area</h1>
      <AgentWorkspace
        client={siteSupportClient()}
        ticketHref={(id) => dashboardUrl(home, `${AGENT_TICKETS}${id}/`)}
      />
    </>
  );
}

/** One ticket the agent works (`tickets/{id}/`): the conversation and its handling. */
export function AgentTicketArea(props: DashboardAreaProps) {
  const { route, home } = props;
  if (!('ticketId' in route)) return <NotFoundArea {...props} />;
  return (
    <>
      <h1 className="site-page-title">Ticket #{route.ticketId}</h1>
      <StaffTicketPage
        // A new ticket id is a new page: nothing of the last one's state carries over.
        key={route.ticketId}
        client={siteSupportClient()}
        reader="agent"
        ticketId={route.ticketId}
        backHref={dashboardUrl(home, '')}
        // An agent reads tickets, not orders: the order is named, without a link.
        backLabel="Back to your tickets"
      />
    </>
  );
}

/** The agent's `contract/` (Support contract): this period's figures and the past periods. */
export function AgentContractArea() {
  return (
    <>
      <h1 className="site-page-title">Support contract</h1>
      <ContractPage client={siteSupportClient()} />
    </>
  );
}

/** The operator's page of a support agent's contract (`staff/{id}/`, linked from Staff). */
export function OperatorAgentContractArea(props: DashboardAreaProps) {
  const { route, home } = props;
  if (!('agentId' in route)) return <NotFoundArea {...props} />;
  return (
    <>
      <h1 className="site-page-title">Support contract</h1>
      <p>
        <a href={dashboardUrl(home, DASHBOARD_PATHS.operator.staff)}>Back to Staff</a>
      </p>
      <AgentContractsPage
        key={route.agentId}
        client={siteSupportClient()}
        agentId={route.agentId}
      />
    </>
  );
}
