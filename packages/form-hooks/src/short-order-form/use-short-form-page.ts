import type { CommonSettings } from '@bb/api-client';
import { useDisciplines } from '../disciplines';
import type { OrderDraftStore } from '../order-draft';
import { useSession } from '../session';
import { useCommonSettings } from '../settings';

/**
 * What the short form reads from the page: the common settings, the disciplines and the session,
 * who is signed in, and whether any of it is still loading or failed to load.
 */
export function useShortFormPage(
  givenSettings: CommonSettings | null | undefined,
  draftStore: OrderDraftStore,
  onLogOut: () => void,
) {
  const { settings, loading: settingsLoading } = useCommonSettings(givenSettings);
  const disciplines = useDisciplines();
  const session = useSession({
    // Spec §4: in the short form, logging out also clears the stored draft.
    onLogOut: () => {
      draftStore.clear();
      onLogOut();
    },
  });
  const { customer, role } = session;
  return {
    settings,
    disciplines,
    session,
    customer,
    role,
    loggedInCustomer: role === 'customer' && customer !== null,
    /** Logged in as another role than customer: the form is replaced by a notice. */
    otherRole: role !== null && role !== 'customer',
    /** The disciplines could not be loaded: the form cannot be used. */
    loadFailed: disciplines.status === 'error',
    loading: disciplines.status === 'loading' || settingsLoading || session.status === 'loading',
  };
}
