import { buildDisciplineGroups, filterDisciplineGroups } from '@bb/form-hooks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import '../order-form.css';
import { DisciplineCombobox } from '../index';
import { DISCIPLINE_GROUPS, DISCIPLINES } from '../test-support/order-form-fixtures';

const groups = buildDisciplineGroups(DISCIPLINES, DISCIPLINE_GROUPS);

const meta = {
  title: 'Order form/Discipline combobox',
  component: DisciplineCombobox,
  parameters: {
    docs: {
      description: {
        component: `The short form's discipline field on its own: a WAI-ARIA 1.2 editable combobox with a listbox
popup (\`aria-expanded\`, \`aria-controls\`, \`aria-activedescendant\`), labelled groups ('Most
popular' first) and Create "{text}" last for a discipline that is not listed.

**Driven by** \`useShortOrderForm\` (\`@bb/form-hooks\`): \`inputProps\` from
\`getDisciplineFieldProps()\`, and \`filter\`, \`selectionLabel\` and \`onSelect\` from its
\`disciplines\`. \`ShortOrderForm\` wires it; these stories give it the hooks' own filter over
fixed disciplines.

**Keyboard.** Typing filters and makes the first option active, so Enter picks it;
ArrowDown/ArrowUp open the list and move, wrapping; Home/End jump while the list is open;
Enter chooses; Escape closes it and puts the chosen title back, as does leaving the field.
With the list closed, Enter submits the form around it.`,
      },
    },
  },
  args: {
    inputProps: {
      id: 'discipline',
      name: 'discipline_sub',
      placeholder: 'Enter your discipline...',
    },
    filter: (query: string) => filterDisciplineGroups(groups, query),
    selectionLabel: '',
    onSelect: fn(),
  },
  // The selection kept as the short form keeps it, so a choice shows in the field.
  render: function Render(args) {
    const [label, setLabel] = useState(args.selectionLabel);
    return (
      <div style={{ width: 356, minHeight: 380 }}>
        <DisciplineCombobox
          {...args}
          selectionLabel={label}
          onSelect={(choice) => {
            args.onSelect(choice);
            setLabel('text' in choice ? choice.text : choice.label);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof DisciplineCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Discipline' });

/** Closed, with the placeholder of spec §5. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** ArrowDown opens the list: 'Most popular' first. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    input.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).getByRole('group', { name: 'Most popular' })).toBeVisible();
  },
};

/** Typing filters; a text that matches nothing offers Create "{text}", and Enter picks it. */
export const CreateYourOwn: Story = {
  play: async ({ args, canvasElement }) => {
    const input = field(canvasElement);
    await userEvent.type(input, 'Quantum knitting');
    await expect(
      within(canvasElement).getByRole('option', { name: 'Create "Quantum knitting"' }),
    ).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Quantum knitting' }),
    );
    await expect(input).toHaveValue('Quantum knitting');
  },
};
