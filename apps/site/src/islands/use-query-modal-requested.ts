import { opensQueryModal, useBbEnvironment } from '@bb/form-hooks';
import { useEffect, useState } from 'react';

/**
 * Whether the page address opens a query modal (OAuth error, e-mail verification), read after
 * hydration: the pre-rendered HTML has no address.
 */
export function useQueryModalRequested(): boolean {
  const { addressBar } = useBbEnvironment();
  const [requested, setRequested] = useState(false);
  useEffect(() => setRequested(opensQueryModal(addressBar.params())), [addressBar]);
  return requested;
}
