import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { buildRedirectToDashboardUrl } from './redirect-to-dashboard-url';

describe('buildRedirectToDashboardUrl', () => {
  it('is a same-origin URL by default', () => {
    expect(buildRedirectToDashboardUrl({ route: 'new_order', data_box_key: 'k 1' })).toBe(
      '/api/en/1/users/redirect-to-dashboard?route=new_order&data_box_key=k+1',
    );
  });

  it('leaves out a missing data_box_key', () => {
    expect(buildRedirectToDashboardUrl({ route: 'orders' })).toBe(
      '/api/en/1/users/redirect-to-dashboard?route=orders',
    );
  });

  it("uses the client's host prefix on a satellite domain", () => {
    const client = createApiClient({
      origin: 'https://sat.example',
      hostPrefix: 'https://main.example',
    });
    expect(client.buildRedirectToDashboardUrl({ route: 'new_order', data_box_key: 'k1' })).toBe(
      'https://main.example/api/en/1/users/redirect-to-dashboard?route=new_order&data_box_key=k1',
    );
  });
});
