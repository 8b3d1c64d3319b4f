import { lazy, Suspense, useState } from 'react';
import { ErrorWidget } from '../error-widget/error-widget';
import { LoadFailureBoundary } from '../load-failure/load-failure-boundary';
import type { LoginModalProps } from './login-modal-dialog';

export type { LoginModalProps } from './login-modal-dialog';

const loadLoginModalDialog = () => import('./login-modal-dialog');

/**
 * Fetches the login modal's code (the dialog, the login form, social sign-in) ahead of its first
 * opening: a trigger calls it when the visitor points at or focuses it. A failed fetch is not
 * reported here: the opening tries again and shows the failure.
 */
export function preloadLoginModal(): void {
  loadLoginModalDialog().catch(() => {});
}

const LoginModalDialog = /* @__PURE__ */ lazy(() =>
  loadLoginModalDialog().then((module) => ({ default: module.LoginModalDialog })),
);

/**
 * The login modal (spec §2), loaded on demand: a page ships the login form's code only once the
 * modal first opens (or `preloadLoginModal` ran), so a visitor who never signs in never loads it.
 * Once loaded it stays mounted, and opens and closes as the dialog always did. If its code cannot
 * be fetched, 'Hmm, something seems to be missing' shows where it would be.
 */
export function LoginModal(props: LoginModalProps) {
  const [needed, setNeeded] = useState(props.open);
  if (props.open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <LoadFailureBoundary fallback={<ErrorWidget />}>
      <Suspense fallback={null}>
        <LoginModalDialog {...props} />
      </Suspense>
    </LoadFailureBoundary>
  );
}
