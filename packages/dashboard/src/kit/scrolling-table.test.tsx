import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScrollingTable } from './scrolling-table';

/** A list whose rows come in later, from a row's own state, as 'Show more' and actions do. */
function Ledger() {
  const [more, setMore] = useState(false);
  return (
    <ScrollingTable label="Ledger">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col" colSpan={2}>
            Amount <span>due</span>
          </th>
          <th scope="col">
            <span aria-hidden="true" />
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Dec 05</td>
          <td>$10.00</td>
          <td>USD</td>
          <td>
            <button type="button" onClick={() => setMore(true)}>
              More
            </button>
          </td>
        </tr>
        {more && (
          <tr>
            <td colSpan={3}>Dec 06 and later</td>
            <td>$5.00</td>
          </tr>
        )}
      </tbody>
    </ScrollingTable>
  );
}

const labels = (row: HTMLTableRowElement) =>
  [...row.cells].map((cell) => cell.getAttribute('data-label'));

afterEach(cleanup);

describe('ScrollingTable', () => {
  it("labels every body cell with its column header's words, spans counted", () => {
    render(<Ledger />);
    const [first] = screen.getByRole('table').querySelectorAll('tbody tr');
    expect(labels(first as HTMLTableRowElement)).toEqual([
      'Date',
      'Amount due',
      'Amount due',
      null,
    ]);
  });

  it('labels a row added later by the page', async () => {
    render(<Ledger />);
    await act(async () => screen.getByRole('button', { name: 'More' }).click());
    const rows = screen.getByRole('table').querySelectorAll('tbody tr');
    expect(rows).toHaveLength(2);
    await act(async () => {});
    expect(labels(rows[1] as HTMLTableRowElement)).toEqual(['Date', null]);
  });
});
