/** A value the API accepts in a query string or a form body. */
export type ParamValue = string | number | boolean | null | undefined;
export type ParamRecord = Readonly<Record<string, ParamValue>>;

/**
 * Encodes params the way the API reads them: booleans as '1'/'0' (PHP-style truthiness, no
 * 'false' string that reads as true), numbers in decimal, and null/undefined left out so an
 * optional field is absent rather than sent empty.
 */
export function toSearchParams(params: ParamRecord): URLSearchParams {
  const searchParams = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    searchParams.append(name, encodeParamValue(value));
  }
  return searchParams;
}

export function encodeParamValue(value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/** Joins values into one path segment ("a,b,c"), each escaped but the commas kept literal. */
export function commaSeparatedSegment(values: readonly string[]): string {
  return values.map((value) => encodeURIComponent(value)).join(',');
}
