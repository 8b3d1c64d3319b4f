import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountSearchStories } from '../test-support/account-search-stories';
import {
  EXPERTS,
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

const stories = accountSearchStories({
  route: 'GET /operators/writers',
  key: 'experts',
  items: EXPERTS,
  loading: 'Loading the experts',
  first: { name: 'Daniel K.', href: '/dashboard/operator/experts/7/' },
  blocked: /Sam R\./,
  none: 'No expert matches “nobody”.',
});

export const Loading: Story = stories.Loading;
/** The first page of every account, more to come. */
export const MorePages: Story = stories.MorePages;
/** Every page shown: a blocked account among them, no Show more. */
export const LastPage: Story = stories.LastPage;
/** A search that finds nobody says so, and Show all goes back to every account. */
export const EmptySearch: Story = stories.EmptySearch;
export const LoadFailed: Story = stories.LoadFailed;
