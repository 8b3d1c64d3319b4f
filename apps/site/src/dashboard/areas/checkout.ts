import { type AddressBar, browserAddressBar } from '@bb/form-hooks';

/**
 * The way out to the payment provider's checkout and back, for the balance page and the
 * customer's order page: leaving is a full navigation (`location.assign`), and the return's
 * `?top_up=…&checkout=…` is read from the address and removed with `history.replaceState`.
 */
export const checkout = {
  navigate: (url: string) => window.location.assign(url),
  address: (): Pick<AddressBar, 'params' | 'removeParams'> => browserAddressBar(),
};
