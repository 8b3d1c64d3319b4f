import { describe, expect, it } from 'vitest';
import { byKey, groupedByKey } from './rows-by-key';

const rows = [
  { order_id: 2, amount: 10 },
  { order_id: 1, amount: 20 },
  { order_id: 2, amount: 30 },
];

describe('rows by key', () => {
  it('keeps the first row of each key, as a search in the list would find it', () => {
    const refunds = byKey(rows, (row) => row.order_id);
    expect(refunds.get(2)?.amount).toBe(10);
    expect(refunds.get(1)?.amount).toBe(20);
    expect(refunds.get(3)).toBeUndefined();
  });

  it("groups every row of a key in the list's order", () => {
    const files = groupedByKey(rows, (row) => row.order_id);
    expect(files.get(2)?.map((row) => row.amount)).toEqual([10, 30]);
    expect(files.get(1)?.map((row) => row.amount)).toEqual([20]);
    expect(files.get(3)).toBeUndefined();
  });
});
