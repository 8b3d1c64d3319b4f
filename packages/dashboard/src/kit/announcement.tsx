import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import type { Announcement } from './use-announcement';

/**
 * What an action did, in a live region that is always in the page (so a new text is announced)
 * and that takes focus after each action, so keyboard and screen-reader users land on the result.
 */
export function OrderAnnouncement({ announcement }: { announcement: Announcement | null }) {
  const region = useRef<HTMLDivElement>(null);
  const id = announcement?.id;
  useEffect(() => {
    if (id !== undefined) region.current?.focus();
  }, [id]);
  return (
    <div
      ref={region}
      role="status"
      aria-atomic="true"
      tabIndex={-1}
      className={clsx(
        'bb-order-announcement',
        announcement && `bb-order-announcement--${announcement.tone}`,
      )}
    >
      {announcement?.text}
    </div>
  );
}
