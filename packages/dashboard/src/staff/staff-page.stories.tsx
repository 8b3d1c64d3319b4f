import { fail, ok, pending, staffMemberOf } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFocusRingMargin } from '../test-support/order-stories';
import { onPhone } from '../test-support/phone-cards';
import {
  SELF,
  STAFF,
  staffApi,
  storyStaffApi,
  UNUSED_STAFF_CLIENT,
} from '../test-support/staff-stories';
import { StaffPage } from './staff-page';

const meta = {
  title: 'Dashboard/Staff/StaffPage',
  component: StaffPage,
  parameters: {
    docs: {
      description: {
        component: `The operator's Staff page (\`staff/\`): an invitation form (e-mail and role, the
least powerful role first) and the staff list, newest first and paged ('Show more'), with each
person's role and status (Invited, Active, Blocked) and their steps: Block, Unblock, and Resend
invitation while invited. The operator's own row offers none. What a step did, or why it was
refused (the last active operator), is said in a live region that takes focus; the form's errors
show beside the e-mail.

**Driven by** \`useStaffInviteForm\` and \`useStaffList\` over \`createStaffClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: { client: UNUSED_STAFF_CLIENT, selfId: SELF.id },
  render: (args, context) => <StaffPage {...args} client={storyStaffApi(context).client} />,
} satisfies Meta<typeof StaffPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'GET /operators/staff';
const INVITE = 'POST /operators/staff';
const firstPage = ok({ staff: STAFF.slice(0, 2), next_cursor: 'MTc2Mzc0~MTE' });
const lastPage = ok({ staff: STAFF.slice(2), next_cursor: null });
const paged = () => ({
  [LIST]: (request: { query: URLSearchParams }) =>
    request.query.has('cursor') ? lastPage : firstPage,
});

export const Loading: Story = {
  ...staffApi({ [LIST]: pending() }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the staff')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  ...staffApi({ [LIST]: fail('internal_error', 500) }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hmm, something seems to be missing')).toBeVisible();
    const { mock } = storyStaffApi(context);
    const asked = mock.count(LIST);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mock.count(LIST)).toBe(asked + 1));
  },
};

/** The first page: an invited person (Resend, Block) and an active one, more to come. */
export const MorePages: Story = {
  ...staffApi(paged),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('seo.lead@example.com')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Resend invitation: seo.lead@example.com' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show more' })).toBeVisible();
  },
};

/** Every page shown: a blocked operator (Unblock) and the operator's own row, without steps. */
export const LastPage: Story = {
  ...staffApi(paged),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));
    await expect(
      await canvas.findByRole('button', { name: 'Unblock: former.operator@example.com' }),
    ).toBeVisible();
    await expect(canvas.getByText('(you)')).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Block: operator@demo.bb.example' }),
    ).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** An address that is not one, then one that has an account: each beside the e-mail. */
export const InvitationRefused: Story = {
  ...staffApi({ [LIST]: firstPage, [INVITE]: fail('account_exists', 409) }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('E-mail');
    await userEvent.type(email, 'nobody@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(
      await canvas.findByText('Please enter an e-mail address like name@example.com'),
    ).toBeVisible();
    await expect(storyStaffApi(context).mock.count(INVITE)).toBe(0);
    await userEvent.clear(email);
    await userEvent.type(email, 'customer@demo.bb.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(
      await canvas.findByText('An account with this e-mail address already exists.'),
    ).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An invitation sent: said, the field emptied, the list loaded again with the person on top. */
export const Invited: Story = {
  ...staffApi(() => {
    const invited = staffMemberOf({ id: 14, email: 'new.seo@example.com', role: 'seo' });
    let sent = false;
    return {
      [INVITE]: () => {
        sent = true;
        return ok({ staff_member: invited });
      },
      [LIST]: () => ok({ staff: sent ? [invited, ...STAFF] : STAFF, next_cursor: null }),
    };
  }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('seo.lead@example.com');
    await userEvent.selectOptions(canvas.getByLabelText('Role'), 'seo');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'new.seo@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByText('Invitation sent to new.seo@example.com.')).toBeVisible();
    await expect(await canvas.findByRole('cell', { name: 'new.seo@example.com' })).toBeVisible();
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('');
    const form = storyStaffApi(context).mock.requests.find((r) => r.method === 'POST')?.form;
    await expect(form?.get('role')).toBe('seo');
  },
};

/**
 * A block the server refuses (an operator blocked the others meanwhile, and this is the last active
 * operator): the row stays as it was, and the reason is said.
 */
export const BlockRefused: Story = {
  ...staffApi({
    [LIST]: ok({ staff: [STAFF[1], SELF], next_cursor: null }),
    'POST /operators/accounts/11/block': fail('last_active_operator', 409),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Block: contracts@example.com' }),
    );
    await expect(
      await canvas.findByText('This is the last active operator account, so it cannot be blocked.'),
    ).toBeVisible();
    const row = canvas.getByRole('row', { name: /contracts@example\.com/ });
    await expect(within(row).getByText('Active')).toBeVisible();
  },
};

/** A block done: the row says Blocked and offers Unblock. */
export const Blocked: Story = {
  ...staffApi({
    [LIST]: ok({ staff: [STAFF[1], SELF], next_cursor: null }),
    'POST /operators/accounts/11/block': ok({
      account: { ...STAFF[1], status: 'blocked' },
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Block: contracts@example.com' }),
    );
    await expect(
      await canvas.findByText('contracts@example.com is blocked: their sessions ended.'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Unblock: contracts@example.com' }),
    ).toBeVisible();
  },
};

/** On a phone: the staff as cards, each value labelled by its column, Block in its card. */
export const PhoneCards: Story = onPhone(LastPage);
