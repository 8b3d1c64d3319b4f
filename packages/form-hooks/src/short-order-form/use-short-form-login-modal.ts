import type { CaptchaContext } from '@bb/api-client';
import { useEffect, useRef, useState } from 'react';
import type { UseLoginFormOptions } from '../login';

const CLOSED = { open: false, login: '', continueOrder: false };

export interface ShortFormLoginModalOptions {
  /** The short form's bot-check route and site key, for the modal's sign-in. */
  captchaContext: CaptchaContext;
  /** A customer is signed in (the session shows it). */
  loggedInCustomer: boolean;
  /** The order's submit, run again once the modal's sign-in shows in the session. */
  submit: () => Promise<void>;
  /** The modal's sign-in answered the short form's password_incorrect flag. */
  signedIn: () => void;
}

/**
 * The short form's login modal (spec §4): opened by the submit for a returning customer (the
 * order then carries on after signing in) or from 'Log into your account' (it does not).
 */
export function useShortFormLoginModal(options: ShortFormLoginModalOptions) {
  const [modal, setModal] = useState(CLOSED);
  const [continueAfterLogin, setContinueAfterLogin] = useState(false);
  const submit = useRef(options.submit);
  submit.current = options.submit;
  const { loggedInCustomer } = options;

  useEffect(() => {
    if (!continueAfterLogin || !loggedInCustomer) return;
    setContinueAfterLogin(false);
    void submit.current();
  }, [continueAfterLogin, loggedInCustomer]);

  const loginFormOptions: UseLoginFormOptions = {
    remote: true,
    userRole: 'customer',
    captchaContext: options.captchaContext,
    onLoggedIn: () => {
      setModal(CLOSED);
      options.signedIn();
      if (modal.continueOrder) setContinueAfterLogin(true);
    },
  };

  return {
    modal,
    loginFormOptions,
    /** The submit found a returning customer: sign in, then the order carries on. */
    openForOrder: (login: string) => setModal({ open: true, login, continueOrder: true }),
    open: (login: string) => setModal({ open: true, login, continueOrder: false }),
    close: () => setModal(CLOSED),
  };
}
