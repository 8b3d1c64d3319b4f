// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { DataLayerObject } from './analytics-sink';
import { createAnalytics } from './create-analytics';

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };
const page = window as WindowWithDataLayer;

afterEach(() => {
  delete page.dataLayer;
});

describe('createAnalytics on a page', () => {
  test('nothing is created on import: window.dataLayer appears only when analytics is used', async () => {
    vi.resetModules();
    const { createAnalytics: fresh } = await import('./index');
    const analytics = fresh();
    expect(page.dataLayer).toBeUndefined();

    analytics.init();
    expect(page.dataLayer).toEqual([]);
  });

  test('pushes the gtm_datalayer_objects first, then the events that waited for them', () => {
    const analytics = createAnalytics();
    analytics.push({ event: 'session_loaded', user_role: 'visitor' });
    analytics.push({ event: 'web_vitals', metric_name: 'FCP' });
    expect(page.dataLayer).toEqual([]);

    analytics.init([{ site: 'bb' }, { page_type: 'homepage' }]);
    analytics.push({ event: 'log_out', user_role: 'customer' });

    expect(page.dataLayer).toEqual([
      { site: 'bb' },
      { page_type: 'homepage' },
      { event: 'session_loaded', user_role: 'visitor' },
      { event: 'web_vitals', metric_name: 'FCP' },
      { event: 'log_out', user_role: 'customer' },
    ]);
  });

  test('only the first init counts: objects of a later call are not pushed again', () => {
    const analytics = createAnalytics();
    analytics.init([{ site: 'bb' }]);
    analytics.init([{ site: 'other' }]);
    analytics.push({ event: 'log_out', user_role: 'writer' });

    expect(page.dataLayer).toEqual([{ site: 'bb' }, { event: 'log_out', user_role: 'writer' }]);
  });

  test('init without objects (settings had none, or failed) still releases the waiting events', () => {
    const analytics = createAnalytics();
    analytics.push({ event: 'sign_in', user_role: 'customer', method: 'password' });
    analytics.init(null);

    expect(page.dataLayer).toEqual([
      { event: 'sign_in', user_role: 'customer', method: 'password' },
    ]);
  });

  test('keeps what the tag manager snippet already put in window.dataLayer', () => {
    page.dataLayer = [{ 'gtm.start': 1, event: 'gtm.js' }];
    const analytics = createAnalytics();
    analytics.init([{ site: 'bb' }]);

    expect(page.dataLayer).toEqual([{ 'gtm.start': 1, event: 'gtm.js' }, { site: 'bb' }]);
  });

  test("goes through the tag manager's own push and follows a replaced dataLayer", () => {
    const analytics = createAnalytics();
    analytics.init();
    const received: DataLayerObject[] = [];
    page.dataLayer = Object.assign([], {
      push: (object: DataLayerObject) => received.push(object),
    });
    analytics.push({ event: 'log_out', user_role: 'seo' });

    expect(received).toEqual([{ event: 'log_out', user_role: 'seo' }]);
  });

  test('an explicit data layer is used instead of the window', () => {
    const dataLayer: unknown[] = [];
    const analytics = createAnalytics({ dataLayer });
    analytics.init([{ site: 'bb' }]);

    expect(dataLayer).toEqual([{ site: 'bb' }]);
    expect(page.dataLayer).toBeUndefined();
  });

  test('a given window gets its own dataLayer', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const frameWindow = frame.contentWindow as WindowWithDataLayer;
    const analytics = createAnalytics({ window: frameWindow });
    analytics.init([{ site: 'bb' }]);

    expect(frameWindow.dataLayer).toEqual([{ site: 'bb' }]);
    expect(page.dataLayer).toBeUndefined();
    frame.remove();
  });
});
