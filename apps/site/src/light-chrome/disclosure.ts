import { outside, watchOutsideTaps } from './outside-tap';

/** A pre-rendered disclosure: its button (`aria-expanded`) and the element it shows and hides. */
export interface Disclosure {
  controlled: HTMLElement;
  isOpen(): boolean;
  setOpen(open: boolean): void;
}

const nothing = () => undefined;

/**
 * Makes a pre-rendered disclosure button work: it toggles the element its `aria-controls` names
 * on click, Enter and Space (a button's own keys), and tells `onChange`. Undefined when that
 * element is missing.
 */
export function disclosure(
  trigger: HTMLButtonElement,
  onChange: (open: boolean) => void = nothing,
): Disclosure | undefined {
  const controlled = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (!controlled) return undefined;
  const isOpen = () => trigger.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    if (open === isOpen()) return;
    trigger.setAttribute('aria-expanded', String(open));
    controlled.hidden = !open;
    onChange(open);
  };
  trigger.addEventListener('click', () => setOpen(!isOpen()));
  return { controlled, isOpen, setOpen };
}

/**
 * The desktop Services dropdown (`@bb/ui`'s `ServicesNavigation`, pre-rendered) without React,
 * with its rules (spec §4): the button toggles it; Escape, focus leaving it and an outside tap
 * (a swipe of more than 30 px does not) close it. Closed with focus inside, it hands focus back to
 * its button. A route change is a new page here, which starts closed.
 */
export function servicesDropdown(trigger: HTMLButtonElement): void {
  const item = trigger.closest('li');
  if (!item) return;
  let stopWatching: () => void = nothing;
  const dropdown = disclosure(trigger, (open) => {
    stopWatching();
    stopWatching = open ? watchOutsideTaps(outside(item), close) : nothing;
  });
  if (!dropdown) return;
  function close() {
    const focusInside = dropdown?.controlled.contains(document.activeElement) ?? false;
    dropdown?.setOpen(false);
    if (focusInside) trigger.focus();
  }
  item.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !dropdown.isOpen()) return;
    event.preventDefault();
    close();
  });
  item.addEventListener('focusout', (event) => {
    // Focus moved to a control outside the dropdown; a click on plain text (no new focus) is
    // left to the outside-tap rule with its swipe tolerance.
    const next = event.relatedTarget;
    if (dropdown.isOpen() && next instanceof Node && !item.contains(next)) close();
  });
}
