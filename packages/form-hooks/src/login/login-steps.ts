import { signInEvent } from '@bb/analytics';
import {
  ApiError,
  type CreatedSession,
  type PreCheckResult,
  SESSIONS_PATH,
  type Session,
} from '@bb/api-client';
import { type CaptchaRun, captchaTokenStep } from '../captcha/captcha-token-step';
import { checkErrorOf, consentNeeded } from '../email-check/email-check-state';
import type { BbEnvironment } from '../environment';
import { dashboardHomeOf } from '../session/dashboard-paths';
import { STOP, type Step, stepNames } from '../submission/step';
import { loginRoute } from './login-route';
import { clearStoredLogin, hasStoredLogin } from './stored-login';

/** The steps of the login submit sequence (spec §4); `loginSteps` runs them in the spec's order. */
type LoginSubmitStep =
  | 'loadingOn'
  | 'preCheck'
  | 'captchaToken'
  | 'createSession'
  | 'getSession'
  | 'clearStoredLogin'
  | 'workOutRoute'
  | 'analyticsSignIn'
  | 'navigate'
  | 'loadingOff';

export type LoginStepName = LoginSubmitStep | 'errorHandling';

/** One sign-in: what the person gave, what the steps use, and what they find on the way. */
export interface LoginRun extends CaptchaRun {
  /** Normalised (spec §3: the login as the API receives it). */
  login: string;
  password: string;
  staySignedIn: boolean;
  policyAgree: boolean;
  marketingAgree: boolean;
  /** A modal over a form that carries on: no navigation. */
  remote: boolean;
  redirectUrl: string | null | undefined;
  environment: Pick<
    BbEnvironment,
    'api' | 'analytics' | 'navigation' | 'localStorage' | 'sessionStorage'
  >;
  setLoading: (loading: boolean) => void;
  /** The form's e-mail check: runs the pre-check and shows its result. */
  preCheck: (login: string) => Promise<PreCheckResult>;
  /** The account is new and needs consent: the block opens with its error. */
  askForConsent: () => void;
  preCheckResult?: PreCheckResult;
  createdSession?: CreatedSession;
  session?: Session;
  route?: string;
}

type LoginStep = Step<LoginRun, LoginSubmitStep>;

const hasCredentials = (run: LoginRun) => run.login !== '' && run.password !== '';
const storagesOf = (run: LoginRun) => [
  run.environment.localStorage,
  run.environment.sessionStorage,
];

/**
 * Sign-in with an e-mail and password (spec §4): pre-check, bot-check token, POST
 * /users/sessions, the session, the stored login cleared, the route worked out, the sign_in
 * event, and the dashboard (not for a remote login, whose form carries on).
 */
export const loginSteps: readonly LoginStep[] = [
  { name: 'loadingOn', run: (run) => run.setLoading(true) },
  {
    name: 'preCheck',
    skip: (run) => !hasCredentials(run),
    run: async (run) => {
      run.preCheckResult = await run.preCheck(run.login);
      const problem = checkErrorOf(run.preCheckResult);
      if (problem) throw new ApiError(problem.slug, 0, { context: 'pre-check' });
      // A new account needs consent: the person ticks it before the account can be made.
      if (consentNeeded(run.preCheckResult) && !run.policyAgree) {
        run.askForConsent();
        return STOP;
      }
      return undefined;
    },
  },
  captchaTokenStep('POST', () => SESSIONS_PATH),
  {
    name: 'createSession',
    skip: (run) => !hasCredentials(run),
    run: async (run, signal) => {
      run.createdSession = await run.environment.api.createSession(
        {
          login: run.login,
          password: run.password,
          utc_offset_min: run.utcOffsetMin,
          captcha_token: run.captchaToken,
          stay_signed_in: run.staySignedIn,
          policy_agree: run.policyAgree,
          marketing_agree: run.marketingAgree,
        },
        { signal, captchaContext: run.captchaContext },
      );
    },
  },
  {
    name: 'getSession',
    skip: (run) => !run.createdSession,
    run: async (run, signal) => {
      run.session = await run.environment.api.getSession({ signal });
    },
  },
  {
    name: 'clearStoredLogin',
    skip: (run) => !hasStoredLogin(storagesOf(run)),
    run: (run) => clearStoredLogin(storagesOf(run)),
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
    name: 'analyticsSignIn',
    skip: (run) => !run.session?.user_role,
    run: (run) => {
      if (!run.session) return;
      run.environment.analytics.push(
        signInEvent({ userRole: run.session.user_role, method: 'password' }),
      );
    },
  },
  {
    name: 'navigate',
    skip: (run) => run.remote || !run.route,
    run: (run) => {
      if (run.route) run.environment.navigation.navigate(run.route);
    },
  },
  { name: 'loadingOff', run: (run) => run.setLoading(false) },
];

/** The login submit sequence of spec §4, in its order. */
export const LOGIN_SUBMIT_STEPS = stepNames(loginSteps);
