import type { Dictionaries, DictionaryName } from './api-types';
import type { CallContext } from './call-context';
import { commaSeparatedSegment } from './param-encoding';
import type { RequestOptions } from './transport';

export function createDictionaryCalls({ transport }: CallContext) {
  /** GET /widgets/dictionaries/{names comma-separated}: one list per name. */
  async function getDictionaries<const N extends DictionaryName>(
    names: readonly N[],
    { signal }: RequestOptions = {},
  ): Promise<Dictionaries<N>> {
    if (names.length === 0) throw new TypeError('getDictionaries needs at least one name');
    return transport.send<Dictionaries<N>>({
      method: 'GET',
      path: `/widgets/dictionaries/${commaSeparatedSegment(names)}`,
      signal,
    });
  }

  return {
    getDictionaries,
    /** GET /widgets/dictionaries/paper_type. */
    getPaperTypes: (options?: RequestOptions) => getDictionaries(['paper_type'], options),
    /** GET /widgets/dictionaries/discipline_sub,discipline_sub_grouping. */
    getDisciplines: (options?: RequestOptions) =>
      getDictionaries(['discipline_sub', 'discipline_sub_grouping'], options),
  };
}
