import { ACCOUNT_MENU_TEXTS } from '@bb/form-hooks';
import { clsx } from 'clsx';
import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { UserIcon } from '../icons/user-icon';

/**
 * 'My account' with the person icon (the icon alone below 600 px, still named 'My account'); a
 * Radix trigger passes its props and ref through.
 */
export const AccountButton = /* @__PURE__ */ forwardRef<
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
      <span className="bb-account-menu__label">{ACCOUNT_MENU_TEXTS.myAccount}</span>
    </button>
  );
});
