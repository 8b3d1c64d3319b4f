import { describe, expect, it } from 'vitest';
import { OAUTH_FAIL_PATH, oauthSuccessPath } from './oauth-redirect-paths';
import { socialButtonLabel } from './social-sign-in-texts';

describe('OAuth redirect paths', () => {
  it('authorization: the web_dashboard_default path with oaprovider', () => {
    expect(oauthSuccessPath('authorization', 'google')).toBe('/dashboard/?oaprovider=google');
    expect(oauthSuccessPath('authorization', 'apple', 'ignored')).toBe(
      '/dashboard/?oaprovider=apple',
    );
  });

  it('short form: /dashboard/customer/new-order with data_box_key and oaprovider, encoded', () => {
    expect(oauthSuccessPath('short_order_form', 'apple', 'k1')).toBe(
      '/dashboard/customer/new-order?data_box_key=k1&oaprovider=apple',
    );
    expect(oauthSuccessPath('short_order_form', 'google', 'a&b=c')).toBe(
      '/dashboard/customer/new-order?data_box_key=a%26b%3Dc&oaprovider=google',
    );
  });

  it('failure goes to /', () => {
    expect(OAUTH_FAIL_PATH).toBe('/');
  });
});

describe('socialButtonLabel', () => {
  it('is "Continue with {provider}" for a single provider and the name otherwise', () => {
    expect(socialButtonLabel('google', 1)).toBe('Continue with Google');
    expect(socialButtonLabel('apple', 1)).toBe('Continue with Apple');
    expect(socialButtonLabel('google', 2)).toBe('Google');
  });
});
