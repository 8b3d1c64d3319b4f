// DOM matchers (toBeVisible, toHaveAttribute…) for the jsdom tests, a clean page after each, and
// every render under StrictMode, as hosts develop (effects mount, unmount and mount again).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ reactStrictMode: true });
afterEach(cleanup);

// jsdom has <dialog> but not showModal() and close(): stand-ins that toggle `open` and, as the
// browser does, focus the first control inside on opening, enough for the login modal to open and
// close here. The top layer, the inert page and focus return are the browser's; the story tests
// check them in Chromium. (Node-environment test files have no DOM at all.)
if (typeof HTMLDialogElement !== 'undefined') {
  const dialogMethods: Partial<Pick<HTMLDialogElement, 'showModal' | 'close'>> =
    HTMLDialogElement.prototype;
  dialogMethods.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
    this.querySelector<HTMLElement>('input, select, textarea, button, a[href]')?.focus();
  };
  dialogMethods.close ??= function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
