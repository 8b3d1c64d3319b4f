/** Texts of the discipline field (spec §3, §5), verbatim. */
export const DISCIPLINE_TEXTS = {
  placeholder: 'Enter your discipline...',
  mostPopularGroup: 'Most popular',
  /** Our wording for the group of disciplines whose group is missing from the dictionary. */
  otherGroup: 'Other',
} as const;

/** Label of the custom option: Create "{text}" (spec §5). */
export function createCustomDisciplineLabel(text: string): string {
  return `Create "${text}"`;
}
