export type { AnalyticsSink, DataLayerObject } from './analytics-sink';
export { type Analytics, type AnalyticsOptions, createAnalytics } from './create-analytics';
export {
  type AnalyticsEvent,
  type LogOutEvent,
  logOutEvent,
  type NewOrderClickEvent,
  type NewOrderEvent,
  newOrderClickEvent,
  newOrderEvent,
  type SessionLoadedEvent,
  type SignInEvent,
  type SignInMethod,
  type SignUpEvent,
  type SignUpMethod,
  sessionLoadedEvent,
  signInEvent,
  signUpEvent,
  VISITOR_ROLE,
} from './events';
export {
  REF_COOKIE_NAME,
  type TrackVisitOptions,
  trackVisit,
  type VisitRecord,
} from './track-visit';
export {
  startWebVitals,
  type WebVitalsEvent,
  type WebVitalsMetric,
  webVitalsEvent,
} from './web-vitals';
