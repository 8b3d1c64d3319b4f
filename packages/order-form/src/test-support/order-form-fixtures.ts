import type {
  CommonSettings,
  Discipline,
  DisciplineGroup,
  PreCheckResult,
  Writer,
} from '@bb/api-client';
import { type MockRoutes, ok } from '@bb/api-client/testing';
import { DASHBOARD_HOME_URL_PATHS, type UserRole } from '@bb/validation';

export const DICTIONARIES_ROUTE =
  'GET /widgets/dictionaries/discipline_sub,discipline_sub_grouping';

export const DISCIPLINE_GROUPS: DisciplineGroup[] = [
  { id: 1, title: 'Programming', slug: 'programming' },
  { id: 2, title: 'Data analysis', slug: 'data-analysis' },
  { id: 3, title: 'Mathematics', slug: 'mathematics' },
];

/** A small dictionary: three groups, three popular disciplines (Python first). */
export const DISCIPLINES: Discipline[] = [
  { id: 11, title: 'Python', slug: 'python', grouping: 1, pos_in_popular: 1 },
  { id: 12, title: 'Java', slug: 'java', grouping: 1, pos_in_popular: 0 },
  { id: 13, title: 'JavaScript', slug: 'javascript', grouping: 1, pos_in_popular: 3 },
  { id: 14, title: 'C programming', slug: 'c-programming', grouping: 1, pos_in_popular: 0 },
  { id: 21, title: 'SPSS', slug: 'spss', grouping: 2, pos_in_popular: 0 },
  { id: 22, title: 'R programming', slug: 'r-programming', grouping: 2, pos_in_popular: 2 },
  { id: 23, title: 'Excel', slug: 'excel', grouping: 2, pos_in_popular: 0 },
  {
    id: 31,
    title: 'Linear programming',
    slug: 'linear-programming',
    grouping: 3,
    pos_in_popular: 0,
  },
  { id: 32, title: 'Math analysis', slug: 'math-analysis', grouping: 3, pos_in_popular: 0 },
];

/** The settings with both providers on; `recaptcha` turns the bot check (and its notice) on. */
export function settings(options: { recaptcha?: boolean } = {}): CommonSettings {
  return {
    env: {
      is_recaptcha_available: options.recaptcha ?? false,
      recaptcha_site_key: options.recaptcha ? 'story-site-key' : '',
      is_apple_oauth2_available: true,
      is_google_oauth2_available: true,
      service_type_layout: 'default',
    },
    app_features: { cookie_agree_banner_type: 'custom' },
    gtm_datalayer_objects: [],
  };
}

export const WRITER: Writer = {
  slug: 'ada-l',
  pen_name: 'Ada L.',
  avatar_url: '',
  rating: 9.8,
  orders_finished_qty: 412,
  orders_progress_qty: 3,
  badges: ['triple10', 'writer_of_month'],
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

/** A signed-in session of `role` at its dashboard home. */
export function sessionOf(role: UserRole, extra: Record<string, unknown> = {}) {
  return {
    user_role: role,
    dashboard_home_url_path: DASHBOARD_HOME_URL_PATHS[role],
    auth_token: 'story-token',
    user_id: 1042,
    ...extra,
  };
}

/** What a fresh page asks for: the dictionaries, the settings, and a visitor's session. */
export function pageRoutes(options: { recaptcha?: boolean } = {}): MockRoutes {
  return {
    [DICTIONARIES_ROUTE]: ok({
      discipline_sub: DISCIPLINES,
      discipline_sub_grouping: DISCIPLINE_GROUPS,
    }),
    'GET /common/settings': ok(settings(options)),
    // A visitor: the API answers an empty session body (the client reads it as password_incorrect).
    'GET /users/sessions': ok({}),
  };
}

/**
 * A visitor placing a first order: the e-mail is new, the customer is created (signed in by
 * force_auth), the session then names them, and the order goes into a data box.
 */
export function newCustomerRoutes(dataBoxKey = 'box-1'): MockRoutes {
  return {
    ...pageRoutes(),
    'GET /users/pre-check': ok(NEW_ACCOUNT),
    'POST /customers': ok({ email: 'new@example.com' }),
    'GET /users/sessions': [ok({}), ok(sessionOf('customer', { is_new_customer: true }))],
    'POST /widgets/data-boxes': ok({ key: dataBoxKey }),
  };
}
