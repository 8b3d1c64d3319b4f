import { isAbortError, type PaperType } from '@bb/api-client';
import { useBbEnvironment } from '@bb/form-hooks';
import { useEffect, useState } from 'react';

/**
 * The paper types (GET /widgets/dictionaries/paper_type). None while loading or when they cannot
 * be loaded: the field is left out and the server's default type applies.
 */
export function usePaperTypes(): PaperType[] {
  const { api } = useBbEnvironment();
  const [paperTypes, setPaperTypes] = useState<PaperType[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    api
      .getPaperTypes({ signal: controller.signal })
      .then((body) => setPaperTypes(Array.isArray(body.paper_type) ? body.paper_type : []))
      .catch((error: unknown) => {
        if (!isAbortError(error)) setPaperTypes([]);
      });
    return () => controller.abort();
  }, [api]);
  return paperTypes;
}
