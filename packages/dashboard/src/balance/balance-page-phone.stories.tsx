import type { Meta, StoryObj } from '@storybook/react-vite';
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

/** The ledger as cards: each entry's date, what it was and its amount, labelled. */
export const LedgerCards: Story = onPhone(WithEntries);
