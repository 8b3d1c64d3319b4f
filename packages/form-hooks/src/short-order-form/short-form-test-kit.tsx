import type { CommonSettings, PreCheckResult } from '@bb/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { DISCIPLINE_GROUPS, DISCIPLINES } from '../disciplines/discipline-fixtures';
import {
  createTestEnvironment,
  type FakeApiServer,
  ok,
  type TestEnvironmentOptions,
} from '../test-support';
import type { ShortOrderFormOptions } from './short-form-values';
import { useShortOrderForm } from './use-short-order-form';

export const DICTIONARIES = 'GET /widgets/dictionaries/discipline_sub,discipline_sub_grouping';
export const SESSIONS = 'GET /users/sessions';

export const SETTINGS: CommonSettings = {
  env: {
    is_recaptcha_available: true,
    recaptcha_site_key: 'site-key-1',
    is_apple_oauth2_available: true,
    is_google_oauth2_available: true,
    service_type_layout: 'default',
  },
  app_features: { cookie_agree_banner_type: 'custom' },
  gtm_datalayer_objects: [],
};

export const NEW_ACCOUNT: PreCheckResult = {
  login_ability: false,
  register_ability: true,
  policy_agree_required: true,
  marketing_agree_required: false,
  user_role: 'customer',
  user_role_matched: true,
};

export const EXISTING_ACCOUNT: PreCheckResult = {
  ...NEW_ACCOUNT,
  login_ability: true,
  register_ability: false,
  policy_agree_required: false,
};

export const BLOCKED_ACCOUNT: PreCheckResult = {
  ...NEW_ACCOUNT,
  login_ability: false,
  register_ability: false,
  policy_agree_required: false,
};

export const CUSTOMER_SESSION = {
  user_role: 'customer',
  dashboard_home_url_path: '/customer/',
  user_id: 1042,
  is_new_customer: false,
};

/** The dictionaries, the settings and a visitor's session (an empty body): a fresh page. */
export function programPage(server: FakeApiServer) {
  server.on(
    DICTIONARIES,
    ok({ discipline_sub: DISCIPLINES, discipline_sub_grouping: DISCIPLINE_GROUPS }),
  );
  server.on('GET /common/settings', ok(SETTINGS));
  server.on(SESSIONS, ok({}));
}

/** Programs a signed-in customer (page load answers; later answers are the test's). */
export function programCustomer(server: FakeApiServer, email = 'ann@example.com') {
  server.on(SESSIONS, ok(CUSTOMER_SESSION));
  server.on('GET /customers', ok({ email, avatar_url: 'a-{size}.png' }));
}

/**
 * Renders the short form on a page whose loads have finished (dictionaries, settings, session,
 * restore), and returns the calls made since, so a test sees only what the submit did.
 */
export async function renderShortForm(
  server: FakeApiServer,
  options: ShortOrderFormOptions = {},
  environmentOptions: TestEnvironmentOptions = {},
) {
  const test = createTestEnvironment(server, environmentOptions);
  const hook = renderHook((props: ShortOrderFormOptions) => useShortOrderForm(props), {
    wrapper: test.wrapper,
    initialProps: options,
  });
  await waitFor(() => {
    expect(hook.result.current.restoring).toBe(false);
    expect(hook.result.current.button.spinner).toBe(false);
  });
  // The social sign-in's settings load is not awaited by the form itself.
  await waitFor(() =>
    expect(hook.result.current.socialSignIn?.settingsStatus ?? 'ready').not.toBe('loading'),
  );
  const loaded = server.requests.length;
  const pushed = test.analytics.length;
  return {
    ...test,
    ...hook,
    /** 'METHOD /path' of every request since the page finished loading. */
    callsSinceLoad: () => server.calls().slice(loaded),
    requestsSinceLoad: () => server.requests.slice(loaded),
    /** Analytics pushed since the page finished loading (after session_loaded). */
    analyticsSinceLoad: () => test.analytics.slice(pushed),
  };
}

export type RenderedShortForm = Awaited<ReturnType<typeof renderShortForm>>;

/** Types the e-mail, leaves the field, and picks a discipline, as a visitor would. */
export function fillIn(
  form: RenderedShortForm,
  values: { login?: string; disciplineId?: number; blur?: boolean },
) {
  const { result } = form;
  if (values.login !== undefined) {
    act(() => result.current.setLogin(values.login ?? ''));
    if (values.blur) act(() => result.current.getLoginFieldProps().onBlur());
  }
  if (values.disciplineId !== undefined) {
    const option = DISCIPLINES.find((discipline) => discipline.id === values.disciplineId);
    if (!option) throw new Error(`no discipline ${values.disciplineId}`);
    act(() =>
      result.current.disciplines.select({ id: option.id, label: option.title, discipline: option }),
    );
  }
}

/** Submits and waits for the pipeline to finish. */
export async function submit(form: RenderedShortForm) {
  await act(() => form.result.current.submit());
}

/** The outcome of each step of the last submit, as 'name:outcome'. */
export function stepOutcomes(form: RenderedShortForm): string[] {
  return form.result.current.steps.map((step) => `${step.name}:${step.outcome}`);
}
