import { useBbEnvironment } from '@bb/form-hooks';
import { useEffect, useState } from 'react';

/** The query parameter naming where to go after signing in or up. */
export const REDIRECT_PARAM = 'redirect';

/**
 * `?redirect=` of the page's address, read after hydration (the pre-rendered HTML has none). The
 * forms follow it only when it is a path on our own origin.
 */
export function useRedirectParam(): string | null {
  const { addressBar } = useBbEnvironment();
  const [redirect, setRedirect] = useState<string | null>(null);
  useEffect(() => setRedirect(addressBar.params().get(REDIRECT_PARAM)), [addressBar]);
  return redirect;
}
