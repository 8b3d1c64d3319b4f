import { fail, ok, pending } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  EXPERTS,
  operatorAccountApi,
  storyOperatorAccountApi,
  UNUSED_OPERATOR_ACCOUNT_CLIENT,
} from '../test-support/operator-account-stories';
import { withFocusRingMargin } from '../test-support/order-stories';
import { ExpertSearch } from './account-search';

const meta = {
  title: 'Dashboard/Accounts/ExpertSearch',
  component: ExpertSearch,
  parameters: {
    docs: {
      description: {
        component: `The operator's experts (\`experts/\`): one search field (any part of a pen
name or an e-mail, or an account number like #7; the server finds) and the experts found, the
newest first, a page at a time ('Show more'), each with their status, rating and orders finished
and in progress, and linking their page. 'Show all' ends a search.

**Driven by** \`useExpertSearch\` over \`createOperatorAccountClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: {
    client: UNUSED_OPERATOR_ACCOUNT_CLIENT,
    accountHref: (id: number) => `/dashboard/operator/experts/${id}/`,
  },
  render: (args, context) => (
    <ExpertSearch {...args} client={storyOperatorAccountApi(context).client} />
  ),
} satisfies Meta<typeof ExpertSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'GET /operators/writers';
const paged = () => ({
  [LIST]: (request: { query: URLSearchParams }) =>
    request.query.get('q') === 'nobody'
      ? ok({ experts: [], next_cursor: null })
      : request.query.has('cursor')
        ? ok({ experts: EXPERTS.slice(2), next_cursor: null })
        : ok({ experts: EXPERTS.slice(0, 2), next_cursor: 'MTc2~NDA' }),
});

export const Loading: Story = {
  ...operatorAccountApi({ [LIST]: pending() }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the experts')).toBeVisible();
  },
};

/** The first page of every expert, more to come. */
export const MorePages: Story = {
  ...operatorAccountApi(paged),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Daniel K.' });
    await expect(link).toHaveAttribute('href', '/dashboard/operator/experts/7/');
    await expect(canvas.getByRole('button', { name: 'Show more' })).toBeVisible();
  },
};

/** Every page shown: a blocked expert among them, no Show more. */
export const LastPage: Story = {
  ...operatorAccountApi(paged),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));
    const row = await canvas.findByRole('row', { name: /Sam R\./ });
    await expect(within(row).getByText('Blocked')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** A search that finds nobody says so, and Show all goes back to every expert. */
export const EmptySearch: Story = {
  ...operatorAccountApi(paged),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Daniel K.' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'nobody');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('No expert matches “nobody”.')).toBeVisible();
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
