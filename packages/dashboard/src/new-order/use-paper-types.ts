import type { PaperType } from '@bb/api-client';
import { useBbEnvironment } from '@bb/form-hooks';
import { useLoaded } from '../kit/use-loaded';

/**
 * The paper types (GET /widgets/dictionaries/paper_type). None while loading or when they cannot
 * be loaded: the field is left out and the server's default type applies.
 */
export function usePaperTypes(): PaperType[] {
  const { api } = useBbEnvironment();
  const { data } = useLoaded('paper-types', (signal) => api.getPaperTypes({ signal }));
  return Array.isArray(data?.paper_type) ? data.paper_type : [];
}
