import { customerRatingOf, ok } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withFocusRingMargin } from '../test-support/order-stories';
import { reviewApi, storyReviewApi, UNUSED_REVIEW_CLIENT } from '../test-support/review-stories';
import { CustomerRatings } from './customer-ratings';

const meta = {
  title: 'Dashboard/CustomerRatings',
  component: CustomerRatings,
  parameters: {
    docs: {
      description: {
        component: `A customer's ratings by the experts of their orders, newest first, a page at a
time, on the operator's page of the customer (staff only).

**Driven by** \`usePagedList\` over \`createReviewClient().customerRatings\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: {
    client: UNUSED_REVIEW_CLIENT,
    customerId: 7,
    orderHref: (id: number) => `/dashboard/orders/${id}/`,
  },
  render: (args, context) => <CustomerRatings {...args} client={storyReviewApi(context).client} />,
} satisfies Meta<typeof CustomerRatings>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'GET /operators/customers/7/customer-ratings';

export const MorePages: Story = {
  ...reviewApi({
    [LIST]: (request) =>
      request.query.has('cursor')
        ? ok({
            customer_ratings: [customerRatingOf({ order_id: 1001, rating: 6, comment: '' })],
            next_cursor: null,
          })
        : ok({
            customer_ratings: [
              customerRatingOf(),
              customerRatingOf({ order_id: 1031, rating: 10, comment: 'A pleasure.' }),
            ],
            next_cursor: 'MTc2NDE1fjMx',
          }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));
    await expect(await canvas.findByRole('link', { name: 'Order #1001' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const LastPage: Story = {
  ...reviewApi({ [LIST]: ok({ customer_ratings: [customerRatingOf()], next_cursor: null }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('8 out of 10')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

export const Empty: Story = {
  ...reviewApi({ [LIST]: ok({ customer_ratings: [], next_cursor: null }) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No expert has rated this customer yet.'),
    ).toBeVisible();
  },
};
