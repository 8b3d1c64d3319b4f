/** Marks a page's primary call to action (the short form's 'Place your order'): spread it on the element. */
export const PRIMARY_ACTION_PROPS = { 'data-bb-primary-action': '' } as const;

/** The cookie notice's class while it sits at the top of the screen, clear of the action. */
export const COOKIE_NOTICE_RAISED_CLASS = 'bb-cookie-notice--raised';

const PRIMARY_ACTIONS = '[data-bb-primary-action]';

/**
 * Keeps the cookie notice (spec §2: fixed at the bottom left) off the page's primary call to
 * action: while the action is in the notice's band at the bottom of the screen (a phone's first
 * screen has the short form's button at its foot), the notice takes the raised class, which puts
 * it at the top, and comes back down once the action has scrolled clear. Works on the markup,
 * so a page without React uses it as the React notice does. Returns the function that stops it.
 */
export function keepClearOfPrimaryAction(notice: HTMLElement): () => void {
  const view = notice.ownerDocument.defaultView;
  if (!view) return () => undefined;
  let frame = 0;
  const place = () => {
    frame = 0;
    // Measured where spec §2 puts it; both class changes land in one frame, so nothing flickers.
    notice.classList.remove(COOKIE_NOTICE_RAISED_CLASS);
    const band = notice.getBoundingClientRect();
    const covers = [...notice.ownerDocument.querySelectorAll(PRIMARY_ACTIONS)].some((action) => {
      const box = action.getBoundingClientRect();
      return (
        box.bottom > band.top &&
        box.top < band.bottom &&
        box.right > band.left &&
        box.left < band.right
      );
    });
    notice.classList.toggle(COOKIE_NOTICE_RAISED_CLASS, covers);
  };
  const schedule = () => {
    frame ||= view.requestAnimationFrame(place);
  };
  place();
  view.addEventListener('scroll', schedule, { passive: true });
  view.addEventListener('resize', schedule);
  return () => {
    view.removeEventListener('scroll', schedule);
    view.removeEventListener('resize', schedule);
    if (frame) view.cancelAnimationFrame(frame);
  };
}
