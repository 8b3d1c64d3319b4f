import { fail, ok, pending } from '@bb/api-client/testing';
import { DisciplineCombobox, RequestedWriterCard } from '@bb/ui';
import {
  bbEnvironment,
  STORY_DISCIPLINE_GROUPS,
  STORY_DISCIPLINES,
  STORY_WRITER,
  type StoryEnvironmentOptions,
  storyEnvironment,
  withBbEnvironment,
} from '@bb/ui/test-support';
import { DASHBOARD_MESSAGES, ERROR_CATALOGUE, FILE_MAX_BYTES, MESSAGES } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { DraftFilesList } from './draft-files-list';
import { NewOrderForm } from './new-order-form';
import { nextDayDeadline } from './new-order-values';

// A fixed clock, so the default deadline, the price and the reference images never move.
const NOW = new Date(2026, 10, 25, 15, 40).getTime();
const HOUR = 60 * 60 * 1000;

const ROUTES = {
  'GET /widgets/dictionaries/discipline_sub,discipline_sub_grouping': ok({
    discipline_sub: STORY_DISCIPLINES,
    discipline_sub_grouping: STORY_DISCIPLINE_GROUPS,
  }),
  'GET /widgets/dictionaries/paper_type': ok({
    paper_type: [
      { id: 1, title: 'Programming assignment' },
      { id: 2, title: 'Lab report' },
    ],
  }),
};

/** The page's environment: the dictionaries, and what the story adds. */
const page = (options: StoryEnvironmentOptions = {}) =>
  bbEnvironment({ ...options, routes: { ...ROUTES, ...options.routes } });

const draft = (fields: object) => ({ 'bb-order': JSON.stringify(fields) });

const meta = {
  title: 'Dashboard/New order form',
  component: NewOrderForm,
  subcomponents: { DisciplineCombobox, DraftFilesList, RequestedWriterCard },
  args: { options: { home: '/customer/', email: 'ada@example.com', now: () => NOW } },
  parameters: {
    docs: {
      description: {
        component: `The customer's full order page (the dashboard's \`new_order/\`, and the short form's landing
address): every field of the order draft, the files, the requested expert, the price before
submitting, and the button that places the order. The dashboard page gives it its heading.

**Driven by** \`useNewOrderForm\` (\`@bb/form-hooks\`) under a \`BbProvider\`: the draft is restored
from the data box named by \`data_box_key\` (the key then leaves the address) or from \`bb-order\`,
saved to \`bb-order\` as the person types, and the order goes to the new order's page. Its texts
are \`NEW_ORDER_TEXTS\`; the rules and messages are @bb/validation's. These stories fix the clock
at Nov 25, 2026, 15:40, so the default deadline (the 'next day' helper) is Nov 26, 15:00.

**Subcomponents.** \`DisciplineCombobox\` (the discipline with Create "{text}", shared with the
short form), \`DraftFilesList\` (each file with its own state: a spinner while uploading, a check
once uploaded, or its error; a 'Remove {name}' button) and \`RequestedWriterCard\` (the requested
writer's card, or its skeleton while loading).

**Keyboard.** Tab through the fields in order; Space picks pages or words; Enter in a text field
places the order. After a refused submit focus moves to the first field in error.`,
      },
    },
  },
  decorators: [
    withBbEnvironment,
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewOrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: HTMLElement, name: string | RegExp) =>
  within(canvas).getByRole('textbox', { name });
const submit = (canvas: HTMLElement) => within(canvas).getByRole('button', { name: 'Place order' });
const ready = (canvas: HTMLElement) => waitFor(() => expect(field(canvas, 'Title')).toBeEnabled());
const deadline = (canvas: HTMLElement) => within(canvas).getByLabelText('Deadline');
const fileInput = (canvas: HTMLElement) =>
  within(canvas).getByLabelText('Attach files') as HTMLInputElement;

async function fillIn(canvas: HTMLElement) {
  await ready(canvas);
  await userEvent.type(field(canvas, 'Title'), 'Dijkstra in Python');
  await userEvent.type(within(canvas).getByRole('combobox', { name: 'Discipline' }), 'Pyth');
  await userEvent.keyboard('{Enter}');
}

/** A new order: 1 page, the 'next day' deadline (Nov 26, 15:00) and its price. */
export const EmptyWithDefaults: Story = {
  ...page(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvasElement).toHaveTextContent('Ordering as ada@example.com');
    await expect(canvas.getByRole('combobox', { name: 'Type of paper' })).toHaveValue('1');
    await expect(canvas.getByRole('radio', { name: 'Pages' })).toBeChecked();
    await expect(canvas.getByRole('spinbutton', { name: 'Pages' })).toHaveValue(1);
    await expect(deadline(canvasElement)).toHaveValue('2026-11-26T15:00');
    await expect(deadline(canvasElement)).toHaveAccessibleDescription('Due Nov 26, 2026');
    // One page, the deadline under 24 hours away: $12 × 2.
    await expect(canvasElement).toHaveTextContent('Price$24.00');
  },
};

