import { CLIENT_TYPE, normalizeLogin } from '@bb/validation';
import type { CreatedCustomer, Customer, PageType } from './api-types';
import type { CallContext } from './call-context';
import { ApiError } from './request-errors';
import type { RequestOptions } from './transport';
import { getUtcOffsetMinutes } from './utc-offset';

export interface CreateCustomerForm {
  login: string;
  /** Must be true: sign-up without it is refused before any request (policy_required). */
  policy_agree: boolean;
  /** Default false. */
  marketing_agree?: boolean;
  /** Default true: the new customer is signed in at once. */
  force_auth?: boolean;
  /** Default: this machine's offset now. */
  utc_offset_min?: number;
  /** The page the short form sits on; sent only when given. */
  page_type?: PageType;
}

export function createCustomerCalls({ transport }: CallContext) {
  return {
    /** GET /customers. */
    getCustomer: ({ signal }: RequestOptions = {}) =>
      transport.send<Customer>({ method: 'GET', path: '/customers', signal }),

    /** POST /customers (sign up). */
    createCustomer: async (form: CreateCustomerForm, { signal }: RequestOptions = {}) => {
      if (form.policy_agree !== true) {
        throw new ApiError('policy_required', 0, { context: 'POST /customers' });
      }
      return transport.send<CreatedCustomer>({
        method: 'POST',
        path: '/customers',
        form: {
          login: normalizeLogin(form.login),
          utc_offset_min: form.utc_offset_min ?? getUtcOffsetMinutes(),
          force_auth: form.force_auth ?? true,
          policy_agree: form.policy_agree,
          marketing_agree: form.marketing_agree ?? false,
          client_type: CLIENT_TYPE,
          page_type: form.page_type,
        },
        signal,
      });
    },
  };
}
