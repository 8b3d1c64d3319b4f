import type { PreCheckResult } from '@bb/api-client';
import { mapServerErrors, normalizeLogin, type UserRole, validateLogin } from '@bb/validation';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useBbEnvironment } from '../environment';
import { latestRequest } from '../loading';
import {
  type EmailCheckAction,
  type EmailCheckState,
  emailCheckReducer,
  initialEmailCheckState,
} from './email-check-state';

export interface UseEmailCheckOptions {
  /** Sent as the pre-check's user_role (the short form sends 'customer'). Omit to accept any role. */
  requiredRole?: UserRole;
  /** The short form's variant: the consent block shows by default (see EmailCheckConfig). */
  showGdprByDefault?: boolean;
}

export interface EmailCheck extends EmailCheckState {
  /** The spinner: the pre-check is running. */
  isChecking: boolean;
  /** The success checkmark: the current login can log in. */
  showSuccessMark: boolean;
  /** Call on every change of the login value (typing). */
  loginTyped(): void;
  /** Call when the login field is left: checks a valid login that changed since its last check. */
  loginLeft(login: string): void;
  /**
   * Runs the pre-check now (the submit pipelines' step) and applies its result. Rejects with the
   * API's error, or an AbortError when typing superseded it.
   */
  check(login: string): Promise<PreCheckResult>;
  setPolicyAgree(value: boolean): void;
  setMarketingAgree(value: boolean): void;
  /** Opens the consent block (consent after a policy error). */
  showConsent(): void;
}

/**
 * The login e-mail pre-check shared by the login form and the short order form (spec §4 "Login
 * e-mail check"): GET /users/pre-check on leaving a valid, changed e-mail; typing resets it.
 */
export function useEmailCheck(options: UseEmailCheckOptions = {}): EmailCheck {
  const { api } = useBbEnvironment();
  const { requiredRole } = options;
  const config = { showGdprByDefault: options.showGdprByDefault ?? false };
  const [state, dispatch] = useReducer(
    (current: EmailCheckState, action: EmailCheckAction) =>
      emailCheckReducer(current, action, config),
    config,
    initialEmailCheckState,
  );
  const latest = useRef(state);
  latest.current = state;
  const [requests] = useState(latestRequest);
  const pending = useRef<{ login: string; signal: AbortSignal } | null>(null);
  const interrupted = useRef<string | null>(null);

  const check = useCallback(
    async (rawLogin: string) => {
      const login = normalizeLogin(rawLogin);
      const signal = requests.start();
      pending.current = { login, signal };
      dispatch({ type: 'checkStarted', login });
      try {
        const result = await api.preCheckUser({ login, user_role: requiredRole }, { signal });
        signal.throwIfAborted();
        dispatch({ type: 'checkSucceeded', login, result });
        return result;
      } catch (error) {
        if (!signal.aborted) {
          dispatch({ type: 'checkFailed', login, mapping: mapServerErrors(error) });
        }
        throw error;
      } finally {
        if (pending.current?.signal === signal) pending.current = null;
      }
    },
    [api, requests, requiredRole],
  );

  // Unmounting cancels a running check. Mounted again with the same state (StrictMode's second
  // mount, a Suspense boundary revealing it again), the form would show its spinner for good: the
  // check it cancelled runs again.
  useEffect(() => {
    const login = interrupted.current;
    interrupted.current = null;
    if (login !== null) check(login).catch(() => {});
    return () => {
      const running = pending.current;
      if (!running) return;
      interrupted.current = running.login;
      requests.cancel();
    };
  }, [check, requests]);

  const loginLeft = useCallback(
    (rawLogin: string) => {
      const login = normalizeLogin(rawLogin);
      if (validateLogin(login) !== null) return;
      const current = latest.current;
      if (pending.current?.login === login) return;
      if (current.status === 'checked' && current.checkedLogin === login) return;
      check(login).catch(() => {
        // The state shows the failure; the submit runs the check again.
      });
    },
    [check],
  );

  const loginTyped = useCallback(() => {
    requests.cancel();
    pending.current = null;
    dispatch({ type: 'typed' });
  }, [requests]);

  return {
    ...state,
    isChecking: state.status === 'checking',
    showSuccessMark: state.status === 'checked' && state.loginAbility && state.checkError === null,
    loginTyped,
    loginLeft,
    check,
    setPolicyAgree: useCallback(
      (value: boolean) => dispatch({ type: 'policyAgreeSet', value }),
      [],
    ),
    setMarketingAgree: useCallback(
      (value: boolean) => dispatch({ type: 'marketingAgreeSet', value }),
      [],
    ),
    showConsent: useCallback(() => dispatch({ type: 'consentShown' }), []),
  };
}
