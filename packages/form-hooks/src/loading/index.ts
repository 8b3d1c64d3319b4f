export { type LatestRequest, latestRequest } from './latest-request';
export { type Load, type LoadStatus, useLoad } from './use-load';
