import type { ExpertPortfolioClient, OwnPortfolioItem } from '@bb/api-client';
import { ERROR_CATALOGUE, mapServerErrors } from '@bb/validation';
import { useState } from 'react';
import { useAnnouncement } from '../kit/use-announcement';
import { usePagedList } from '../kit/use-paged-list';
import { PORTFOLIO_TEXTS } from './portfolio-texts';

/**
 * The expert's own portfolio items, paged newest first (`usePagedList`), with how many they have,
 * and removing one: `askRemove` asks for a confirmation on that item, `confirmRemove` removes it
 * (the list loads again), `keep` takes the question back. The outcome, or the refusal in the
 * catalogue's words, is announced.
 */
export function useExpertPortfolio({ client }: { client: ExpertPortfolioClient }) {
  const [count, setCount] = useState<number | null>(null);
  const list = usePagedList<OwnPortfolioItem>('portfolio', (cursor, signal) =>
    client.portfolio({ cursor, signal }).then((page) => {
      setCount(page.count);
      return { items: page.portfolio, next_cursor: page.next_cursor };
    }),
  );
  const [confirmingId, setConfirmingId] = useState<number | null>(null);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const { announcement, announce } = useAnnouncement();

  async function confirmRemove(item: OwnPortfolioItem): Promise<void> {
    setRemovingId(item.id);
    try {
      await client.removePortfolioItem(item.id);
      announce(PORTFOLIO_TEXTS.removed(item.title), 'success');
      list.reload();
    } catch (error) {
      const { fields } = mapServerErrors(error, ERROR_CATALOGUE);
      announce(fields.form ?? Object.values(fields)[0] ?? '', 'error');
    } finally {
      setRemovingId(null);
      setConfirmingId(null);
    }
  }

  return {
    texts: PORTFOLIO_TEXTS,
    list,
    count,
    confirmingId,
    removingId,
    announcement,
    askRemove: (item: OwnPortfolioItem) => setConfirmingId(item.id),
    keep: () => setConfirmingId(null),
    confirmRemove,
  };
}

export type UseExpertPortfolioResult = ReturnType<typeof useExpertPortfolio>;
