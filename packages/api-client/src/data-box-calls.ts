import { DATA_BOX_TTL_SECONDS } from '@bb/validation';
import type { CreatedDataBox, DataBox, OrderDraftData } from './api-types';
import type { CallContext } from './call-context';
import { isObject } from './is-object';
import type { RequestOptions } from './transport';

export interface CreateDataBoxInput {
  /** Stored as its JSON string. */
  data: object;
  /** Seconds the box lives; default 1800. */
  ttl?: number;
}

export function createDataBoxCalls({ transport }: CallContext) {
  return {
    /** POST /widgets/data-boxes: body.key is the data_box_key. */
    createDataBox: (
      { data, ttl = DATA_BOX_TTL_SECONDS }: CreateDataBoxInput,
      { signal }: RequestOptions = {},
    ) =>
      transport.send<CreatedDataBox>({
        method: 'POST',
        path: '/widgets/data-boxes',
        form: { data: JSON.stringify(data), ttl },
        signal,
      }),

    /**
     * GET /widgets/data-boxes/{key}: the stored object parsed from body.data. Any failure (unknown
     * or expired key, server or network error, timeout, data that is not a JSON object) gives {}
     * so a lost draft never breaks the page; only the caller's own cancellation still rejects.
     */
    getDataBox: async <T extends object = OrderDraftData>(
      key: string,
      { signal }: RequestOptions = {},
    ): Promise<Partial<T>> => {
      if (!key) return {};
      try {
        const body = await transport.send<DataBox | null>({
          method: 'GET',
          path: `/widgets/data-boxes/${encodeURIComponent(key)}`,
          signal,
        });
        const data: unknown = typeof body?.data === 'string' ? JSON.parse(body.data) : undefined;
        return isObject(data) ? (data as Partial<T>) : {};
      } catch (error) {
        if (signal?.aborted) throw error;
        return {};
      }
    },
  };
}
