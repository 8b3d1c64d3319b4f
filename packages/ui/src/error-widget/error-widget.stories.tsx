import { SHORT_FORM_LOAD_FAILED_MESSAGE, WIDGET_LOAD_FAILED_MESSAGE } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorWidget } from './error-widget';

const meta = {
  title: 'UI/ErrorWidget',
  component: ErrorWidget,
  parameters: {
    docs: {
      description: {
        component: `The message shown where something could not be loaded: 'Hmm, something seems to be missing',
or with \`variant="long"\` the short form's own longer text. It is a \`role="alert"\` region, so it
is announced when it appears; its picture is decorative. The order form shows it in place of
the form when its data cannot load; \`AccountMenu\` in place of a part it could not fetch.`,
      },
    },
  },
} satisfies Meta<typeof ErrorWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed account widget (spec §8). */
export const Widget: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(/^Hmm, something seems to be missing$/);
    await expect(alert).toHaveTextContent(WIDGET_LOAD_FAILED_MESSAGE);
  },
};

/** The short order form failed to load (spec §8). */
export const ShortFormLoadFailed: Story = {
  args: { variant: 'long' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      "Hmm, something seems to be missing. We're having a little trouble showing the information you requested. Try refreshing the page, or check back later.",
    );
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      SHORT_FORM_LOAD_FAILED_MESSAGE,
    );
  },
};
