import { ACCOUNT_MENU_TEXTS, type UseLoginFormOptions, useAccountMenu } from '@bb/form-hooks';
import { clsx } from 'clsx';
import { lazy, Suspense } from 'react';
import { ErrorWidget } from '../error-widget/error-widget';
import { LoadFailureBoundary } from '../load-failure/load-failure-boundary';
import { LoginModal, preloadLoginModal } from '../login-form/login-modal';
import { Skeleton } from '../skeleton/skeleton';
import { AccountButton } from './account-button';

// The signed-in menu (Radix Popover and its positioning) is code a visitor never needs: it loads
// once the session shows someone signed in, behind the same skeleton as the session itself.
const AccountMenuPopover = /* @__PURE__ */ lazy(() =>
  import('./account-menu-popover').then((module) => ({ default: module.AccountMenuPopover })),
);

export interface AccountMenuProps {
  /** For the visitor's login modal, e.g. a redirect URL after signing in. */
  loginFormOptions?: UseLoginFormOptions;
  /** Google and Apple in the login modal; off on a satellite domain (spec §2). Default true. */
  socialSignIn?: boolean;
  className?: string;
}

/**
 * The header's account area on `useAccountMenu` (spec §2, §4): a skeleton while the session
 * loads; 'Hmm, something seems to be missing' when it cannot; for a visitor the 'My account'
 * button opening the login modal; for a signed-in role its menu in a popover (toggle, Enter,
 * Space, Escape, focus leaving, an outside tap with the 30 px swipe tolerance) ending in Log out.
 */
export function AccountMenu({
  loginFormOptions,
  socialSignIn = true,
  className,
}: AccountMenuProps) {
  const menu = useAccountMenu();
  const classes = clsx('bb-account-menu', className);
  switch (menu.kind) {
    case 'loading':
      return <AccountSkeleton className={classes} />;
    case 'error':
      return <ErrorWidget className={clsx(classes, 'bb-account-menu--error')} />;
    case 'hidden':
      return null;
    case 'guest':
      return (
        <div className={classes}>
          <AccountButton
            {...menu.getMyAccountButtonProps()}
            onPointerEnter={preloadLoginModal}
            onFocus={preloadLoginModal}
          />
          <LoginModal
            open={menu.loginModal.open}
            onOpenChange={(open) => {
              if (!open) menu.loginModal.close();
            }}
            title={menu.loginModal.title}
            signUpHref={menu.loginModal.signUpHref}
            forgotPasswordHref={menu.loginModal.forgotPasswordHref}
            loginFormOptions={loginFormOptions}
            socialSignIn={socialSignIn}
          />
        </div>
      );
    case 'menu':
      return (
        <LoadFailureBoundary
          fallback={<ErrorWidget className={clsx(classes, 'bb-account-menu--error')} />}
        >
          <Suspense fallback={<AccountSkeleton className={classes} />}>
            <div className={clsx(classes, 'bb-account-menu--signed-in')}>
              <AccountMenuPopover menu={menu} />
            </div>
          </Suspense>
        </LoadFailureBoundary>
      );
  }
}

/** 'Loading your account': while the session loads, and then the signed-in menu's code. */
function AccountSkeleton({ className }: { className: string }) {
  return (
    <span role="status" className={clsx(className, 'bb-account-menu--loading')}>
      <Skeleton shape="circle" width={24} height={24} />
      <Skeleton width={88} />
      <span className="bb-visually-hidden">{ACCOUNT_MENU_TEXTS.loading}</span>
    </span>
  );
}
