/** Whole cents of an amount typed in dollars ('12', '12.5', '12.50'); null when it is not one. */
export function centsOfDollars(typed: string): number | null {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(typed);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** At least half the price, rounded up as the API rounds it: the least a settlement refunds. */
export function settlementMinimum(priceCents: number): number {
  return Math.ceil(priceCents / 2);
}
