import { disclosure } from './disclosure';
import { watchOutsideTaps } from './outside-tap';

/** Whether a press on the dialog element fell outside its box, i.e. on `::backdrop`. */
function onBackdrop(dialog: HTMLDialogElement) {
  return (event: PointerEvent) => {
    if (event.target !== dialog) return false;
    const box = dialog.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    return x < box.left || x > box.right || y < box.top || y > box.bottom;
  };
}

/**
 * The menu below the xl breakpoint without React: the pre-rendered menu button (`@bb/ui`'s
 * `MobileMenu` trigger) opens the page's `<dialog>` (the same sheet markup its `Modal` renders)
 * with `showModal()`, so the platform makes the page inert and hands focus back on close. Escape,
 * the close button and a tap on the backdrop close it (a swipe of more than 30 px does not); a
 * link in it opens a new page. Its Services entry is a disclosure.
 */
export function mobileMenu(trigger: HTMLButtonElement, dialog: HTMLDialogElement): void {
  let stopWatching: () => void = () => undefined;
  const close = () => {
    if (!dialog.open) return;
    dialog.close();
    // The dialog's close event comes a task later: the button says so as the menu hides.
    trigger.setAttribute('aria-expanded', 'false');
  };
  trigger.addEventListener('click', (event) => {
    if (event.defaultPrevented || dialog.open) return;
    dialog.showModal();
    trigger.setAttribute('aria-expanded', 'true');
    stopWatching = watchOutsideTaps(onBackdrop(dialog), close);
  });
  dialog.addEventListener('close', () => {
    trigger.setAttribute('aria-expanded', 'false');
    stopWatching();
  });
  // Other close requests (Android's back gesture) arrive as cancel; the menu closes itself.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  // Escape on keydown, as the kit's Modal takes it: a popup inside that handled it first keeps
  // the menu open.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close();
  });
  dialog.querySelector('.bb-modal__close')?.addEventListener('click', close);
  const services = dialog.querySelector<HTMLButtonElement>('.bb-mobile-menu__disclosure');
  if (services) disclosure(services);
}
