// @vitest-environment node
import { createApiClient } from '@bb/api-client';
import { describe, expect, it } from 'vitest';
import { orderUrl } from './order-url';

const api = createApiClient({ origin: '' });
const satelliteApi = createApiClient({
  origin: 'https://help.example',
  hostPrefix: 'https://bb.example',
});

describe('orderUrl', () => {
  it("goes to the API's redirect-to-dashboard route with route new_order and the key", () => {
    expect(orderUrl(api, 'k-1')).toBe(
      '/api/en/1/users/redirect-to-dashboard?route=new_order&data_box_key=k-1',
    );
  });

  it("goes to the main site's redirect route from a satellite domain (host prefix)", () => {
    expect(orderUrl(satelliteApi, 'k-1')).toBe(
      'https://bb.example/api/en/1/users/redirect-to-dashboard?route=new_order&data_box_key=k-1',
    );
  });

  it('uses a url from the address when it is a path on our own origin', () => {
    expect(orderUrl(api, 'k 1', '/dashboard/customer/new-order?ref=lp#top')).toBe(
      '/dashboard/customer/new-order?ref=lp&data_box_key=k+1#top',
    );
  });

  it.each(['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example'])(
    'ignores the url %s (no open redirect)',
    (url) => {
      expect(orderUrl(api, 'k-1', url)).toBe(
        '/api/en/1/users/redirect-to-dashboard?route=new_order&data_box_key=k-1',
      );
    },
  );
});
