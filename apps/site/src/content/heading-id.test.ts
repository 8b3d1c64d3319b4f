import { describe, expect, it } from 'vitest';
import { headingId } from './heading-id';

describe('headingId', () => {
  it.each([
    ['2. What we offer', 'what-we-offer'],
    ['10. Changes and contact', 'changes-and-contact'],
    ['Delivery, revisions & approval', 'delivery-revisions-approval'],
    ['Triple 10', 'triple-10'],
  ])('%s → %s', (heading, id) => {
    expect(headingId(heading)).toBe(id);
  });
});
