import { expertApplicationSummaryOf, fail, ok, pending } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  applicationApi,
  storyApplicationApi,
  UNUSED_APPLICATION_CLIENT,
} from '../test-support/application-stories';
import { withFocusRingMargin } from '../test-support/order-stories';
import { WaitingApplications } from './waiting-applications';

const meta = {
  title: 'Dashboard/ExpertApplications/WaitingApplications',
  component: WaitingApplications,
  parameters: {
    docs: {
      description: {
        component: `The operator's home lists the expert applications waiting for review, newest
first, a page at a time: how many wait in all, then each applicant's name (a link to the
application's page), e-mail address and when it arrived, and 'Show more' while another page
follows. A spinner while they load, the error widget and 'Try again' when they cannot, a sentence
when none waits.

**Driven by** \`useWaitingApplications\` over \`createExpertApplicationClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: {
    client: UNUSED_APPLICATION_CLIENT,
    applicationHref: (id: number) => `#application-${id}`,
  },
  render: (args, context) => (
    <WaitingApplications {...args} client={storyApplicationApi(context).client} />
  ),
} satisfies Meta<typeof WaitingApplications>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'GET /operators/expert-applications';
const COUNTS = { received: 3 };
const FIRST_PAGE = [
  expertApplicationSummaryOf({ id: 12, created_at: Date.UTC(2026, 10, 21, 9, 15) }),
  expertApplicationSummaryOf({
    id: 11,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    created_at: Date.UTC(2026, 10, 20, 16, 40),
  }),
];
const LAST = expertApplicationSummaryOf({
  id: 9,
  name: 'Alan Turing',
  email: 'alan@example.com',
  created_at: Date.UTC(2026, 10, 19, 8, 5),
});

export const Loading: Story = {
  ...applicationApi({ [LIST]: pending() }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Loading the expert applications waiting for review'),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  ...applicationApi({ [LIST]: fail('internal_error', 500) }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hmm, something seems to be missing')).toBeVisible();
    const { mock } = storyApplicationApi(context);
    const asked = mock.count(LIST);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mock.count(LIST)).toBe(asked + 1));
  },
};

export const NoneWaiting: Story = {
  ...applicationApi({
    [LIST]: ok({ applications: [], next_cursor: null, counts: { received: 0 } }),
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No expert application is waiting for review.'),
    ).toBeVisible();
  },
};

/** More pages follow: 'Show more' loads the next one under the first. */
export const MorePages: Story = {
  ...applicationApi({
    [LIST]: (request) =>
      request.query.get('cursor')
        ? ok({ applications: [LAST], next_cursor: null, counts: COUNTS })
        : ok({ applications: FIRST_PAGE, next_cursor: 'page-2', counts: COUNTS }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', {
      name: 'Expert applications waiting for review, newest first',
    });
    await expect(canvas.getByText('3 applications wait for review.')).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '#application-11',
    );
    await expect(canvas.getByRole('button', { name: 'Show more' })).toBeVisible();
  },
};

/** The last page is shown: every application, and no 'Show more'. */
export const LastPage: Story = {
  ...MorePages,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));
    await canvas.findByRole('link', { name: 'Alan Turing' });
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument(),
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
