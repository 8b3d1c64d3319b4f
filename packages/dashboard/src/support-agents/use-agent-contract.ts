import type { SupportClient, SupportContractPeriod } from '@bb/api-client';
import { useState } from 'react';
import { type PagedList, usePagedList } from '../kit/use-paged-list';
import { type ContractPeriodView, contractPeriodView } from './contract-period-view';
import { SUPPORT_AGENT_TEXTS } from './support-agent-texts';

export interface UseAgentContractResult {
  /** The past periods' pages ('Show more'); its first load is the page's. */
  list: PagedList<SupportContractPeriod>;
  /** The current period; null without one, undefined until loaded. */
  current: ContractPeriodView | null | undefined;
  past: ContractPeriodView[];
  texts: typeof SUPPORT_AGENT_TEXTS;
}

/**
 * The agent's `contract/`: the current period with its figures against its targets and what it
 * earned, and the past periods, the latest first, a page at a time.
 */
export function useAgentContract({ client }: { client: SupportClient }): UseAgentContractResult {
  const [current, setCurrent] = useState<SupportContractPeriod | null | undefined>(undefined);
  const list = usePagedList('agent-contract', async (cursor, signal) => {
    const page = await client.agentContract({ cursor, signal });
    if (page.current !== undefined) setCurrent(page.current);
    return { items: page.past, next_cursor: page.next_cursor };
  });
  return {
    list,
    current: current && contractPeriodView(current),
    past: list.items.map(contractPeriodView),
    texts: SUPPORT_AGENT_TEXTS,
  };
}
