import { fail, ok, pending } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CUSTOMERS,
  operatorAccountApi,
  storyOperatorAccountApi,
  UNUSED_OPERATOR_ACCOUNT_CLIENT,
} from '../test-support/operator-account-stories';
import { withFocusRingMargin } from '../test-support/order-stories';
import { CustomerSearch } from './account-search';

const meta = {
  title: 'Dashboard/Accounts/CustomerSearch',
  component: CustomerSearch,
  parameters: {
    docs: {
      description: {
        component: `The operator's customers (\`customers/\`): one search field (any part of an
e-mail, or an account number like #41; the server finds) and the customers found, the newest
first, a page at a time ('Show more'), each with their status and sign-up date and linking their
page. 'Show all' ends a search.

**Driven by** \`useCustomerSearch\` over \`createOperatorAccountClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: {
    client: UNUSED_OPERATOR_ACCOUNT_CLIENT,
    accountHref: (id: number) => `/dashboard/operator/customers/${id}/`,
  },
  render: (args, context) => (
    <CustomerSearch {...args} client={storyOperatorAccountApi(context).client} />
  ),
} satisfies Meta<typeof CustomerSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'GET /operators/customers';
const paged = () => ({
  [LIST]: (request: { query: URLSearchParams }) =>
    request.query.get('q') === 'nobody'
      ? ok({ customers: [], next_cursor: null })
      : request.query.has('cursor')
        ? ok({ customers: CUSTOMERS.slice(2), next_cursor: null })
        : ok({ customers: CUSTOMERS.slice(0, 2), next_cursor: 'MTc2~NDA' }),
});

export const Loading: Story = {
  ...operatorAccountApi({ [LIST]: pending() }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the customers')).toBeVisible();
  },
};

/** The first page of every customer, more to come. */
export const MorePages: Story = {
  ...operatorAccountApi(paged),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'maria.lopez@example.com' });
    await expect(link).toHaveAttribute('href', '/dashboard/operator/customers/41/');
    await expect(canvas.getByRole('button', { name: 'Show more' })).toBeVisible();
  },
};

/** Every page shown: a blocked customer among them, no Show more. */
export const LastPage: Story = {
  ...operatorAccountApi(paged),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));
    const row = await canvas.findByRole('row', { name: /spammer@example\.net/ });
    await expect(within(row).getByText('Blocked')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** A search that finds nobody says so, and Show all goes back to every customer. */
export const EmptySearch: Story = {
  ...operatorAccountApi(paged),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'maria.lopez@example.com' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'nobody');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('No customer matches “nobody”.')).toBeVisible();
    const { mock } = storyOperatorAccountApi(context);
    await expect(mock.requests.at(-1)?.query.get('q')).toBe('nobody');
    await expect(canvas.getByRole('button', { name: 'Show all' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  ...operatorAccountApi({ [LIST]: fail('internal_error', 500) }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hmm, something seems to be missing')).toBeVisible();
    const { mock } = storyOperatorAccountApi(context);
    const asked = mock.count(LIST);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mock.count(LIST)).toBe(asked + 1));
  },
};
