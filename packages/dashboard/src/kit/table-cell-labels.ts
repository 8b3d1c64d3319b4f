/**
 * Puts its column header's words on every body cell of `table` as `data-label` (a header cell
 * spanning columns names each of them), so the phone's stacked rows can say what each value is.
 * A cell whose header has no words (an actions column) gets none; a label already right is
 * left alone, so observing the table's changes does not loop.
 */
export function labelCellsByColumn(table: HTMLTableElement): void {
  const headerRow = table.tHead?.rows[0];
  if (!headerRow) return;
  const columns: string[] = [];
  for (const header of headerRow.cells) {
    const words = (header.textContent ?? '').replace(/\s+/g, ' ').trim();
    for (let span = 0; span < header.colSpan; span += 1) columns.push(words);
  }
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      let column = 0;
      for (const cell of row.cells) {
        const words = columns[column] ?? '';
        if (words === '') cell.removeAttribute('data-label');
        else if (cell.dataset.label !== words) cell.dataset.label = words;
        column += cell.colSpan;
      }
    }
  }
}
