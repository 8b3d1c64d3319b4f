/**
 * The first cards of a list, as many as fill the site's grid rows at every width: the grid
 * (`.site-grid` in site.css) shows three a row on wide screens, two on middle ones, and lays out
 * exactly three as one row or one column. Six fill both; three fill as one row; so a list of four
 * or five shows three rather than leave a lone card on a second row. Fewer than three show whole.
 */
export function filledRows<T>(items: readonly T[], most: 3 | 6): T[] {
  if (items.length >= most) return items.slice(0, most);
  if (items.length >= 3) return items.slice(0, 3);
  return [...items];
}
