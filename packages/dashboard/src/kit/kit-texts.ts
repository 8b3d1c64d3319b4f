/** The words of the pieces several dashboard features share. */
export const KIT_TEXTS = {
  /** Under a list that has another page. */
  showMore: 'Show more',
  /** Above a thread whose earlier messages are not loaded yet. */
  showEarlier: 'Show earlier messages',
} as const;
