/**
 * What other workspace packages' tests use to talk to a real server: a started API on a fresh
 * database, and a fetch that keeps cookies like a browser.
 */
export { type CookieJarFetch, createCookieJarFetch } from './cookie-jar-fetch';
export {
  type EngineName,
  PUBLIC_ORIGIN,
  startTestServer,
  type TestClock,
  type TestServer,
} from './test-server';