/** Landing from the short form: the draft comes from the data box, and the key leaves the address. */
export const RestoredDraft: Story = {
  ...page({
    href: 'http://bb.test/dashboard/customer/new-order?data_box_key=box-7&oaprovider=google',
    routes: {
      'GET /widgets/data-boxes/box-7': ok({
        data: JSON.stringify({
          login: 'ada@example.com',
          discipline_sub: 30000,
          discipline_txt: 'Quantum chess',
          title: 'Endgame tables',
          pages_qty: 4,
          deadline_datetime: NOW + 10 * 24 * HOUR,
        }),
      }),
    },
  }),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await waitFor(() => expect(field(canvasElement, 'Title')).toHaveValue('Endgame tables'));
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Discipline' })).toHaveValue('Quantum chess'),
    );
    await expect(canvas.getByRole('spinbutton', { name: 'Pages' })).toHaveValue(4);
    await expect(deadline(canvasElement)).toHaveValue('2026-12-05T15:40');
    // Four pages at 10 days: $12 × 4 × 1.15.
    await expect(canvasElement).toHaveTextContent('Price$55.20');
    await expect(storyEnvironment(context).addressBar.href()).toBe(
      'http://bb.test/dashboard/customer/new-order?oaprovider=google',
    );
  },
};

/** Placed with nothing filled in: each field says what it needs, focus on the title, nothing sent. */
export const ValidationErrors: Story = {
  ...page(),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.clear(canvas.getByRole('spinbutton', { name: 'Pages' }));
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(field(canvasElement, 'Title')).toHaveFocus());
    await expect(field(canvasElement, 'Title')).toHaveAccessibleDescription(
      'Please enter a title for your order',
    );
    await expect(canvas.getByRole('combobox', { name: 'Discipline' })).toHaveAccessibleDescription(
      MESSAGES.discipline_required,
    );
    await expect(canvas.getByRole('spinbutton', { name: 'Pages' })).toHaveAccessibleDescription(
      `${DASHBOARD_MESSAGES.pages_qty_invalid} One page is 275 words.`,
    );
    await expect(
      storyEnvironment(context)
        .mock.calls()
        .filter((call) => call.startsWith('POST')),
    ).toEqual([]);
  },
};

/** Counted in words, with a description over 10000 characters: both refused. */
export const WordsAndDescriptionErrors: Story = {
  ...page({
    localStorage: draft({
      title: 'Survey analysis',
      discipline_sub: 104,
      'paper-size-type': 'words',
      description: 'x'.repeat(10_001),
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Words' })).toBeChecked());
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(field(canvasElement, 'Description')).toHaveFocus());
    await expect(field(canvasElement, 'Description')).toHaveAccessibleDescription(
      `${DASHBOARD_MESSAGES.description_too_long} What the expert should do: the task, its requirements, how to hand it in.`,
    );
    await expect(canvas.getByRole('spinbutton', { name: 'Words' })).toHaveAccessibleDescription(
      `${DASHBOARD_MESSAGES.words_qty_invalid} One page is 275 words.`,
    );
    // Shortened to its first lines for the picture.
    await userEvent.clear(field(canvasElement, 'Description'));
    await userEvent.type(field(canvasElement, 'Description'), 'x'.repeat(40));
    await expect(field(canvasElement, 'Description')).toHaveAccessibleDescription(
      'What the expert should do: the task, its requirements, how to hand it in.',
    );
  },
};

/** A deadline in the past: refused once the field is left, and no price is shown. */
export const PastDeadline: Story = {
  ...page(),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    fireEvent.change(deadline(canvasElement), { target: { value: '2026-11-20T10:00' } });
    // Leaving the field shows its error.
    fireEvent.focusOut(deadline(canvasElement));
    await waitFor(() =>
      expect(deadline(canvasElement)).toHaveAccessibleDescription(
        'Please choose a deadline in the future Due Nov 20, 2026',
      ),
    );
    await expect(canvasElement).toHaveTextContent(
      'The price shows once the size and a future deadline are set.',
    );
  },
};

const brief = () => new File(['The task: Dijkstra with a binary heap.'], 'brief.txt');

/** A file on its way: its spinner, and the order waits for it. */
export const FileUploading: Story = {
  ...page({ routes: { 'POST /widgets/orphanage-file': pending() } }),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await userEvent.upload(fileInput(canvasElement), brief());
    const list = within(canvasElement).getByRole('list', { name: 'Files' });
    await waitFor(() => expect(within(list).getByRole('status')).toHaveTextContent('Uploading…'));
    await expect(submit(canvasElement)).toBeDisabled();
  },
};

