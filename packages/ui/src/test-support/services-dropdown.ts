import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SUBJECT_LINKS } from '../site-links/site-links';

/**
 * Opens the Services dropdown from the keyboard (focus, Enter) and checks it lists every subject
 * page with its address. Returns the 'Services' button.
 */
export async function openServicesByKeyboard(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: 'Services' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
  for (const link of SUBJECT_LINKS) {
    await expect(screen.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
  }
  return trigger;
}
