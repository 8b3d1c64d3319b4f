import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createOrderFormEnvironment } from './order-form-environment';

type PageWithDataLayer = Window & { dataLayer?: unknown[] };

describe('createOrderFormEnvironment (in the browser)', () => {
  afterEach(() => {
    delete (window as PageWithDataLayer).dataLayer;
  });

  it('sends the calls to the given origin, or to the satellite’s main site', () => {
    expect(
      createOrderFormEnvironment({ origin: 'https://bb.example' }).api.url('/users/sessions'),
    ).toBe('https://bb.example/api/en/1/users/sessions');
    const satellite = createOrderFormEnvironment({
      origin: 'https://satellite.example',
      hostPrefix: 'https://bb.example',
    });
    expect(satellite.api.url('/widgets/data-boxes')).toBe(
      'https://bb.example/api/en/1/widgets/data-boxes',
    );
    expect(createOrderFormEnvironment().api.url('/common/settings')).toBe(
      '/api/en/1/common/settings',
    );
  });

  it('pushes analytics to the page’s dataLayer once the settings are settled, or to a given sink', async () => {
    // No API answers here: the settings fail, so the waiting event goes out without their objects.
    createOrderFormEnvironment().analytics.push({ event: 'newOrder' });
    expect((window as PageWithDataLayer).dataLayer ?? []).toEqual([]);
    await waitFor(() =>
      expect((window as PageWithDataLayer).dataLayer).toEqual([{ event: 'newOrder' }]),
    );

    const sink: unknown[] = [];
    createOrderFormEnvironment({ analytics: sink }).analytics.push({ event: 'sign_up' });
    expect(sink).toEqual([{ event: 'sign_up' }]);
  });

  it('keeps the draft in the page’s local storage', () => {
    createOrderFormEnvironment().localStorage.setItem('bb-order', '{"login":"a@b.c"}');
    expect(window.localStorage.getItem('bb-order')).toBe('{"login":"a@b.c"}');
    window.localStorage.clear();
  });
});
