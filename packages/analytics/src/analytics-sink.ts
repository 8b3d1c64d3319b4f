/** One object pushed to a Google Tag Manager data layer: an event or plain variables. */
export type DataLayerObject = Record<string, unknown>;

/**
 * Where analytics objects go. A plain array is a sink, and so is `window.dataLayer` once
 * Google Tag Manager has wrapped its `push`; hosts of the order form may pass their own.
 */
export interface AnalyticsSink {
  push(object: DataLayerObject): unknown;
}
