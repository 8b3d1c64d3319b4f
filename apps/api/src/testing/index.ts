/**
 * What other workspace packages' tests use to talk to a real server: a started API on a fresh
 * database, a fetch that keeps cookies like a browser, and the e-mails it wrote to its outbox.
 */
export { type CookieJarFetch, createCookieJarFetch } from './cookie-jar-fetch';
export { type OutboxMessage, readOutbox } from './outbox';
export {
  type EngineName,
  PUBLIC_ORIGIN,
  startTestServer,
  type TestClock,
  type TestServer,
} from './test-server';
