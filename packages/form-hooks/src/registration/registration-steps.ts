import { signUpEvent } from '@bb/analytics';
import { getUtcOffsetMinutes, type PageType, type Session } from '@bb/api-client';
import type { BbEnvironment } from '../environment';
import { loginRoute } from '../login/login-route';
import { dashboardHomeOf } from '../session/dashboard-paths';
import { type Step, stepNames } from '../submission/step';

/** The sign-up steps; `registrationSteps` runs them in order. */
type RegistrationSubmitStep =
  | 'loadingOn'
  | 'createCustomer'
  | 'getSession'
  | 'analyticsSignUp'
  | 'workOutRoute'
  | 'navigate'
  | 'loadingOff';

export type RegistrationStepName = RegistrationSubmitStep | 'errorHandling';

/** One sign-up: what the person gave, what the steps use, and what they find on the way. */
export interface RegistrationRun {
  login: string;
  policyAgree: boolean;
  marketingAgree: boolean;
  pageType: PageType | undefined;
  redirectUrl: string | null | undefined;
  environment: Pick<BbEnvironment, 'api' | 'analytics' | 'navigation'>;
  setLoading: (loading: boolean) => void;
  created?: Record<string, unknown>;
  session?: Session;
  route?: string;
}

type RegistrationStep = Step<RegistrationRun, RegistrationSubmitStep>;

/**
 * Sign-up with an e-mail and consent (spec §4, §7): POST /customers (force_auth true, so the new
 * customer is signed in), then the session, the sign_up event and the dashboard. Without
 * policy_agree the API client refuses locally with policy_required and nothing is sent.
 */
export const registrationSteps: readonly RegistrationStep[] = [
  { name: 'loadingOn', run: (run) => run.setLoading(true) },
  {
    name: 'createCustomer',
    run: async (run, signal) => {
      run.created =
        (await run.environment.api.createCustomer(
          {
            login: run.login,
            policy_agree: run.policyAgree,
            marketing_agree: run.marketingAgree,
            utc_offset_min: getUtcOffsetMinutes(),
            page_type: run.pageType,
          },
          { signal },
        )) ?? {};
    },
  },
  {
    name: 'getSession',
    skip: (run) => !run.created,
    run: async (run, signal) => {
      run.session = await run.environment.api.getSession({ signal });
    },
  },
  {
    name: 'analyticsSignUp',
    skip: (run) => userIdOf(run) === null || !run.session,
    run: (run) => {
      const userId = userIdOf(run);
      if (userId === null || !run.session) return;
      run.environment.analytics.push(
        signUpEvent({ userRole: run.session.user_role, method: 'email', userId }),
      );
    },
  },
  {
    name: 'workOutRoute',
    skip: (run) => !run.session,
    run: (run) => {
      const home = dashboardHomeOf(run.session ?? null);
      if (home) run.route = loginRoute(home, run.redirectUrl);
    },
  },
  {
    name: 'navigate',
    skip: (run) => !run.route,
    run: (run) => {
      if (run.route) run.environment.navigation.navigate(run.route);
    },
  },
  { name: 'loadingOff', run: (run) => run.setLoading(false) },
];

/** The new customer's id: the session's, else one the sign-up answer carries. */
function userIdOf(run: RegistrationRun): number | null {
  const candidates = [run.session?.user_id, run.created?.user_id, run.created?.id];
  const id = candidates.find((value) => typeof value === 'number' && Number.isFinite(value));
  return typeof id === 'number' ? id : null;
}

/** The sign-up steps, in order. */
export const REGISTRATION_STEPS = stepNames(registrationSteps);
