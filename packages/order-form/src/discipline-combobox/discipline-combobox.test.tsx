import {
  buildDisciplineGroups,
  type CustomDisciplineOption,
  type DisciplineOption,
  filterDisciplineGroups,
} from '@bb/form-hooks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DisciplineCombobox } from '../index';
import { DISCIPLINE_GROUPS, DISCIPLINES } from '../test-support/order-form-fixtures';

const groups = buildDisciplineGroups(DISCIPLINES, DISCIPLINE_GROUPS);
const filter = (query: string) => filterDisciplineGroups(groups, query);

/** The combobox with the selection kept as the short form keeps it. */
function Field({ chosen }: { chosen: Array<DisciplineOption | CustomDisciplineOption> }) {
  const [label, setLabel] = useState('');
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <DisciplineCombobox
        inputProps={{
          id: 'discipline',
          name: 'discipline_sub',
          placeholder: 'Enter your discipline...',
        }}
        filter={filter}
        selectionLabel={label}
        onSelect={(choice) => {
          chosen.push(choice);
          setLabel('text' in choice ? choice.text : choice.label);
        }}
      />
    </form>
  );
}

function setup() {
  const chosen: Array<DisciplineOption | CustomDisciplineOption> = [];
  const user = userEvent.setup();
  render(<Field chosen={chosen} />);
  const input = screen.getByRole('combobox', { name: 'Discipline' });
  const active = () => {
    const id = input.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.textContent : undefined;
  };
  return { user, input, chosen, active };
}

describe('DisciplineCombobox', () => {
  it('is an ARIA 1.2 combobox: collapsed with its listbox hidden, the placeholder of spec §5', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('placeholder', 'Enter your discipline...');
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(listbox).not.toBeVisible();
  });

  it('opens on ArrowDown at the first option, moves with the arrows (wrapping), Home and End', async () => {
    const { user, input, active } = setup();
    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(active()).toBe('Python');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('JavaScript');
    await user.keyboard('{End}');
    expect(active()).toBe('Math analysis');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Python');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Math analysis');
    await user.keyboard('{Home}');
    expect(active()).toBe('Python');
    expect(screen.getByRole('option', { name: 'Python', selected: true })).toBeInTheDocument();
  });

  it('labels each group of the listbox', async () => {
    const { user, input } = setup();
    await user.click(input);
    const listbox = screen.getByRole('listbox', { name: 'Discipline' });
    const names = within(listbox)
      .getAllByRole('group')
      .map(
        (group) =>
          document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
      );
    expect(names).toEqual(['Most popular', 'Programming', 'Data analysis', 'Mathematics']);
  });

  it('Enter chooses the active option and closes; the field shows its title', async () => {
    const { user, input, chosen } = setup();
    await user.type(input, 'sp');
    await user.keyboard('{Enter}');
    expect(chosen).toEqual([expect.objectContaining({ id: 21, label: 'SPSS' })]);
    expect(input).toHaveValue('SPSS');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('Escape closes and puts the chosen title back; leaving the field does too', async () => {
    const { user, input, chosen } = setup();
    await user.type(input, 'java');
    await user.keyboard('{Enter}');
    await user.type(input, 'xyz');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Java');
    await user.type(input, 'abc');
    await user.tab();
    expect(input).toHaveValue('Java');
    expect(chosen).toHaveLength(1);
  });

  it('offers Create "{text}" for a discipline not in the list; choosing it gives id 30000', async () => {
    const { user, input, chosen, active } = setup();
    await user.type(input, '  Quantum chemistry ');
    expect(active()).toBe('Create "Quantum chemistry"');
    await user.click(screen.getByRole('option', { name: 'Create "Quantum chemistry"' }));
    expect(chosen).toEqual([
      { id: 30000, label: 'Create "Quantum chemistry"', text: 'Quantum chemistry' },
    ]);
    expect(input).toHaveValue('Quantum chemistry');
    expect(input).toHaveFocus();
  });

  it('lets Enter submit the form while the list is closed', async () => {
    const submitted: string[] = [];
    const user = userEvent.setup();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted.push('submit');
        }}
      >
        <DisciplineCombobox
          inputProps={{ id: 'd', name: 'discipline_sub', placeholder: '' }}
          filter={filter}
          selectionLabel="Python"
          onSelect={() => {}}
        />
        <button type="submit">Go</button>
      </form>,
    );
    const input = screen.getByRole('combobox');
    input.focus();
    await user.keyboard('{Enter}');
    expect(submitted).toEqual(['submit']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(submitted).toEqual(['submit']);
  });

  it('shows its error, marks itself invalid and is described by the error', () => {
    render(
      <DisciplineCombobox
        inputProps={{
          id: 'd',
          name: 'discipline_sub',
          placeholder: '',
          'aria-describedby': 'd-error',
        }}
        filter={filter}
        selectionLabel=""
        onSelect={() => {}}
        error="Please enter your discipline"
      />,
    );
    const input = screen.getByRole('combobox');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Please enter your discipline');
  });
});
