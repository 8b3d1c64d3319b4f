import { useCallback, useState } from 'react';

/**
 * What the page says after an action, for its `aria-live` status: a new `id` for every
 * announcement, so the page moves focus to it even when the words repeat.
 */
export interface Announcement {
  id: number;
  text: string;
  /** 'info': news that is neither (waiting for a payment, a cancelled checkout). */
  tone: 'success' | 'error' | 'info';
}

export function useAnnouncement() {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const announce = useCallback(
    (text: string, tone: Announcement['tone']) =>
      setAnnouncement((previous) => ({ id: (previous?.id ?? 0) + 1, text, tone })),
    [],
  );
  return { announcement, announce };
}
