import type { Order } from '@bb/api-client';
import { fail, type MockRequest, ok, orderDisputeOf } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ADA,
  orderApi,
  orderFileOf,
  orderOf,
  storyOrderApi,
  UNUSED_ORDER_CLIENT,
  withFocusRingMargin,
  writerOf,
} from '../test-support/order-stories';
import { OrderDisputes, type OrderDisputesProps } from './order-disputes';

/** The control as the order page holds it: the order a step answers takes the place of the last. */
function OnThePage(props: OrderDisputesProps) {
  const [order, setOrder] = useState(props.order);
  return <OrderDisputes {...props} order={order} onChanged={setOrder} />;
}

const DELIVERED = { status: 'delivered', writer: writerOf(ADA) } as const;
const BRIEF = orderFileOf({ id: 'f1', name: 'instructions.pdf' });
const disputed = (overrides: Partial<Order> = {}) =>
  orderOf({
    status: 'disputed',
    writer: writerOf(ADA),
    files: [BRIEF],
    dispute: orderDisputeOf(),
    ...overrides,
  });

const meta = {
  title: 'Dashboard/Orders/OrderDisputes',
  component: OrderDisputes,
  parameters: {
    docs: {
      description: {
        component: `Revisions and disputes on an order's page. Every party reads how many revisions were asked
and the latest reason, what was refunded, and the order's dispute: its reason and files, open
(the parties talk on the order's messages) or resolved with its outcome. On a delivered order the
customer asks for a revision (saying what to change) or opens a dispute within the review period
(a reason, and files uploaded to the order with it); on a disputed order the operator resolves it:
a full refund, a partial refund of any amount, a free revision, or a release to the expert.

**Driven by** \`usePolicyStep\` over \`createOrderClient()\`'s \`requestRevision\`,
\`uploadOrderFile\`, \`openDispute\` and \`resolveDispute\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: {
    client: UNUSED_ORDER_CLIENT,
    party: 'customer',
    order: orderOf(DELIVERED),
    onChanged: () => {},
  },
  render: (args, context) => <OnThePage {...args} client={storyOrderApi(context).client} />,
} satisfies Meta<typeof OrderDisputes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delivered: the customer opens a dispute with a reason and a file; the order is held. */
export const OpenDispute: Story = {
  ...orderApi({
    'POST /customers/orders/41/files': ok({ file: BRIEF }),
    'POST /customers/orders/41/dispute': (request: MockRequest) =>
      request.form?.get('reason') ? ok({ order: disputed() }) : fail('reason_required', 400),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open a dispute' }));
    const reason = canvas.getByRole('textbox', { name: 'What is wrong with the work?' });
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Please tell us the reason'));
    await userEvent.type(reason, 'The analysis uses Python, but the instructions asked for R.');
    await userEvent.upload(
      canvas.getByLabelText('Attach files that show it (optional)'),
      new File(['%PDF'], 'instructions.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Open a dispute' }));
    await expect(
      await canvas.findByText(
        'The dispute is open. An operator will answer on the order’s messages.',
      ),
    ).toHaveFocus();
    await expect(canvas.getByText('instructions.pdf')).toBeVisible();
  },
};

/**
 * The dispute's files: a button-styled picker (the real file input, named by its label), the
 * chosen files listed with their sizes, each removable before the dispute is opened.
 */
export const ChosenFiles: Story = {
  ...orderApi({}),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByLabelText('Attach files that show it (optional)');
    await expect(picker).toHaveAccessibleDescription(
      'Up to 10 MB each. Programs and installers cannot be attached.',
    );
    await userEvent.upload(picker, [
      new File(['%PDF'], 'instructions.pdf', { type: 'application/pdf' }),
      new File(['x'.repeat(2048)], 'feedback-from-the-teacher.docx'),
    ]);
    const chosen = canvas.getByRole('list', { name: 'Files to send with the dispute' });
    await expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    await expect(chosen).toHaveTextContent('feedback-from-the-teacher.docx2 kB');
    await userEvent.click(within(chosen).getByRole('button', { name: 'Remove instructions.pdf' }));
    await expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** An open dispute, as the expert reads it. */
export const DisputeOpen: Story = {
  ...orderApi({}),
  args: { party: 'expert', order: disputed() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Dispute' })).toBeVisible();
    await expect(canvas.getByText(/talk about it in the messages below/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The operator refunds 40% of the price: the order is finished, the refund shown. */
export const OperatorRefundsPart: Story = {
  ...orderApi({
    'POST /operators/orders/41/dispute-resolution': (request: MockRequest) =>
      request.form?.get('outcome') === 'refund_partial' &&
      request.form.get('refund_cents') === '1700'
        ? ok({
            order: disputed({
              status: 'finished',
              refunded_cents: 1700,
              dispute: orderDisputeOf({
                outcome: 'refund_partial',
                refund_cents: 1700,
                resolved_at: Date.UTC(2026, 11, 8, 15, 0),
              }),
            }),
          })
        : fail('invalid_request', 400),
  }),
  args: { party: 'operator', order: disputed() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('radio', { name: 'a partial refund (the order is finished)' }),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Refund in US dollars' }), '17');
    await userEvent.click(canvas.getByRole('button', { name: 'Resolve' }));
    await expect(await canvas.findByText('The dispute is resolved.')).toHaveFocus();
    await expect(canvas.getByText('$17.00')).toBeVisible();
    await expect(
      canvas.getByText(/Resolved on Dec 08, 2026, 15:00: a partial refund/),
    ).toBeVisible();
  },
};

/** A partial refund needs its amount: the field says so, nothing is sent. */
export const AmountRequired: Story = {
  ...orderApi({}),
  args: { party: 'operator', order: disputed() },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /a partial refund/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Resolve' }));
    await expect(
      canvas.getByRole('textbox', { name: 'Refund in US dollars' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Please enter the refund'));
    await expect(storyOrderApi({ loaded }).mock.requests).toEqual([]);
  },
};

/** After a free revision: the count and the reason, for every party. */
export const Revised: Story = {
  ...orderApi({}),
  args: {
    order: orderOf({
      status: 'revision',
      writer: writerOf(ADA),
      revision_count: 2,
      revision_reason: 'Explain each coefficient in plain words.',
      dispute: orderDisputeOf({ outcome: 'revision', resolved_at: Date.UTC(2026, 11, 8, 15, 0) }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Explain each coefficient in plain words.')).toBeVisible();
    await expect(
      canvas.getByText(/Resolved on Dec 08, 2026, 15:00: a free revision/),
    ).toBeVisible();
  },
};
