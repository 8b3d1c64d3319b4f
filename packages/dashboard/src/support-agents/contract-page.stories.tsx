import { contractPeriodOf, fail, ok, pending } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withFocusRingMargin } from '../test-support/order-stories';
import {
  storySupportApi,
  supportApi,
  UNUSED_SUPPORT_CLIENT,
} from '../test-support/support-stories';
import { ContractPage } from './contract-page';

const meta = {
  title: 'Dashboard/SupportAgents/ContractPage',
  component: ContractPage,
  parameters: {
    docs: {
      description: {
        component: `The support agent's \`contract/\` (Support contract): this period's days,
terms, rate (per ticket answered, or per hour for the contracted hours) and SLA targets, with its
figures against them (tickets answered, median first response, breaches) and what it earned so
far; then the past periods with theirs, the latest first, a page at a time.

**Driven by** \`useAgentContract\` over \`createSupportClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: { client: UNUSED_SUPPORT_CLIENT },
  render: (args, context) => <ContractPage {...args} client={storySupportApi(context).client} />,
} satisfies Meta<typeof ContractPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONTRACT = 'GET /support-agents/contract';
const PAST = contractPeriodOf({
  id: 1,
  period_start: Date.UTC(2026, 9, 1),
  period_end: Date.UTC(2026, 10, 1),
  rate_kind: 'per_hour',
  rate_cents: 1800,
  contracted_hours: 40,
  figures: {
    tickets_answered: 31,
    tickets_resolved: 28,
    median_first_response_ms: 3 * 60 * 60 * 1000,
    first_response_breaches: 4,
    resolution_breaches: 1,
    breaches: 5,
    earned_cents: 72_000,
  },
});

export const Loading: Story = {
  ...supportApi({ [CONTRACT]: pending() }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your contract')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  ...supportApi({ [CONTRACT]: fail('internal_error', 500) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try again' }),
    ).toBeVisible();
  },
};

/** This period's figures against its targets, and a past period paid per hour. */
export const CurrentAndPast: Story = {
  ...supportApi({
    [CONTRACT]: ok({ current: contractPeriodOf(), past: [PAST], next_cursor: null }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = await canvas.findByRole('region', { name: 'This period' });
    await expect(current).toHaveTextContent('Nov 01, 2026 – Nov 30, 2026');
    await expect(current).toHaveTextContent('Earned this period$30.00');
    const past = canvas.getByRole('list', { name: 'Your past contract periods, the latest first' });
    await expect(past).toHaveTextContent('$18.00 per hour, 40 hours');
    await expect(past).toHaveTextContent('5 (4 first response, 1 resolution)');
  },
};

/** No contract for now, and none before: the operator sets it. */
export const NoContract: Story = {
  ...supportApi({ [CONTRACT]: ok({ current: null, past: [], next_cursor: null }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'You have no contract for the current period. Your operator sets it.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('No past periods yet.')).toBeVisible();
  },
};

/** The contract on the narrowest phone. */
export const Phone: Story = {
  ...CurrentAndPast,
  globals: { viewport: { value: 'narrow' } },
};
