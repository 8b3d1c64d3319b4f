import { fail, MOCK_API_ORIGIN, ok, pending } from '@bb/api-client/testing';
import { bbEnvironment, storyEnvironment, withBbEnvironment } from '@bb/ui/test-support';
import { ERROR_CATALOGUE, FILE_MAX_BYTES } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { orderFileOf } from '../test-support/order-stories';
import { ORDER_FILES_TEXTS } from './order-file-texts';
import { OrderFiles } from './order-files';

const CUSTOMER_FILES = '/customers/orders/41/files';
const EXPERT_FILES = '/writers/orders/41/files';
const TOO_LARGE = ERROR_CATALOGUE.file_too_large.message;
const TYPE_REFUSED = ERROR_CATALOGUE.file_type_not_allowed.message;
const NETWORK = ERROR_CATALOGUE.internal_error.message;

const BRIEF = orderFileOf({});
const DATA = orderFileOf({
  id: 'f2',
  name: 'survey-data.csv',
  size: 48_000,
  content_type: 'text/csv',
});
const REPORT = orderFileOf({
  id: 'f3',
  name: 'regression-report.pdf',
  size: 1_850_000,
  party: 'expert',
  is_result: true,
});
const SCRIPT = orderFileOf({
  id: 'f4',
  name: 'model.R',
  size: 6_200,
  content_type: 'text/plain',
  party: 'expert',
});

const meta = {
  title: 'Dashboard/Orders/OrderFiles',
  component: OrderFiles,
  parameters: {
    docs: {
      description: {
        component: `The files section of an order's page (issue 14, "files both ways"): the customer attaches files
and downloads the expert's result once delivered; the expert uploads the result (then marks the
order delivered) and may remove a file of theirs until it is delivered; the operator reads. Each
file is a download link named by the file (to our own origin, saved as an attachment), with its
size, who uploaded it, and 'Result' on what a delivery handed over.

Each chosen file uploads on its own, its state in an \`aria-live\` region: uploading, uploaded, or
refused in the catalogue's words (over 10 MB, refused before it is sent; a program or installer,
refused by the API; a lost connection, with 'Retry'), each with 'Dismiss'. A removal's outcome is
announced in a status region that takes focus, since the removed file's button is gone.

**Driven by** \`useOrderFiles({ party, orderId, status, client })\` (\`@bb/form-hooks\`), whose client
is \`client\` or the environment's \`orders\`. A new \`status\` loads the list again (after a
delivery). \`headingLevel\` (2 or 3) fits the section into its page.

**Keyboard.** Tab through the download links, 'Remove' buttons, the upload control (Enter or
Space opens the file chooser), and each upload's 'Retry' and 'Dismiss'.`,
      },
    },
  },
  decorators: [
    withBbEnvironment,
    (Story) => (
      <div style={{ maxWidth: 640, padding: 4 }}>
        <Story />
      </div>
    ),
  ],
  args: { party: 'customer', orderId: 41, status: 'in_progress' },
} satisfies Meta<typeof OrderFiles>;

export default meta;
type Story = StoryObj<typeof meta>;

const chooser = (canvas: HTMLElement, name: string) => within(canvas).getByLabelText(name);

/** Chooses files in the upload control, as the file chooser would. */
async function choose(canvas: HTMLElement, files: File[], label: string = 'Attach files') {
  await userEvent.upload(chooser(canvas, label), files);
}

const fileNamed = (name: string, bytes = 1200) => new File([new Uint8Array(bytes)], name);

