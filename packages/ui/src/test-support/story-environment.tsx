import { type CaptchaProvider, createOrderClient, type PreCheckResult } from '@bb/api-client';
import { createMockApi, fail, MOCK_API_ORIGIN, type MockRoutes, ok } from '@bb/api-client/testing';
import {
  BbProvider,
  createMemoryEnvironment,
  memoryAddressBar,
  memoryNavigation,
  memoryStorage,
  memoryTabBroadcast,
} from '@bb/form-hooks';
import type { UserRole } from '@bb/validation';
import { DASHBOARD_HOME_URL_PATHS } from '@bb/validation';
import type { Decorator } from '@storybook/react-vite';
import type { MouseEvent } from 'react';

/** Common settings as GET /common/settings answers them; both providers on, no bot check. */
export function commonSettings(
  overrides: { google?: boolean; apple?: boolean; cookieBanner?: string } = {},
) {
  return {
    env: {
      is_recaptcha_available: false,
      recaptcha_site_key: '',
      is_google_oauth2_available: overrides.google ?? true,
      is_apple_oauth2_available: overrides.apple ?? true,
      service_type_layout: '',
    },
    app_features: { cookie_agree_banner_type: overrides.cookieBanner ?? '' },
    gtm_datalayer_objects: [],
  };
}

/** A signed-in session of `role`, at its default dashboard home. */
export function sessionOf(role: UserRole, userId = 7) {
  return {
    user_role: role,
    dashboard_home_url_path: DASHBOARD_HOME_URL_PATHS[role],
    auth_token: 'story-token',
    user_id: userId,
  };
}

/** A GET /users/pre-check answer: by default an existing customer account that can log in. */
export function preCheck(overrides: Partial<PreCheckResult> = {}) {
  return ok({
    login_ability: true,
    register_ability: false,
    policy_agree_required: false,
    marketing_agree_required: false,
    user_role: 'customer',
    user_role_matched: true,
    ...overrides,
  } satisfies PreCheckResult);
}

/** The routes every story gets unless it says otherwise: a visitor, both providers on. */
export const VISITOR_ROUTES: MockRoutes = {
  'GET /users/sessions': fail('not_authenticated', 401),
  'GET /common/settings': ok(commonSettings()),
};

/** The routes of a signed-in customer with an e-mail. */
export function customerRoutes(email = 'ada@example.com'): MockRoutes {
  return {
    'GET /users/sessions': ok(sessionOf('customer')),
    'GET /customers': ok({ email, avatar_url: '' }),
  };
}

export interface StoryEnvironmentOptions {
  /** Added to (and replacing) VISITOR_ROUTES. */
  routes?: MockRoutes;
  /** The page address, e.g. 'http://bb.test/?error=oauth2&message=…'. */
  href?: string;
  localStorage?: Record<string, string>;
  captcha?: CaptchaProvider;
  /** `'METHOD /path'` of requests that fail as a lost connection does (no answer at all). */
  offline?: readonly string[];
}

/**
 * A memory environment around a mocked API for one story: what the page would have navigated
 * to, the address bar, analytics pushes and the API's requests stay readable in play functions.
 */
export function createStoryEnvironment(options: StoryEnvironmentOptions = {}) {
  const mock = createMockApi({ ...VISITOR_ROUTES, ...options.routes }, undefined, {
    captcha: options.captcha,
  });
  const addressBar = memoryAddressBar(options.href ?? `${MOCK_API_ORIGIN}/`);
  const navigation = memoryNavigation();
  const analytics: unknown[] = [];
  const localStorage = memoryStorage(options.localStorage);
  const offline = new Set(options.offline);
  // The order calls go through the same table, and are recorded with the others.
  const ordersFetch: typeof fetch = async (input, init = {}) => {
    const { pathname } = new URL(String(input));
    const key = `${init.method ?? 'GET'} ${pathname.replace(/^\/api\/en\/1/, '')}`;
    const response = await mock.fetch(input, init);
    if (offline.has(key)) throw new TypeError('Failed to fetch');
    return response;
  };
  const environment = createMemoryEnvironment({
    api: mock.api,
    addressBar,
    navigation,
    analytics,
    localStorage,
    tabs: memoryTabBroadcast(),
    orders: createOrderClient({ origin: MOCK_API_ORIGIN, fetch: ordersFetch }),
  });
  return { environment, mock, addressBar, navigation, analytics, localStorage };
}

export type StoryEnvironment = ReturnType<typeof createStoryEnvironment>;

/**
 * A story's environment, made fresh for each render by a loader (the session store is kept per
 * environment, so stories never share a session). Spread into a story: `...bbEnvironment({…})`.
 */
export function bbEnvironment(options: StoryEnvironmentOptions = {}) {
  return { loaders: [() => ({ bb: createStoryEnvironment(options) })] };
}

/** The story's environment from its context (`loaded.bb`), for decorators and play functions. */
export function storyEnvironment(context: { loaded: Record<string, unknown> }): StoryEnvironment {
  const bb = context.loaded.bb as StoryEnvironment | undefined;
  if (!bb) throw new Error('The story has no environment: add ...bbEnvironment() to it.');
  return bb;
}

/**
 * Puts the story under a BbProvider with its environment. Links keep the story's frame in place
 * (a click on one is recorded by its handlers but not followed); React events bubble through
 * portals, so this also covers popovers and modals.
 */
export const withBbEnvironment: Decorator = (Story, context) => {
  const bb = context.loaded.bb as StoryEnvironment | undefined;
  const story = (
    <div onClickCapture={stayOnPage} style={{ display: 'contents' }}>
      <Story />
    </div>
  );
  return bb ? <BbProvider environment={bb.environment}>{story}</BbProvider> : story;
};

function stayOnPage(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
}
