import { pageSession } from './page-session';

/** The pre-rendered parts the account area is made of. */
export interface AccountAreaParts {
  /** The header's account slot, showing the 'Loading your account' skeleton. */
  slot: HTMLElement;
  /** 'My account' for a visitor, as `AccountMenu` renders it. */
  guest: HTMLTemplateElement;
  /** 'Hmm, something seems to be missing', for when the menu's code cannot be fetched. */
  failed: HTMLTemplateElement;
}

/**
 * The header's account area on a page without React. The page's one session load decides: a
 * visitor gets the pre-rendered 'My account' button; anyone signed in, or a load that failed,
 * gets `@bb/ui`'s `AccountMenu` at once, on the same session. The visitor's button brings the
 * same `AccountMenu` in when they reach for it (pointer, touch, focus), and a click opens its
 * login modal: React loads only then.
 */
export function startAccountArea(parts: AccountAreaParts): void {
  let current = parts.slot;
  let takeOver: Promise<void> | undefined;
  let clickWanted = false;

  const swapIn = (slot: HTMLElement) => {
    const hadFocus = current.contains(document.activeElement);
    current.replaceWith(slot);
    current = slot;
    const button = slot.querySelector<HTMLElement>('.bb-account-menu__button');
    if (hadFocus) button?.focus();
    if (clickWanted) button?.click();
  };
  const showFailure = () => {
    const failure = parts.failed.content.cloneNode(true);
    current.replaceChildren(failure);
  };
  const reactMenu = (forGuest: boolean) => {
    takeOver ??= import('./account-menu-root').then(({ preloadLoginModal, renderAccountMenu }) => {
      if (forGuest) preloadLoginModal();
      renderAccountMenu(swapIn);
    }, showFailure);
    return takeOver;
  };
  const showGuest = () => {
    current.replaceChildren(parts.guest.content.cloneNode(true));
    const button = current.querySelector('button');
    const reach = () => void reactMenu(true);
    for (const type of ['pointerover', 'focus', 'touchstart'] as const) {
      button?.addEventListener(type, reach, { once: true, passive: true });
    }
    button?.addEventListener('click', () => {
      clickWanted = true;
      reach();
    });
  };

  void pageSession().then(({ status, session }) =>
    status === 'ready' && session === null ? showGuest() : reactMenu(false),
  );
}
