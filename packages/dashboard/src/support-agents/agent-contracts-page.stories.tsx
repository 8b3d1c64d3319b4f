import { contractPeriodOf, fail, ok } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withFocusRingMargin } from '../test-support/order-stories';
import {
  storySupportApi,
  supportApi,
  UNUSED_SUPPORT_CLIENT,
} from '../test-support/support-stories';
import { AgentContractsPage } from './agent-contracts-page';

const meta = {
  title: 'Dashboard/SupportAgents/AgentContractsPage',
  component: AgentContractsPage,
  parameters: {
    docs: {
      description: {
        component: `The operator's page of a support agent's contract (\`staff/{id}/\`, the agent's
e-mail links to it from Staff): the agent's periods with their figures, the latest first, each
with 'Change', and the form that adds a period or changes the chosen one. A refusal shows beside
the field the server names (a period ending before it starts, one overlapping another).

**Driven by** \`useAgentContracts\` over \`createSupportClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: { client: UNUSED_SUPPORT_CLIENT, agentId: 90 },
  render: (args, context) => (
    <AgentContractsPage {...args} client={storySupportApi(context).client} />
  ),
} satisfies Meta<typeof AgentContractsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const AGENT = { id: 90, email: 'support-contract@demo.bb.example', name: null };
const LIST = 'GET /operators/support-agents/90/contracts';

/** The agent's period and the empty form for the next one. */
export const Periods: Story = {
  ...supportApi({ [LIST]: ok({ agent: AGENT, periods: [contractPeriodOf()], next_cursor: null }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Contract of support-contract@demo.bb.example' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'New period' })).toBeVisible();
  },
};

/** No period yet. */
export const NoPeriods: Story = {
  ...supportApi({ [LIST]: ok({ agent: AGENT, periods: [], next_cursor: null }) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No period yet: add the first one below.'),
    ).toBeVisible();
  },
};

/** Changing a period whose new days overlap another: refused beside the first day. */
export const Overlap: Story = {
  ...supportApi({
    [LIST]: ok({ agent: AGENT, periods: [contractPeriodOf()], next_cursor: null }),
    'POST /operators/support-agents/90/contracts/2': fail('contract_overlap', 409, {
      field: 'period_start',
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Change/ }));
    await expect(
      canvas.getByRole('heading', { name: 'Change the period from Nov 01, 2026' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Rate (USD)')).toHaveValue('2.50');
    const save = canvas.getByRole('button', { name: 'Save period' });
    await userEvent.click(save);
    await expect(
      await canvas.findByText(
        'This period overlaps another period of the contract. Please choose other days.',
      ),
    ).toBeVisible();
    // The button's short busy state may or may not leave its focus ring: the snapshot is of the error.
    save.blur();
  },
};

/** The form on the narrowest phone. */
export const Phone: Story = {
  ...Periods,
  globals: { viewport: { value: 'narrow' } },
};
