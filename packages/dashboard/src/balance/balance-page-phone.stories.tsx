import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPhone } from '../test-support/phone-cards';
import type { BalancePage } from './balance-page';
import balancePage, { WithEntries } from './balance-page.stories';

/** The balance page's stories at a phone's width, kept apart from the page's own stories. */
const meta = {
  ...balancePage,
  title: 'Dashboard/Balance/BalancePage on a phone',
} satisfies Meta<typeof BalancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const ledgerCards = onPhone(WithEntries);

/**
 * The ledger as cards: each entry's date, what it was and its amount, labelled; a refund has no
 * receipt, and its card no 'Receipt' label over nothing.
 */
export const LedgerCards: Story = {
  ...ledgerCards,
  play: async (context) => {
    await ledgerCards.play?.(context);
    const refund = within(context.canvasElement)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Refund for order #40'));
    const receipt = refund?.lastElementChild;
    await expect(receipt).toHaveAttribute('data-label', 'Receipt');
    await expect(receipt).toBeEmptyDOMElement();
    await expect(getComputedStyle(receipt as Element, '::before').content).toBe('none');
  },
};
