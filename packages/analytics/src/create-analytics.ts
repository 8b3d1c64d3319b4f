import type { AnalyticsSink, DataLayerObject } from './analytics-sink';

export interface AnalyticsOptions {
  /** Where objects go. Defaults to `window.dataLayer`, created if missing. An array works. */
  dataLayer?: AnalyticsSink;
  /** The window whose `dataLayer` is used. Defaults to the global window, if there is one. */
  window?: Window;
}

export interface Analytics extends AnalyticsSink {
  /**
   * Pushes the settings' `gtm_datalayer_objects`, then every object pushed so far, and from then
   * on lets objects straight through. Only the first call counts; call it with nothing when the
   * settings have no objects or failed to load, or events wait forever.
   */
  init(gtmDataLayerObjects?: readonly DataLayerObject[] | null): void;
  /** Pushes an object, or holds it until `init` has run. */
  push(object: DataLayerObject): void;
}

type WindowWithDataLayer = Window & { dataLayer?: AnalyticsSink };

/**
 * A Google Tag Manager data-layer adapter. Without a data layer and without a window (server
 * rendering) every call does nothing. The window's `dataLayer` is looked up at each push, never
 * cached: the tag manager may replace it or wrap its `push` after we start.
 */
export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  const hostWindow = (options.window ?? (typeof window === 'undefined' ? undefined : window)) as
    | WindowWithDataLayer
    | undefined;
  const target = (): AnalyticsSink | undefined => {
    if (options.dataLayer) return options.dataLayer;
    if (!hostWindow) return undefined;
    hostWindow.dataLayer ??= [];
    return hostWindow.dataLayer;
  };
  const waiting: DataLayerObject[] = [];
  let initialized = false;

  return {
    init(gtmDataLayerObjects) {
      if (initialized) return;
      initialized = true;
      const sink = target();
      if (!sink) return;
      for (const object of gtmDataLayerObjects ?? []) sink.push(object);
      for (const object of waiting.splice(0)) sink.push(object);
    },
    push(object) {
      const sink = target();
      if (!sink) return;
      if (initialized) sink.push(object);
      else waiting.push(object);
    },
  };
}
