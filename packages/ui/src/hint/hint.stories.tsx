import { EMAIL_USAGE_TOOLTIP, RETURNING_CUSTOMER_TOOLTIP } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pressAndMove } from '../test-support/pointer-gestures';
import { Hint } from './hint';

const meta = {
  title: 'UI/Hint',
  component: Hint,
  parameters: {
    docs: {
      description: {
        component: `A toggletip: a small info button beside a label whose text shows in a bubble. The button has
\`aria-expanded\` and \`aria-controls\` pointing at a polite live region; opening it puts the text
in that region, so a screen reader reads it out. \`label\` names the button ('About your email');
\`side\` places the bubble (below by default; no collision handling, so choose a side with room).

**Keyboard.** Enter or Space toggles it. Escape closes it (and stops there: a modal around it
stays open); so do moving focus to another control and a tap outside (a swipe of more than
30 px is not a tap, spec §4).`,
      },
    },
  },
  args: { label: 'Why we ask for your email', children: EMAIL_USAGE_TOOLTIP },
  decorators: [
    (Story) => (
      <div style={{ padding: '140px 160px 40px', fontFamily: 'var(--bb-font-family)' }}>
        <p>
          Email <Story />
        </p>
        <p>Text beside the hint.</p>
        <button type="button">Another control</button>
      </div>
    ),
  ],
} satisfies Meta<typeof Hint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hint's button and the live region it controls, where its text appears when open. */
function parts(canvasElement: HTMLElement, name = 'Why we ask for your email') {
  const button = within(canvasElement).getByRole('button', { name });
  const bubble = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!bubble) throw new Error('the hint button controls nothing');
  return { button, bubble };
}

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const { button, bubble } = parts(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(bubble).toHaveAttribute('aria-live', 'polite');
    await expect(bubble).toBeEmptyDOMElement();
  },
};

/** Opened with the keyboard: the text appears in the live region, in a bubble below. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { button, bubble } = parts(canvasElement);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(bubble).toHaveTextContent(EMAIL_USAGE_TOOLTIP);
    const text = within(bubble).getByText(EMAIL_USAGE_TOOLTIP);
    await expect(text).toBeVisible();
    await expect(text.getBoundingClientRect().top).toBeGreaterThan(
      button.getBoundingClientRect().bottom,
    );
  },
};

/** The returning-customer tooltip of spec §5, placed above its button. */
export const ReturningCustomer: Story = {
  args: {
    label: 'Welcome back',
    children: RETURNING_CUSTOMER_TOOLTIP,
    defaultOpen: true,
    side: 'top',
  },
  play: async ({ canvasElement }) => {
    const { bubble } = parts(canvasElement, 'Welcome back');
    await expect(bubble).toHaveTextContent(
      'Welcome back! Please go ahead and log into your account using your existing credentials.',
    );
  },
};

/**
 * Toggle, Enter, Space, Escape and focus moving on; a tap outside closes it, a swipe over the
 * page does not.
 */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { button, bubble } = parts(canvasElement);
    const isOpen = () => bubble.textContent === EMAIL_USAGE_TOOLTIP;

    await userEvent.click(button);
    await expect(isOpen()).toBe(true);
    await userEvent.click(button);
    await expect(isOpen()).toBe(false);

    button.focus();
    await userEvent.keyboard(' ');
    await expect(isOpen()).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(isOpen()).toBe(false);
    await expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(isOpen()).toBe(true);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Another control' })).toHaveFocus();
    await expect(isOpen()).toBe(false);

    await userEvent.click(button);
    await expect(isOpen()).toBe(true);
    await pressAndMove(canvas.getByText('Text beside the hint.'), 40);
    await expect(isOpen()).toBe(true);
    await pressAndMove(canvas.getByText('Text beside the hint.'), 20);
    await waitFor(() => expect(isOpen()).toBe(false));
  },
};