/** The list is on its way. */
export const Loading: Story = {
  ...bbEnvironment({ routes: { [`GET ${CUSTOMER_FILES}`]: pending() } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Files' })).toBeVisible();
    const [spinner] = canvas.getAllByRole('status');
    await expect(spinner).toHaveTextContent(ORDER_FILES_TEXTS.loading);
  },
};

/** No files yet: the customer can attach some (up to 10 MB each, no programs). */
export const Empty: Story = {
  ...bbEnvironment({ routes: { [`GET ${CUSTOMER_FILES}`]: ok({ files: [] }) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(ORDER_FILES_TEXTS.empty)).toBeVisible();
    await expect(chooser(canvasElement, 'Attach files')).toHaveAccessibleDescription(
      'Up to 10 MB each. Programs and installers cannot be attached.',
    );
  },
};

/** The list did not load: the catalogue's words and 'Try again'. */
export const LoadError: Story = {
  ...bbEnvironment({ routes: { [`GET ${CUSTOMER_FILES}`]: fail('internal_error', 500) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(NETWORK);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** 'Try again' loads the list. */
export const LoadErrorTriedAgain: Story = {
  ...bbEnvironment({
    routes: { [`GET ${CUSTOMER_FILES}`]: [fail('internal_error', 500), ok({ files: [BRIEF] })] },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('link', { name: BRIEF.name })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Delivered: the customer downloads the expert's result beside their own files. */
export const DeliveredResult: Story = {
  args: { status: 'delivered' },
  ...bbEnvironment({
    routes: { [`GET ${CUSTOMER_FILES}`]: ok({ files: [BRIEF, DATA, REPORT] }) },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const report = await canvas.findByRole('link', { name: REPORT.name });
    await expect(report).toHaveAttribute(
      'href',
      `${MOCK_API_ORIGIN}/api/en/1${CUSTOMER_FILES}/${REPORT.id}`,
    );
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'assignment-brief.pdf245 kB · You',
      'survey-data.csv47 kB · You',
      'regression-report.pdf1.8 MB · ExpertResult',
    ]);
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
  },
};

/** A file on its way: its state is announced. */
export const Uploading: Story = {
  ...bbEnvironment({
    routes: {
      [`GET ${CUSTOMER_FILES}`]: ok({ files: [BRIEF] }),
      [`POST ${CUSTOMER_FILES}`]: pending(),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: BRIEF.name });
    await choose(canvasElement, [fileNamed('survey-data.csv')]);
    const uploads = canvas.getByRole('list', { name: 'Uploads' });
    await expect(uploads.closest('[aria-live="polite"]')).not.toBeNull();
    await expect(uploads).toHaveTextContent('Uploading survey-data.csv…');
    await expect(within(uploads).queryByRole('button')).toBeNull();
  },
};

/** Uploaded: the file joins the list at once. */
export const Uploaded: Story = {
  ...bbEnvironment({
    routes: {
      [`GET ${CUSTOMER_FILES}`]: ok({ files: [BRIEF] }),
      [`POST ${CUSTOMER_FILES}`]: ok({ file: DATA }),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: BRIEF.name });
    await choose(canvasElement, [fileNamed('survey-data.csv')]);
    await expect(await canvas.findByText('survey-data.csv uploaded.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: DATA.name })).toBeVisible();
  },
};

/** A file over 10 MB is refused before it is sent; it can only be dismissed. */
export const RefusedTooLarge: Story = {
  ...bbEnvironment({ routes: { [`GET ${CUSTOMER_FILES}`]: ok({ files: [BRIEF] }) } }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('link', { name: BRIEF.name });
    await choose(context.canvasElement, [fileNamed('lecture-recording.mp4', FILE_MAX_BYTES + 1)]);
    await expect(
      await canvas.findByText(`lecture-recording.mp4 was not uploaded. ${TOO_LARGE}`),
    ).toBeVisible();
    await expect(storyEnvironment(context).mock.count(`POST ${CUSTOMER_FILES}`)).toBe(0);
    await expect(canvas.queryByRole('button', { name: /^Retry/ })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'Dismiss lecture-recording.mp4' }),
    ).toBeVisible();
  },
};

/** A program is refused by the API; dismissing it clears the line. */
export const RefusedType: Story = {
  ...bbEnvironment({
    routes: {
      [`GET ${CUSTOMER_FILES}`]: ok({ files: [BRIEF] }),
      [`POST ${CUSTOMER_FILES}`]: fail('file_type_not_allowed', 415),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: BRIEF.name });
    await choose(canvasElement, [fileNamed('setup.exe'), fileNamed('installer.msi')]);
    await expect(
      await canvas.findByText(`installer.msi was not uploaded. ${TYPE_REFUSED}`),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss installer.msi' }));
    await expect(canvas.queryByText(/installer\.msi/)).toBeNull();
    await expect(canvas.getByText(`setup.exe was not uploaded. ${TYPE_REFUSED}`)).toBeVisible();
  },
};

/** The connection was lost: 'Retry' sends the same file again. */
export const NetworkError: Story = {
  args: { party: 'expert' },
  ...bbEnvironment({
    routes: { [`GET ${EXPERT_FILES}`]: ok({ files: [BRIEF] }) },
    offline: [`POST ${EXPERT_FILES}`],
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('link', { name: BRIEF.name });
    await choose(context.canvasElement, [fileNamed('model.R')], 'Upload result files');
    const message = `model.R was not uploaded. ${NETWORK}`;
    await expect(await canvas.findByText(message)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry model.R' }));
    await waitFor(() =>
      expect(storyEnvironment(context).mock.count(`POST ${EXPERT_FILES}`)).toBe(2),
    );
    await expect(await canvas.findByText(message)).toBeVisible();
  },
};

/** The expert's own file, not delivered yet, with its 'Remove model.R'; the customer's has none. */
export const ExpertRemovableFile: Story = {
  args: { party: 'expert' },
  ...bbEnvironment({ routes: { [`GET ${EXPERT_FILES}`]: ok({ files: [BRIEF, SCRIPT] }) } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Remove model.R' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Remove/ })).toHaveLength(1);
    await expect(canvas.getByText(ORDER_FILES_TEXTS.notDelivered)).toBeVisible();
    // The keyboard path: each download link, the file's Remove, then the upload control.
    const path = [
      canvas.getByRole('link', { name: BRIEF.name }),
      canvas.getByRole('link', { name: SCRIPT.name }),
      canvas.getByRole('button', { name: 'Remove model.R' }),
      chooser(canvasElement, 'Upload result files'),
    ];
    for (const stop of path) {
      await userEvent.tab();
      await expect(stop).toHaveFocus();
    }
  },
};

/** The expert takes the file back: it leaves the list, and focus lands on what happened. */
export const ExpertRemovesFile: Story = {
  args: { party: 'expert' },
  ...bbEnvironment({
    routes: {
      [`GET ${EXPERT_FILES}`]: ok({ files: [BRIEF, SCRIPT] }),
      [`DELETE ${EXPERT_FILES}/${SCRIPT.id}`]: ok({}),
    },
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove model.R' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('model.R removed.'));
    await expect(canvas.getByRole('status')).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: SCRIPT.name })).toBeNull();
    await expect(storyEnvironment(context).mock.calls()).toContain(
      `DELETE ${EXPERT_FILES}/${SCRIPT.id}`,
    );
  },
};

/** The operator reads every file, the expert's work in progress too: no upload, no removal. */
export const OperatorReadOnly: Story = {
  args: { party: 'operator' },
  ...bbEnvironment({
    routes: { 'GET /operators/orders/41/files': ok({ files: [BRIEF, REPORT, SCRIPT] }) },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByText('7 kB · Expert')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByLabelText(/Attach files|Upload result files/)).toBeNull();
  },
};
