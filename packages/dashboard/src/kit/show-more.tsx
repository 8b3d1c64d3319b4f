import { Button } from '@bb/ui';
import { KIT_TEXTS } from './kit-texts';
import type { PagedList } from './use-paged-list';

/**
 * Under a paged list: "Show more" while another page follows (busy while it loads), the failure
 * in words beside it when the next page could not be loaded (pressing again retries), and
 * nothing once the whole list is shown.
 */
export function ShowMore({
  list,
  label = KIT_TEXTS.showMore,
}: {
  list: Pick<PagedList<{ id: number }>, 'hasMore' | 'moreStatus' | 'errorMessage' | 'loadMore'>;
  /** The button's words: 'Show earlier messages' above a thread. */
  label?: string;
}) {
  if (!list.hasMore) return null;
  return (
    <div className="bb-show-more">
      <Button variant="secondary" loading={list.moreStatus === 'loading'} onClick={list.loadMore}>
        {label}
      </Button>
      <p className="bb-show-more__status" role="status">
        {list.moreStatus === 'error' ? list.errorMessage : ''}
      </p>
    </div>
  );
}
