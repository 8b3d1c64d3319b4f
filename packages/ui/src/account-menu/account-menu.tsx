import {
  ACCOUNT_MENU_TEXTS,
  type UseAccountMenuResult as AccountMenuState,
  type UseLoginFormOptions,
  useAccountMenu,
} from '@bb/form-hooks';
import { clsx } from 'clsx';
import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { ErrorWidget } from '../error-widget/error-widget';
import { UserIcon } from '../icons/user-icon';
import { LoginModal } from '../login-form/login-modal';
import { Popover } from '../popover/popover';
import { Skeleton } from '../skeleton/skeleton';

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
      return (
        <span role="status" className={clsx(classes, 'bb-account-menu--loading')}>
          <Skeleton shape="circle" width={24} height={24} />
          <Skeleton width={88} />
          <span className="bb-visually-hidden">{ACCOUNT_MENU_TEXTS.loading}</span>
        </span>
      );
    case 'error':
      return <ErrorWidget className={clsx(classes, 'bb-account-menu--error')} />;
    case 'hidden':
      return null;
    case 'guest':
      return (
        <div className={classes}>
          <AccountButton {...menu.getMyAccountButtonProps()} />
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
        <div className={classes}>
          <Popover
            label={ACCOUNT_MENU_TEXTS.menu}
            align="end"
            className="bb-account-menu__popup"
            trigger={<AccountButton />}
          >
            <MenuEntries menu={menu} />
          </Popover>
        </div>
      );
  }
}

/** 'My account' with the person icon; a Radix trigger passes its props and ref through. */
const AccountButton = /* @__PURE__ */ forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement>
>(function AccountButton({ className, ...props }, ref) {
  return (
    <button
      type="button"
      {...props}
      ref={ref}
      className={clsx('bb-account-menu__button', className)}
    >
      <UserIcon />
      <span>{ACCOUNT_MENU_TEXTS.myAccount}</span>
    </button>
  );
});

function MenuEntries({ menu }: { menu: AccountMenuState }) {
  return (
    <>
      {menu.customer?.email && <p className="bb-account-menu__email">{menu.customer.email}</p>}
      <ul className="bb-account-menu__list">
        {menu.entries.map((entry) => {
          const props = menu.getEntryProps(entry);
          return (
            <li key={entry.id}>
              {entry.action === 'log_out' ? (
                <button
                  type="button"
                  className="bb-account-menu__item bb-account-menu__item--log-out"
                  onClick={props.onClick}
                  disabled={props.disabled}
                  aria-busy={menu.loggingOut || undefined}
                >
                  {entry.label}
                </button>
              ) : (
                <a className="bb-account-menu__item" href={props.href} onClick={props.onClick}>
                  {entry.label}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