/** An uploaded file, kept in the draft; it can be removed. */
export const FileUploaded: Story = {
  ...page({
    routes: {
      'POST /widgets/orphanage-file': ok({ file: { id: 'f1', name: 'brief.txt', size: 38 } }),
    },
  }),
  play: async (context) => {
    const { canvasElement } = context;
    await ready(canvasElement);
    await userEvent.upload(fileInput(canvasElement), brief());
    const list = within(canvasElement).getByRole('list', { name: 'Files' });
    await waitFor(() => expect(within(list).getByRole('img', { name: 'Uploaded' })).toBeVisible());
    await expect(list).toHaveTextContent('brief.txt1 kB');
    await expect(within(list).getByRole('button', { name: 'Remove brief.txt' })).toBeEnabled();
    await expect(
      JSON.parse(storyEnvironment(context).localStorage.getItem('bb-order') ?? '{}').files,
    ).toEqual([{ id: 'f1', name: 'brief.txt', size: 38 }]);
  },
};

/** A file over 10 MiB: refused at once with its message, never sent. */
export const FileTooLarge: Story = {
  ...page(),
  play: async (context) => {
    const { canvasElement } = context;
    await ready(canvasElement);
    const video = new File([new Uint8Array(FILE_MAX_BYTES + 1)], 'lecture.mp4');
    await userEvent.upload(fileInput(canvasElement), video);
    const list = within(canvasElement).getByRole('list', { name: 'Files' });
    await waitFor(() => expect(list).toHaveTextContent(ERROR_CATALOGUE.file_too_large.message));
    await expect(list).toHaveTextContent(
      'lecture.mp410.0 MBRemoveThis file is too large. Please choose a file of up to 10 MB.',
    );
    await expect(storyEnvironment(context).mock.count('POST /widgets/orphanage-file')).toBe(0);
  },
};

/** The draft asks for an expert: the card shows, and removing it clears the request. */
export const RequestedWriter: Story = {
  ...page({
    localStorage: draft({ writer_req_slug: 'ada-l', title: 'Lab 3', discipline_sub: 100 }),
    routes: {
      'GET /widgets/writers/ada-l': ok({ ...STORY_WRITER, badges: ['triple10'] }),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('article', { name: 'Ada L.' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Remove Ada L.' })).toBeEnabled();
  },
};

/** Counted in words: 1100 words due in three days, $12 a page of 275 words × 1.3. */
export const Price: Story = {
  ...page({ localStorage: draft({ deadline_datetime: NOW + 3 * 24 * HOUR + HOUR }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Words' }));
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Words' }), '1100');
    await expect(canvasElement).toHaveTextContent('Price$62.40');
    await expect(submit(canvasElement)).toHaveAccessibleDescription('Price $62.40');
  },
};

/** A new customer: 'Your first order: 15% off', and the price with the welcome discount's line. */
export const WelcomeDiscount: Story = {
  ...page({
    localStorage: draft({ pages_qty: 4, deadline_datetime: NOW + 3 * 24 * HOUR + HOUR }),
    routes: {
      'GET /customers/discount': ok({
        discount: { kind: 'welcome', percent: 15 },
        paid_total_cents: 0,
      }),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(await canvas.findByText('Your first order: 15% off')).toBeVisible();
    // 4 pages at $12 × 1.3 is $62.40; 15% off is $9.36.
    await expect(canvasElement).toHaveTextContent(
      'List price$62.40Welcome discount (15%)−$9.36Price$53.04',
    );
  },
};

/** The order is being placed: the button spins and the fields are locked. */
export const Submitting: Story = {
  ...page({ routes: { 'POST /customers/pre-orders': pending() } }),
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(submit(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(field(canvasElement, 'Title')).toBeDisabled();
  },
};

/** The server refuses the deadline (it passed meanwhile): its message on the deadline. */
export const ServerError: Story = {
  ...page({ routes: { 'POST /customers/pre-orders': fail('deadline_past') } }),
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(deadline(canvasElement)).toHaveFocus());
    await expect(deadline(canvasElement)).toHaveAccessibleDescription(
      `${DASHBOARD_MESSAGES.deadline_past} Due Nov 26, 2026`,
    );
    await expect(submit(canvasElement)).toBeEnabled();
  },
};

/** A refusal about no field of the form: above the button. */
export const FormLevelServerError: Story = {
  ...page({ routes: { 'POST /customers/pre-orders': fail('not_authenticated', 401) } }),
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await userEvent.click(submit(canvasElement));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
        ERROR_CATALOGUE.not_authenticated.message,
      ),
    );
  },
};

/** Placed: the order is created from the draft, the draft cleared, and the page goes to the order. */
export const Placed: Story = {
  ...page({ routes: { 'POST /customers/pre-orders': ok({ order: { id: 42, status: 'paid' } }) } }),
  play: async (context) => {
    const { canvasElement } = context;
    await fillIn(canvasElement);
    await userEvent.click(submit(canvasElement));
    const { navigation, mock, localStorage } = storyEnvironment(context);
    await waitFor(() => expect(navigation.visited).toEqual(['/dashboard/customer/orders/42/']));
    const placed = mock.requests.find((request) => request.path === '/customers/pre-orders');
    await expect(placed?.form?.get('title')).toBe('Dijkstra in Python');
    await expect(placed?.form?.get('discipline_sub')).toBe('100');
    await expect(placed?.form?.get('deadline_datetime')).toBe(String(nextDayDeadline(NOW)));
    await expect(localStorage.getItem('bb-order')).toBeNull();
  },
};
