import { useCallback, useEffect, useState } from 'react';
import { useBbEnvironment } from '../environment';
import { queryMessage } from './query-message';
import { OAUTH_ERROR_PARAMS, OAUTH_ERROR_VALUE } from './query-modal-params';
import { QUERY_MODAL_TEXTS } from './query-modal-texts';

export interface UseOAuthErrorModalResult {
  open: boolean;
  title: string;
  /** The returned message, or the default text. Plain text. */
  message: string;
  buttonText: string;
  /** Ok: closes and removes error, slug and message from the address. */
  close(): void;
}

/** Opens when the page address carries error=oauth2 (spec §2, "OAuth result"). */
export function useOAuthErrorModal(): UseOAuthErrorModalResult {
  const { addressBar } = useBbEnvironment();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const params = addressBar.params();
    if (params.get('error') === OAUTH_ERROR_VALUE) setMessage(queryMessage(params));
  }, [addressBar]);

  const close = useCallback(() => {
    addressBar.removeParams(OAUTH_ERROR_PARAMS);
    setMessage(null);
  }, [addressBar]);

  return {
    open: message !== null,
    title: QUERY_MODAL_TEXTS.oauthErrorTitle,
    message: message ?? '',
    buttonText: QUERY_MODAL_TEXTS.oauthErrorButton,
    close,
  };
}
