/** The key company settings are stored under: host name in lower case, without port or "www.". */
export function normalizeDomain(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
}
