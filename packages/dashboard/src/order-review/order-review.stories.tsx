import { customerRatingOf, ok, orderReviewOf } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withFocusRingMargin } from '../test-support/order-stories';
import {
  reviewApi,
  storyReviewApi,
  UNUSED_REVIEW_CLIENT,
  WINDOW_ENDS_AT,
} from '../test-support/review-stories';
import { OrderReview } from './order-review';

const meta = {
  title: 'Dashboard/OrderReview',
  component: OrderReview,
  parameters: {
    docs: {
      description: {
        component: `A finished order's reviews on its page. The customer rates the expert from 0 to 10
with a comment (its comment becomes a testimonial under an anonymous customer number), and may change it
until the review window ends; the expert rates the customer the same way, seen by staff only; the
operator reads both and hides a review that breaks the rules. Mounted by \`OrderPage\` when given a
\`reviewClient\`.

**Driven by** \`useOrderReview\` over \`createReviewClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: { client: UNUSED_REVIEW_CLIENT, party: 'customer', orderId: 42 },
  render: (args, context) => <OrderReview {...args} client={storyReviewApi(context).client} />,
} satisfies Meta<typeof OrderReview>;

export default meta;
type Story = StoryObj<typeof meta>;

const CUSTOMER = 'GET /widgets/order-post-experience';
const OPEN = { can_submit: true, window_ends_at: WINDOW_ENDS_AT, experience: null };

export const CustomerEmpty: Story = {
  ...reviewApi({ [CUSTOMER]: ok(OPEN) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Rating' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Save review' })).toBeEnabled();
  },
};

export const CustomerInvalid: Story = {
  ...reviewApi({ [CUSTOMER]: ok(OPEN) }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save review' }));
    await expect(await canvas.findByText('Please choose a rating from 0 to 10.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Rating' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Nothing was sent.
    await expect(storyReviewApi(context).mock.requests).toHaveLength(1);
  },
};

export const CustomerSaved: Story = {
  ...reviewApi({
    [CUSTOMER]: ok(OPEN),
    'POST /widgets/order-post-experience': (request) =>
      ok({
        experience: orderReviewOf({
          order_id: 42,
          rating: Number(request.form?.get('rating')),
          comment: request.form?.get('comment') ?? '',
        }),
      }),
  }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Rating' }),
      '9 out of 10',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comment' }), 'Clear and on time.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save review' }));
    await expect(await canvas.findByText(/Your review is saved/)).toBeVisible();
    const sent = storyReviewApi(context).mock.requests[1];
    await expect(sent?.form?.get('rating')).toBe('9');
  },
};

export const WindowClosed: Story = {
  ...reviewApi({
    [CUSTOMER]: ok({
      can_submit: false,
      window_ends_at: WINDOW_ENDS_AT,
      experience: orderReviewOf({ rating: 9 }),
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/The review period ended on Apr 13, 2026/)).toBeVisible();
    await expect(canvas.getByText('9 out of 10')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ExpertRatesCustomer: Story = {
  args: { party: 'expert' },
  ...reviewApi({
    'GET /writers/orders/42/customer-rating': ok({
      can_submit: true,
      window_ends_at: WINDOW_ENDS_AT,
      customer_rating: customerRatingOf({ rating: 8 }),
    }),
    'POST /writers/orders/42/customer-rating': ok({ customer_rating: customerRatingOf() }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Rate the customer' })).toBeVisible();
    await expect(await canvas.findByText(/Only our staff see this rating/)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Rating' })).toHaveValue('8');
    await userEvent.click(canvas.getByRole('button', { name: 'Save rating' }));
    await expect(
      await canvas.findByText('Your rating is saved. Only our staff see it.'),
    ).toBeVisible();
  },
};

export const OperatorHide: Story = {
  args: { party: 'operator' },
  ...reviewApi({
    'GET /operators/orders/42/reviews': ok({
      review: orderReviewOf({ rating: 2, comment: 'Write to me outside the site for a discount.' }),
      customer_rating: customerRatingOf(),
    }),
    'POST /operators/orders/42/review/hide': ok({
      review: orderReviewOf({
        rating: 2,
        comment: 'Write to me outside the site for a discount.',
        is_hidden: true,
      }),
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("The expert's rating of the customer (staff only)"),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide this review' }));
    await expect(await canvas.findByText(/The review is hidden/)).toBeVisible();
    await expect(canvas.getByText(/removed for breaking our rules/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Hide this review' })).toBeNull();
  },
};
