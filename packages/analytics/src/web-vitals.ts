import { type FCPMetric, type INPMetric, type LCPMetric, onFCP, onINP, onLCP } from 'web-vitals';
import type { AnalyticsSink } from './analytics-sink';

/** The metrics BB reports (spec §4): First Contentful Paint, Interaction to Next Paint, LCP. */
export type WebVitalsMetric = FCPMetric | INPMetric | LCPMetric;

export type WebVitalsEvent = {
  event: 'web_vitals';
  metric_name: WebVitalsMetric['name'];
  /** Milliseconds, as web-vitals measures them. */
  metric_value: number;
  metric_rating: WebVitalsMetric['rating'];
  /** Unique per metric instance and page load: INP may be reported again with the same id. */
  metric_id: string;
};

export function webVitalsEvent(
  metric: Pick<WebVitalsMetric, 'name' | 'value' | 'rating' | 'id'>,
): WebVitalsEvent {
  return {
    event: 'web_vitals',
    metric_name: metric.name,
    metric_value: metric.value,
    metric_rating: metric.rating,
    metric_id: metric.id,
  };
}

// web-vitals adds observers on every call; React's strict mode runs effects twice.
const startedSinks = new WeakSet<AnalyticsSink>();

/**
 * Reports FCP, INP and LCP to the sink as `web_vitals` events, once per sink. Does nothing on the
 * server, where web-vitals would throw for want of a document.
 */
export function startWebVitals(sink: AnalyticsSink): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  if (startedSinks.has(sink)) return;
  startedSinks.add(sink);
  const report = (metric: WebVitalsMetric) => {
    sink.push(webVitalsEvent(metric));
  };
  onFCP(report);
  onINP(report);
  onLCP(report);
}
