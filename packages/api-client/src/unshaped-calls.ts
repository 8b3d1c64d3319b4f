import type { ApiRecord } from './api-types';
import type { CallContext } from './call-context';
import type { ParamRecord } from './param-encoding';
import type { HttpMethod, RequestOptions } from './transport';

/** A call to a path whose use and payload the spec does not show. */
export interface UnshapedCall {
  /** Default GET. */
  method?: HttpMethod;
  query?: ParamRecord;
  /** Form fields (form-encoded), or a FormData for a file upload (multipart). */
  form?: ParamRecord | FormData;
}

export function createUnshapedCalls({ transport }: CallContext) {
  const callTo =
    (path: string) =>
    <T = ApiRecord | null>(call: UnshapedCall = {}, { signal }: RequestOptions = {}) =>
      transport.send<T>({
        method: call.method ?? 'GET',
        path,
        query: call.query,
        form: call.form,
        signal,
      });

  return {
    /** /customers/orders/{id}. */
    customerOrder: <T = ApiRecord | null>(
      id: number | string,
      call?: UnshapedCall,
      options?: RequestOptions,
    ) => callTo(`/customers/orders/${encodeURIComponent(String(id))}`)<T>(call, options),
    /** /widgets/writer-registration. */
    writerRegistration: callTo('/widgets/writer-registration'),
    /** /widgets/writer-registration-request. */
    writerRegistrationRequest: callTo('/widgets/writer-registration-request'),
    /** /widgets/reminders. */
    reminders: callTo('/widgets/reminders'),
    /** /widgets/order-post-experience. */
    orderPostExperience: callTo('/widgets/order-post-experience'),
    /** /widgets/orphanage-file (a file upload goes as FormData). */
    orphanageFile: callTo('/widgets/orphanage-file'),
    /** /widgets/orphanage-file/{id}: one uploaded file (GET its details, DELETE it). */
    orphanageFileById: <T = ApiRecord | null>(
      id: string,
      call?: UnshapedCall,
      options?: RequestOptions,
    ) => callTo(`/widgets/orphanage-file/${encodeURIComponent(id)}`)<T>(call, options),
  };
}
