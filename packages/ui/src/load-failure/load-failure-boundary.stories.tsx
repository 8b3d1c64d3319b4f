import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorWidget } from '../error-widget/error-widget';
import { LoadFailureBoundary } from './load-failure-boundary';
import { LoadRetry } from './load-retry';

/** Stands in for a part whose code could not be fetched, as `import()` rejects then. */
function UnreachablePart(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}

const meta = {
  title: 'UI/Load failure boundary',
  component: LoadFailureBoundary,
  subcomponents: { LoadRetry },
  parameters: {
    docs: {
      description: {
        component: `Around a part loaded on demand (\`React.lazy\`): when its code cannot be fetched (the visitor
went offline, or a new release replaced the file an open page still names), \`fallback\` stands in
for it (the kit's \`ErrorWidget\`, 'Hmm, something seems to be missing') and the rest of the page
keeps working. The account menu wraps its login modal and signed-in menu in it; the dashboard,
its full order page.

**LoadRetry** (a subcomponent here): for data that failed to load rather than code, the same
\`ErrorWidget\` with a button (\`label\`) that calls \`onRetry\` (the dashboard's pages).`,
      },
    },
  },
  args: { fallback: <ErrorWidget />, children: <UnreachablePart /> },
} satisfies Meta<typeof LoadFailureBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account menu's login modal or signed-in menu could not be loaded: the error widget shows. */
export const PartFailedToLoad: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Hmm, something seems to be missing'),
    ).toBeVisible();
  },
};

/** The part loaded: it shows, and the fallback does not. */
export const PartLoaded: Story = {
  args: { children: <p>The loaded part</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The loaded part')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
