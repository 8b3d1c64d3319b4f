/** An id for a heading's anchor, from its text: '2. What we offer' → 'what-we-offer'. */
export function headingId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/^\d+(\.\d+)*\.?\s*/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
