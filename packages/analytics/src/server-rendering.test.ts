// @vitest-environment node
import { expect, test, vi } from 'vitest';
import { createAnalytics, startWebVitals, trackVisit } from './index';

test('there is no window here, so this file checks what server rendering gets', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
});

test('analytics without a window or data layer does nothing and keeps nothing', () => {
  const analytics = createAnalytics();
  expect(() => {
    analytics.push({ event: 'log_out', user_role: 'customer' });
    analytics.init([{ site: 'bb' }]);
    analytics.push({ event: 'log_out', user_role: 'customer' });
  }).not.toThrow();
  expect('dataLayer' in globalThis).toBe(false);
});

test('an explicit data layer still works on the server, for tests and prerendering tools', () => {
  const dataLayer: unknown[] = [];
  const analytics = createAnalytics({ dataLayer });
  analytics.push({ event: 'log_out', user_role: 'customer' });
  analytics.init([{ site: 'bb' }]);

  expect(dataLayer).toEqual([{ site: 'bb' }, { event: 'log_out', user_role: 'customer' }]);
});

test('web vitals do not start: the real web-vitals would throw for want of a document', () => {
  const dataLayer: unknown[] = [];
  expect(startWebVitals(dataLayer)).toBeUndefined();
  expect(dataLayer).toEqual([]);
});

test('a visit is not tracked: there is no page to describe', async () => {
  const send = vi.fn();
  await expect(trackVisit({ send })).resolves.toBe(false);
  expect(send).not.toHaveBeenCalled();
});
