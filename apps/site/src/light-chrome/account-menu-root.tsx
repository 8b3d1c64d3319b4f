import { BbProvider, useSession } from '@bb/form-hooks';
import { AccountMenu } from '@bb/ui';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { IS_SATELLITE, siteEnvironment } from '../environment/site-environment';

export { preloadLoginModal } from '@bb/ui';

/**
 * Renders `@bb/ui`'s `AccountMenu` (spec §2, §4: the login modal, the role menus, Log out) into a
 * new account slot of the header, off the page, and hands it to `onSettled` once its session has
 * loaded: the caller swaps it in then, so the visitor never sees it load.
 */
export function renderAccountMenu(onSettled: (slot: HTMLElement) => void): void {
  const slot = document.createElement('div');
  slot.className = 'bb-header__account';
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    onSettled(slot);
  };
  createRoot(slot).render(
    <BbProvider environment={siteEnvironment()}>
      <AccountMenu socialSignIn={!IS_SATELLITE} />
      <WhenSessionSettled onSettled={settle} />
    </BbProvider>,
  );
}

function WhenSessionSettled({ onSettled }: { onSettled: () => void }) {
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'loading') onSettled();
  }, [status, onSettled]);
  return null;
}
