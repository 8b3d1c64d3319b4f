import { useCallback, useEffect, useState } from 'react';
import { useBbEnvironment } from '../environment';
import { queryMessage } from './query-message';
import { EMAIL_VERIFICATION_PARAM, EMAIL_VERIFICATION_PARAMS } from './query-modal-params';
import { QUERY_MODAL_TEXTS } from './query-modal-texts';

export type EmailVerificationResult = 'ok' | 'error';

export interface UseEmailVerificationModalResult {
  open: boolean;
  /** null while closed. 'ok' shows a checkmark. */
  result: EmailVerificationResult | null;
  /** ok: 'Your email has been verified'; error: the address's message or the default. Plain text. */
  message: string;
  buttonText: string;
  /** Continue: closes and removes the parameter (and its message) from the address. */
  close(): void;
}

/** Opens when the address has email-verification=ok or =error (spec §2). */
export function useEmailVerificationModal(): UseEmailVerificationModalResult {
  const { addressBar } = useBbEnvironment();
  const [state, setState] = useState<{
    result: EmailVerificationResult;
    message: string;
  } | null>(null);

  useEffect(() => {
    const params = addressBar.params();
    const result = params.get(EMAIL_VERIFICATION_PARAM);
    if (result === 'ok') setState({ result, message: QUERY_MODAL_TEXTS.emailVerified });
    if (result === 'error') setState({ result, message: queryMessage(params) });
  }, [addressBar]);

  const close = useCallback(() => {
    addressBar.removeParams(EMAIL_VERIFICATION_PARAMS);
    setState(null);
  }, [addressBar]);

  return {
    open: state !== null,
    result: state?.result ?? null,
    message: state?.message ?? '',
    buttonText: QUERY_MODAL_TEXTS.emailVerificationButton,
    close,
  };
}
