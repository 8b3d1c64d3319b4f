import { expertApplicationOf, fail, ok, pending } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  applicationApi,
  storyApplicationApi,
  UNUSED_APPLICATION_CLIENT,
} from '../test-support/application-stories';
import { withFocusRingMargin } from '../test-support/order-stories';
import { ExpertApplicationPage } from './expert-application-page';

const meta = {
  title: 'Dashboard/ExpertApplications/ExpertApplicationPage',
  component: ExpertApplicationPage,
  parameters: {
    docs: {
      description: {
        component: `One expert application for the operator (\`applications/{id}/\`): the
applicant's name, status, e-mail address and when it arrived; the disciplines, the experience and
the sample of work (a download); and while it waits for review, Approve (the expert account is
created and e-mailed a set-password link) or Decline with a message (e-mailed; a blank one is
refused beside the field). What a decision did is announced; a decision another operator made first
is said, and the page shows the application as it now stands.

**Driven by** \`useExpertApplication\` over \`createExpertApplicationClient()\`.

**Keyboard.** Tab to the sample's link, Approve, the message field, then 'Decline with this message'.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: { client: UNUSED_APPLICATION_CLIENT, applicationId: 12, backHref: '#home' },
  render: (args, context) => (
    <ExpertApplicationPage {...args} client={storyApplicationApi(context).client} />
  ),
} satisfies Meta<typeof ExpertApplicationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const ONE = 'GET /operators/expert-applications/12';
const APPROVE = 'POST /operators/expert-applications/12/approve';
const DECLINE = 'POST /operators/expert-applications/12/decline';
const DECIDED_AT = Date.UTC(2026, 10, 21, 11, 5);
const APPROVED = expertApplicationOf({
  status: 'approved',
  decided_at: DECIDED_AT,
  writer_slug: 'grace-hopper',
});
const REASON = 'Thank you! We need a sample with tests and a README; please apply again.';
const DECLINED = expertApplicationOf({
  status: 'declined',
  decided_at: DECIDED_AT,
  message: REASON,
});

export const Loading: Story = {
  ...applicationApi({ [ONE]: pending() }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the application')).toBeVisible();
  },
};

export const NotFound: Story = {
  ...applicationApi({ [ONE]: fail('not_found', 404) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This application does not exist.'),
    ).toBeVisible();
  },
};

/** Waiting for review: everything sent, the sample to download, Approve and Decline. */
export const Waiting: Story = {
  ...applicationApi({ [ONE]: ok({ application: expertApplicationOf() }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Grace Hopper' });
    await expect(canvas.getByText('Waiting for review')).toBeVisible();
    await expect(canvas.getByText('SQL')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download pandas-report.py' })).toHaveAttribute(
      'href',
      'http://bb.test/api/en/1/operators/expert-applications/12/sample',
    );
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeEnabled();
  },
};

/** A blank message is refused beside the field, and nothing is sent. */
export const DeclineRefused: Story = {
  ...Waiting,
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline with this message' }));
    const field = canvas.getByRole('textbox', { name: 'Message to the applicant' });
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Please write your message'),
    );
    await expect(storyApplicationApi(context).mock.count(DECLINE)).toBe(0);
  },
};

/** Approved: the page says the expert exists; no decision is offered any more. */
export const Approved: Story = {
  ...applicationApi({
    [ONE]: ok({ application: expertApplicationOf() }),
    [APPROVE]: ok({ application: APPROVED }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve' }));
    await expect(
      await canvas.findByText(
        'Approved: the expert grace-hopper exists and was e-mailed a link to set a password.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('grace-hopper', { selector: 'dd' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

/** Declined with a message, which the page keeps under 'Reason given'. */
export const Declined: Story = {
  ...applicationApi({
    [ONE]: ok({ application: expertApplicationOf() }),
    [DECLINE]: ok({ application: DECLINED }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Message to the applicant' }),
      REASON,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Decline with this message' }));
    await expect(
      await canvas.findByText('Declined: the applicant was e-mailed your message.'),
    ).toBeVisible();
    await expect(canvas.getByText(REASON)).toBeVisible();
  },
};

/** Another operator declined first: said above, and the page shows the decision. */
export const DecidedElsewhere: Story = {
  ...applicationApi(() => {
    let decided = false;
    return {
      [ONE]: () => ok({ application: decided ? DECLINED : expertApplicationOf() }),
      [APPROVE]: () => {
        decided = true;
        return fail('application_decided', 409);
      },
    };
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve' }));
    await expect(
      await canvas.findByText(
        'This application was decided already. Please reload the page to see the decision.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Declined')).toBeVisible());
    await expect(canvas.getByText(REASON)).toBeVisible();
  },
};
