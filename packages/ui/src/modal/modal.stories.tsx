import type { Meta, StoryObj } from '@storybook/react-vite';
import { Activity, type ComponentProps, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../fields/text-field';
import { Hint } from '../hint/hint';
import { pressOnBackdrop } from '../test-support/pointer-gestures';
import { Modal } from './modal';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  parameters: {
    docs: {
      // Its own frame on the docs page: an open modal, menu or fixed notice stays inside it.
      story: { inline: false, iframeHeight: 520 },
      description: {
        component: `The kit's one modal, on the native \`<dialog>\` opened with \`showModal()\`: it sits in the top
layer above everything, the page behind is inert, and \`::backdrop\` is the overlay. \`title\`
names it, \`description\` describes it, \`footer\` holds its actions; \`trigger\` is an optional
button that opens it. \`variant="sheet"\` makes a full-height panel from the right (the header's
mobile menu). Controlled (\`open\`, \`onOpenChange\`) or not (\`defaultOpen\`).

**Keyboard.** Opening moves focus to the first field, else the first button; Tab cycles inside;
Escape closes it and focus returns to whatever opened it. A popup inside that handles Escape
itself keeps the modal open.

**Pointer.** The cross and a tap on the backdrop close it; a swipe that starts on the backdrop
and moves more than 30 px does not (spec §4).

**Server rendering.** Nothing of it is rendered on the server; it mounts in a portal on \`<body>\`
after hydration, only while open.`,
      },
    },
  },
  args: {
    title: 'Review our Terms to sign up',
    description: 'Please agree to the Terms & Conditions and Privacy Policy to continue.',
    trigger: <Button>Open the modal</Button>,
    children: <TextField label="Email" type="email" />,
    footer: <Button>Continue</Button>,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.queryByRole('dialog', { name: 'Review our Terms to sign up' });

export const Closed: Story = {
  play: async () => {
    await expect(dialog()).toBeNull();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: 'Review our Terms to sign up' });
    await expect(modal).toHaveAccessibleDescription(
      'Please agree to the Terms & Conditions and Privacy Policy to continue.',
    );
    // The first field takes the focus, not the cross (last in the dialog).
    await waitFor(() =>
      expect(within(modal).getByRole('textbox', { name: 'Email' })).toHaveFocus(),
    );
  },
};

/** Opening starts at the first field, not at an info button beside its label. */
export const FocusesFirstField: Story = {
  args: {
    defaultOpen: true,
    children: (
      <TextField
        label="Email"
        type="email"
        labelAddon={<Hint label="About your email">We write to you about your order.</Hint>}
      />
    ),
  },
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: 'Review our Terms to sign up' });
    await waitFor(() =>
      expect(within(modal).getByRole('textbox', { name: 'Email' })).toHaveFocus(),
    );
  },
};

/** A modal with only a title and an Ok button (the OAuth error modal's shape). */
export const TitleAndButton: Story = {
  args: {
    defaultOpen: true,
    title: 'Oops! Something went wrong',
    description: 'Some error occurred. Please try again later or contact support.',
    children: undefined,
    footer: <Button>Ok</Button>,
  },
};

/**
 * While it is open the page behind is inert: focus cannot leave the modal, Tab moves between its
 * controls. Escape closes it and focus returns to the trigger.
 */
export const FocusTrapAndEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open the modal' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const modal = await screen.findByRole('dialog', { name: 'Review our Terms to sign up' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const email = within(modal).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    trigger.focus();
    await expect(email).toHaveFocus();
    await userEvent.tab();
    await expect(within(modal).getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(modal).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * A tap on the backdrop closes it, a swipe over the backdrop does not, a press inside does not;
 * so does the cross. The page behind does not scroll while it is open.
 */
export const OverlayAndCloseButton: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open the modal' });
    await userEvent.click(trigger);
    const modal = await screen.findByRole('dialog', { name: 'Review our Terms to sign up' });
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    await pressOnBackdrop(modal, 60);
    await expect(dialog()).toBeInTheDocument();
    await userEvent.click(within(modal).getByText('Review our Terms to sign up'));
    await expect(dialog()).toBeInTheDocument();
    await pressOnBackdrop(modal, 0);
    await waitFor(() => expect(dialog()).toBeNull());
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog()).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The 'sheet' variant: full height at the right edge (the header's mobile menu). */
export const Sheet: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    variant: 'sheet',
    defaultOpen: true,
    title: 'Menu',
    description: undefined,
    footer: undefined,
    closeLabel: 'Close menu',
  },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    const box = sheet.getBoundingClientRect();
    await expect(box.right).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
    await expect(within(sheet).getByRole('button', { name: 'Close menu' })).toBeVisible();
  },
};

/** A host's panel that React's `<Activity>` hides and shows again, with the modal inside it. */
function PanelWithModal(args: ComponentProps<typeof Modal>) {
  const [visible, setVisible] = useState(true);
  return (
    <>
      <Button onClick={() => setVisible(true)}>Show the panel</Button>
      <Activity mode={visible ? 'visible' : 'hidden'}>
        <Modal
          {...args}
          footer={<Button onClick={() => setVisible(false)}>Hide the panel</Button>}
        />
      </Activity>
    </>
  );
}

/**
 * Hidden by `<Activity>` while open (its effects are cleaned up, its state kept) and shown again:
 * the dialog opens again as it was, and nothing reports it closed.
 */
export const KeptOpenAcrossActivity: Story = {
  args: { defaultOpen: true, trigger: undefined },
  render: (args) => <PanelWithModal {...args} />,
  play: async ({ args, canvasElement }) => {
    const modal = await screen.findByRole('dialog', { name: 'Review our Terms to sign up' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Hide the panel' }));
    await waitFor(() => expect(dialog()).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show the panel' }));
    const shown = await screen.findByRole('dialog', { name: 'Review our Terms to sign up' });
    await waitFor(() =>
      expect(within(shown).getByRole('textbox', { name: 'Email' })).toHaveFocus(),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
