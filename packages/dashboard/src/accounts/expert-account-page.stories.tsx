import { earningsOf, fail, ok } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CUSTOMER_ORDERS,
  EARNINGS,
  EXPERT,
  operatorAccountApi,
  storyOperatorAccountApi,
  UNUSED_OPERATOR_ACCOUNT_CLIENT,
} from '../test-support/operator-account-stories';
import { withFocusRingMargin } from '../test-support/order-stories';
import { ExpertAccountPage } from './expert-account-page';

const meta = {
  title: 'Dashboard/Accounts/ExpertAccountPage',
  component: ExpertAccountPage,
  parameters: {
    docs: {
      description: {
        component: `An expert's page for the operator (\`experts/{id}/\`): their pen name, slug
and public page, e-mail, sign-up date, status, rating and orders finished and in progress with
Block (or Unblock), confirmed in a dialog; then their orders and their earnings (the totals, the
next payout, the earnings per order), each paged ('Show more'). The account's audit trail goes
right after the details (\`auditTrail\`).

**Driven by** \`useExpertAccount\` over \`createOperatorAccountClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: {
    client: UNUSED_OPERATOR_ACCOUNT_CLIENT,
    expertId: EXPERT.id,
    orderHref: (id: number) => `/dashboard/operator/orders/${id}/`,
  },
  render: (args, context) => (
    <ExpertAccountPage {...args} client={storyOperatorAccountApi(context).client} />
  ),
} satisfies Meta<typeof ExpertAccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const ACCOUNT = 'GET /operators/writers/7';
const UNBLOCK = 'POST /operators/accounts/7/unblock';
const lists = {
  'GET /operators/writers/7/orders': (request: { query: URLSearchParams }) =>
    request.query.has('cursor')
      ? ok({ orders: CUSTOMER_ORDERS.slice(2), next_cursor: null })
      : ok({ orders: CUSTOMER_ORDERS.slice(0, 2), next_cursor: 'MTc2~NTI' }),
  'GET /operators/writers/7/earnings': ok(
    earningsOf({
      available_cents: 2975,
      expected_cents: 5100,
      paid_out_cents: 184_050,
      paypal_email: 'daniel.k@paypal.example',
      earnings: EARNINGS,
    }),
  ),
};

/** The expert's details and their lists, the orders longer than a page. */
export const Loaded: Story = {
  ...operatorAccountApi({ ...lists, [ACCOUNT]: ok({ expert: EXPERT }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'https://bb.example/experts/daniel-k.html' }),
    ).toBeVisible();
    await expect(canvas.getByText('4.8 (126 reviews)')).toBeVisible();
    await expect(await canvas.findByText('daniel.k@paypal.example')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Show more' })).toHaveLength(1);
  },
};

export const LoadFailed: Story = {
  ...operatorAccountApi({ ...lists, [ACCOUNT]: fail('internal_error', 500) }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hmm, something seems to be missing')).toBeVisible();
    const { mock } = storyOperatorAccountApi(context);
    const asked = mock.count(ACCOUNT);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mock.count(ACCOUNT)).toBe(asked + 1));
  },
};

/** An id that is no expert's: the catalogue's words, nothing else. */
export const NotFound: Story = {
  ...operatorAccountApi({ ...lists, [ACCOUNT]: fail('not_found', 404) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Loading the account')).toBeNull());
    await expect(canvas.queryByRole('button', { name: 'Block' })).toBeNull();
  },
};

/** A blocked expert: the status says so, and Unblock asks in a dialog with its own words. */
export const BlockedAccount: Story = {
  ...operatorAccountApi({ ...lists, [ACCOUNT]: ok({ expert: { ...EXPERT, status: 'blocked' } }) }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Blocked')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock' }));
    const dialog = within(document.body).getByRole('dialog', {
      name: 'Unblock daniel.k@example.com?',
    });
    await expect(
      within(dialog).getByText('They can sign in again with their password.'),
    ).toBeVisible();
    await expect(storyOperatorAccountApi(context).mock.count(UNBLOCK)).toBe(0);
  },
};

/** The server refuses the step: its words inside the dialog, which stays open. */
export const BlockRefused: Story = {
  ...operatorAccountApi({
    ...lists,
    [ACCOUNT]: ok({ expert: EXPERT }),
    'POST /operators/accounts/7/block': fail('user_role_required_user_not_matched', 403),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Block' }));
    const dialog = within(within(document.body).getByRole('dialog'));
    const block = dialog.getByRole('button', { name: 'Block' });
    await userEvent.click(block);
    await expect(await dialog.findByRole('alert')).toBeVisible();
    // The button's short busy state may or may not leave its focus ring: the snapshot is of the error.
    block.blur();
    await expect(canvas.getByText('Active')).toBeVisible();
  },
};
