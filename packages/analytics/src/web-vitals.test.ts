// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { type FCPMetric, type INPMetric, type LCPMetric, onFCP, onINP, onLCP } from 'web-vitals';
import { createAnalytics } from './create-analytics';
import { startWebVitals } from './web-vitals';

// Spies that call through to the real web-vitals unless a test replaces their implementation.
vi.mock('web-vitals', { spy: true });

afterEach(() => {
  vi.mocked(onFCP).mockReset();
  vi.mocked(onINP).mockReset();
  vi.mocked(onLCP).mockReset();
  vi.unstubAllGlobals();
});

// The fields web-vitals fills in that BB does not report.
const unreported = { entries: [], navigationType: 'navigate' as const, navigationId: 1 };

describe('startWebVitals, driven through the web-vitals callbacks', () => {
  function captureReporters() {
    const reporters: {
      fcp?: (metric: FCPMetric) => void;
      inp?: (metric: INPMetric) => void;
      lcp?: (metric: LCPMetric) => void;
    } = {};
    vi.mocked(onFCP).mockImplementation((report) => {
      reporters.fcp = report;
    });
    vi.mocked(onINP).mockImplementation((report) => {
      reporters.inp = report;
    });
    vi.mocked(onLCP).mockImplementation((report) => {
      reporters.lcp = report;
    });
    return reporters;
  }

  test('pushes FCP, INP and LCP as web_vitals events', () => {
    const reporters = captureReporters();
    const dataLayer: unknown[] = [];
    startWebVitals(dataLayer);

    reporters.fcp?.({
      ...unreported,
      name: 'FCP',
      value: 812.4,
      delta: 812.4,
      rating: 'good',
      id: 'v5-1',
    });
    reporters.inp?.({
      ...unreported,
      name: 'INP',
      value: 344,
      delta: 344,
      rating: 'needs-improvement',
      id: 'v5-2',
    });
    reporters.lcp?.({
      ...unreported,
      name: 'LCP',
      value: 4620,
      delta: 4620,
      rating: 'poor',
      id: 'v5-3',
    });

    expect(dataLayer).toStrictEqual([
      {
        event: 'web_vitals',
        metric_name: 'FCP',
        metric_value: 812.4,
        metric_rating: 'good',
        metric_id: 'v5-1',
      },
      {
        event: 'web_vitals',
        metric_name: 'INP',
        metric_value: 344,
        metric_rating: 'needs-improvement',
        metric_id: 'v5-2',
      },
      {
        event: 'web_vitals',
        metric_name: 'LCP',
        metric_value: 4620,
        metric_rating: 'poor',
        metric_id: 'v5-3',
      },
    ]);
  });

  test('metrics measured before init wait behind the gtm_datalayer_objects', () => {
    const reporters = captureReporters();
    const dataLayer: unknown[] = [];
    const analytics = createAnalytics({ dataLayer });
    startWebVitals(analytics);

    reporters.fcp?.({
      ...unreported,
      name: 'FCP',
      value: 500,
      delta: 500,
      rating: 'good',
      id: 'v5-9',
    });
    analytics.init([{ site: 'bb' }]);

    expect(dataLayer).toStrictEqual([
      { site: 'bb' },
      {
        event: 'web_vitals',
        metric_name: 'FCP',
        metric_value: 500,
        metric_rating: 'good',
        metric_id: 'v5-9',
      },
    ]);
  });

  test('starts once per sink, so a strict-mode double effect does not report twice', () => {
    captureReporters();
    const dataLayer: unknown[] = [];
    startWebVitals(dataLayer);
    startWebVitals(dataLayer);
    startWebVitals([]);

    expect(onFCP).toHaveBeenCalledTimes(2);
    expect(onINP).toHaveBeenCalledTimes(2);
    expect(onLCP).toHaveBeenCalledTimes(2);
  });
});

test('the real web-vitals measures: a first-contentful-paint entry becomes an FCP event', async () => {
  // jsdom has no paint timing; this observer hands web-vitals one paint entry, as a browser would.
  const paint = { name: 'first-contentful-paint', entryType: 'paint', startTime: 640, duration: 0 };
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: { getEntries(): unknown[] }) => void) {}
    observe() {
      this.callback({ getEntries: () => [paint] });
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  const dataLayer: unknown[] = [];

  startWebVitals(dataLayer);
  await vi.waitFor(() => expect(dataLayer).toHaveLength(1));

  expect(dataLayer[0]).toStrictEqual({
    event: 'web_vitals',
    metric_name: 'FCP',
    metric_value: 640,
    metric_rating: 'good',
    metric_id: expect.stringMatching(/^v\d+-/),
  });
  expect(onFCP).toHaveBeenCalledOnce();
});
