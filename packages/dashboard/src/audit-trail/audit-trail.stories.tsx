import { auditEventOf, fail, ok } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  auditApi,
  ORDER_EVENTS,
  storyAuditApi,
  UNUSED_AUDIT_CLIENT,
} from '../test-support/audit-stories';
import { withFocusRingMargin } from '../test-support/order-stories';
import { AuditTrail } from './audit-trail';

const meta = {
  title: 'Dashboard/AuditTrail',
  component: AuditTrail,
  parameters: {
    docs: {
      description: {
        component: `What operators did to an order or an account, newest first: what (the action
and its detail: the expert an order went to, the role an invitation gave), when, and who (the
operator's e-mail; the server's command line for the first operator). Paged ('Show more'). Shown on
the operator's order page (\`subject={{ order: id }}\`) and on an account's page
(\`subject={{ account: userId }}\`).

**Driven by** \`useAuditTrail\` over \`createAuditClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: { client: UNUSED_AUDIT_CLIENT, subject: { order: 42 } },
  render: (args, context) => <AuditTrail {...args} client={storyAuditApi(context).client} />,
} satisfies Meta<typeof AuditTrail>;

export default meta;
type Story = StoryObj<typeof meta>;

const ORDER = 'GET /operators/orders/42/audit-events';

export const Empty: Story = {
  ...auditApi({ [ORDER]: ok({ events: [], next_cursor: null }) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No operator has acted on it yet.'),
    ).toBeVisible();
  },
};

export const Events: Story = {
  ...auditApi({ [ORDER]: ok({ events: ORDER_EVENTS, next_cursor: null }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Given to another expert')).toBeVisible();
    await expect(canvas.getByText('night.shift@example.com', { exact: false })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

export const MorePages: Story = {
  ...auditApi({
    [ORDER]: (request) =>
      request.query.has('cursor')
        ? ok({
            events: [auditEventOf({ id: 30, created_at: Date.UTC(2026, 10, 24, 8, 0) })],
            next_cursor: null,
          })
        : ok({ events: ORDER_EVENTS, next_cursor: 'MTc2NDE1fjMx' }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));
    await expect(await canvas.findByText('Nov 24, 2026', { exact: false })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const AccountEvents: Story = {
  args: { subject: { account: 7 } },
  ...auditApi({
    'GET /operators/accounts/7/audit-events': ok({
      events: [
        auditEventOf({ id: 5, action: 'account_blocked', detail: '' }),
        auditEventOf({
          id: 4,
          action: 'account_created',
          actor: null,
          detail: 'operator',
          created_at: Date.UTC(2026, 9, 1, 9, 0),
        }),
      ],
      next_cursor: null,
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Account blocked')).toBeVisible();
    await expect(canvas.getByText('The server’s command line', { exact: false })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  ...auditApi({ [ORDER]: fail('internal_error', 500) }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hmm, something seems to be missing')).toBeVisible();
    const { mock } = storyAuditApi(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(mock.requests).toHaveLength(2);
  },
};
