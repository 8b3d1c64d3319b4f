import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountSearchStories } from '../test-support/account-search-stories';
import {
  CUSTOMERS,
  storyOperatorAccountApi,
  UNUSED_OPERATOR_ACCOUNT_CLIENT,
} from '../test-support/operator-account-stories';
import { withFocusRingMargin } from '../test-support/order-stories';
import { onPhone } from '../test-support/phone-cards';
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

const stories = accountSearchStories({
  route: 'GET /operators/customers',
  key: 'customers',
  items: CUSTOMERS,
  loading: 'Loading the customers',
  first: { name: 'maria.lopez@example.com', href: '/dashboard/operator/customers/41/' },
  blocked: /spammer@example\.net/,
  none: 'No customer matches “nobody”.',
});

export const Loading: Story = stories.Loading;
/** The first page of every account, more to come. */
export const MorePages: Story = stories.MorePages;
/** Every page shown: a blocked account among them, no Show more. */
export const LastPage: Story = stories.LastPage;
/** A search that finds nobody says so, and Show all goes back to every account. */
export const EmptySearch: Story = stories.EmptySearch;
export const LoadFailed: Story = stories.LoadFailed;

/** On a phone: the customers as cards, each value labelled by its column. */
export const PhoneCards: Story = onPhone(stories.LastPage);
