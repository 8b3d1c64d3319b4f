/** The words of the pieces several dashboard features share. */
export const KIT_TEXTS = {
  /** Under a list that has another page. */
  showMore: 'Show more',
} as const;
