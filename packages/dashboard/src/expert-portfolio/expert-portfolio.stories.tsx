import { fail, ok, ownPortfolioItemOf, pending } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFocusRingMargin } from '../test-support/order-stories';
import {
  PORTFOLIO,
  portfolioApi,
  portfolioPage,
  storyPortfolioApi,
  UNUSED_PORTFOLIO_CLIENT,
} from '../test-support/portfolio-stories';
import { ExpertPortfolio } from './expert-portfolio';

const meta = {
  title: 'Dashboard/Profile/ExpertPortfolio',
  component: ExpertPortfolio,
  parameters: {
    docs: {
      description: {
        component: `The expert's portfolio on Profile & Settings, under the rest of the page: their
works, newest first and paged ('Show more'), each with its discipline, date, its file to download and
Remove, which asks in place before it removes; and the form that adds a work (title, discipline,
description, one file), checked as the server checks it, each refusal beside its field. The works
are public: the spec's portfolio calls show them on the expert's page. The file is chosen with the
kit's \`FilePicker\` (a button, as on the order pages, not the browser's 'Choose Files / No file
chosen'); the chosen file shows under it with its size and Remove.

**Keyboard.** Tab reaches the title, the discipline, the description, then 'Choose the file'
(Enter or Space opens the browser's file dialog), the chosen file's Remove, and 'Add to portfolio'.

**Driven by** \`useExpertPortfolio\` and \`usePortfolioForm\` over \`createExpertPortfolioClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: { client: UNUSED_PORTFOLIO_CLIENT },
  render: (args, context) => (
    <ExpertPortfolio {...args} client={storyPortfolioApi(context).client} />
  ),
} satisfies Meta<typeof ExpertPortfolio>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = 'GET /writers/portfolio';
const UPLOAD = 'POST /widgets/orphanage-file';
const ADD = 'POST /writers/portfolio';
const [FIRST] = PORTFOLIO;

/** Fills the form with a complete work. */
async function fillForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Title'), 'Graph search in Python');
  await userEvent.selectOptions(await canvas.findByLabelText('Discipline'), '101');
  await userEvent.type(canvas.getByLabelText('Description'), 'BFS and DFS on a city map.');
  await userEvent.upload(
    canvas.getByLabelText('Choose the file'),
    new File(['print("graph")'], 'graph.py', { type: 'text/x-python' }),
  );
}

export const Empty: Story = {
  ...portfolioApi({ [LIST]: portfolioPage([]) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Your portfolio is empty. Add a work to show customers what you do.',
      ),
    ).toBeVisible();
  },
};

export const FewItems: Story = {
  ...portfolioApi({ [LIST]: portfolioPage() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Library system schema')).toBeVisible();
    await expect(canvas.getByText('3 of 12 works')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download dijkstra.py' })).toHaveAttribute(
      'href',
      FIRST?.file_url,
    );
  },
};

const GRAPH = new File(['print("graph")'], 'graph.py', { type: 'text/x-python' });

/**
 * A file chosen with the kit's picker: its name and size under the button, with Remove; the
 * keyboard goes from the description to the button, then Remove, then Add.
 */
export const FileChosen: Story = {
  ...portfolioApi({ [LIST]: portfolioPage() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = await canvas.findByLabelText('Choose the file');
    await expect(picker).toHaveAccessibleDescription(/One file of up to 10 MB/);
    await userEvent.upload(picker, GRAPH);
    await expect(await canvas.findByText('graph.py')).toBeVisible();
    await expect(canvas.getByText('1 kB')).toBeVisible();
    canvas.getByLabelText('Description').focus();
    const remove = canvas.getByRole('button', { name: 'Remove graph.py' });
    for (const stop of [picker, remove, canvas.getByRole('button', { name: 'Add to portfolio' })]) {
      await userEvent.tab();
      await expect(stop).toHaveFocus();
    }
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByText('graph.py')).toBeNull());
    await expect(canvas.getByLabelText('Choose the file')).toHaveFocus();
    await userEvent.upload(canvas.getByLabelText('Choose the file'), GRAPH);
    await expect(await canvas.findByText('graph.py')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The same on a phone: the button, the limits and the chosen file wrap, nothing cut off. */
export const FileChosenOnPhone: Story = {
  ...FileChosen,
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    await FileChosen.play?.(context);
    const { canvasElement } = context;
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The first page of a longer portfolio: Show more under it. */
export const MorePages: Story = {
  ...portfolioApi({ [LIST]: portfolioPage(PORTFOLIO.slice(0, 2), 'MTc2~Mzg') }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Show more' }),
    ).toBeVisible();
  },
};

/** The work is on its way: the file uploads, the button is busy. */
export const Adding: Story = {
  ...portfolioApi({ [LIST]: portfolioPage(), [UPLOAD]: pending() }),
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to portfolio' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Add to portfolio/ })).toBeDisabled(),
    );
  },
};

/** Added: the form empties, the work is announced and listed. */
export const Added: Story = {
  ...portfolioApi(() => {
    let added = false;
    const item = ownPortfolioItemOf({ id: 50, title: 'Graph search in Python' });
    return {
      [LIST]: () => (added ? portfolioPage([item, ...PORTFOLIO]) : portfolioPage()),
      [UPLOAD]: ok({ file: { id: 'f-graph', name: 'graph.py', size: 14 } }),
      [ADD]: () => {
        added = true;
        return ok({ item });
      },
    };
  }),
  play: async ({ canvasElement, context }) => {
    await fillForm(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to portfolio' }));
    await expect(
      await canvas.findByText('“Graph search in Python” is in your portfolio.'),
    ).toBeVisible();
    await expect(await canvas.findByText('4 of 12 works')).toBeVisible();
    await expect(canvas.getByLabelText('Title')).toHaveValue('');
    const { mock } = storyPortfolioApi(context);
    await expect(
      mock.requests
        .find((request) => request.method === 'POST' && request.path === '/writers/portfolio')
        ?.form?.get('file'),
    ).toBe('f-graph');
  },
};

/** Nothing filled in: each field says what it needs, and focus goes to the first. */
export const RefusedBesideFields: Story = {
  ...portfolioApi({ [LIST]: portfolioPage([]) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to portfolio' }));
    await expect(await canvas.findByText('Please enter a title for this work')).toBeVisible();
    await expect(canvas.getByText('Please choose the discipline of this work')).toBeVisible();
    await expect(canvas.getByText('Please describe this work')).toBeVisible();
    await expect(canvas.getByText('Please attach the file of this work')).toBeVisible();
    await expect(canvas.getByLabelText('Title')).toHaveFocus();
  },
};

/** The server refuses the title (a rule the page shares): the refusal shows beside it. */
export const ServerRefusalBesideField: Story = {
  ...portfolioApi({
    [LIST]: portfolioPage(),
    [UPLOAD]: ok({ file: { id: 'f-graph', name: 'graph.py', size: 14 } }),
    [ADD]: fail('portfolio_discipline_required', 400),
  }),
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to portfolio' }));
    await expect(
      await canvas.findByText('Please choose the discipline of this work'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Discipline')).toHaveFocus();
  },
};

/** The upload is refused (a program): the reason shows beside the file. */
export const FileRefused: Story = {
  ...portfolioApi({
    [LIST]: portfolioPage(),
    [UPLOAD]: fail('file_type_not_allowed', 415),
  }),
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to portfolio' }));
    await expect(
      await canvas.findByText(/Programs and installers cannot be attached/),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Choose the file')).toHaveFocus();
  },
};

/** The portfolio is full: the refusal shows above the form. */
export const Full: Story = {
  ...portfolioApi({
    [LIST]: portfolioPage(),
    [UPLOAD]: ok({ file: { id: 'f-graph', name: 'graph.py', size: 14 } }),
    [ADD]: fail('portfolio_full', 409),
  }),
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to portfolio' }));
    await expect(await canvas.findByText(/the most it can/)).toBeVisible();
  },
};

/** Remove asks first, in place. */
export const ConfirmingRemoval: Story = {
  ...portfolioApi({ [LIST]: portfolioPage() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remove “Library system schema”' }),
    );
    await expect(
      canvas.getByText(
        'Remove “Library system schema” from your portfolio? Customers will no longer see it or its file.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Keep' })).toBeVisible();
  },
};

/** Confirmed: the work leaves the list and the page says so. */
export const Removed: Story = {
  ...portfolioApi(() => {
    let removed = false;
    return {
      [LIST]: () => portfolioPage(removed ? PORTFOLIO.filter((item) => item.id !== 38) : PORTFOLIO),
      'DELETE /writers/portfolio/38': () => {
        removed = true;
        return ok({});
      },
    };
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remove “Library system schema”' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(
      await canvas.findByText('“Library system schema” is no longer in your portfolio.'),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Library system schema')).toBeNull());
  },
};

export const Loading: Story = {
  ...portfolioApi({ [LIST]: pending() }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your portfolio')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  ...portfolioApi({ [LIST]: fail('internal_error', 500) }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hmm, something seems to be missing')).toBeVisible();
    const { mock } = storyPortfolioApi(context);
    const asked = mock.count(LIST);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mock.count(LIST)).toBe(asked + 1));
  },
};
