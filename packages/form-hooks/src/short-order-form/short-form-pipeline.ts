import { newOrderEvent, signUpEvent } from '@bb/analytics';
import { isAbortError, type PreCheckResult, type Session } from '@bb/api-client';
import { mapServerErrors } from '@bb/validation';
import type { Step } from '../submission/step';
import {
  recordFailure,
  type ShortFormEffects,
  type ShortFormSubmission,
  slugOf,
} from './short-form-submission';

export type ShortFormStepName =
  | 'setLoading'
  | 'checkUser'
  | 'registerCustomer'
  | 'getSession'
  | 'openLoginModal'
  | 'signUpAnalytics'
  | 'saveDataBox'
  | 'newOrderAndNavigate'
  | 'clearStoredDraft'
  | 'mapErrors'
  | 'clearLoading';

export interface ShortFormPipelineContext {
  submission: ShortFormSubmission;
  effects: ShortFormEffects;
  /** password_incorrect is already flagged for this login (an earlier submit found no session). */
  passwordIncorrect: boolean;
  /** The pre-check's result, when it ran and the account's role matched. */
  check?: PreCheckResult;
  /** POST /customers succeeded: with force_auth the new customer is signed in. */
  registered: boolean;
  session?: Session;
  userId?: number;
  dataBoxKey?: string;
  /** Where the page went. */
  url?: string;
  /** Error slugs met on the way, in order. */
  errors: string[];
}

export function createShortFormContext(
  submission: ShortFormSubmission,
  effects: ShortFormEffects,
  passwordIncorrect = false,
): ShortFormPipelineContext {
  return { submission, effects, passwordIncorrect, registered: false, errors: [] };
}

/**
 * The normal submit pipeline of spec §4, in its order. Each step is skipped when the value it
 * needs is missing; a failing call records its slug and the later steps that need its result skip.
 */
export const SHORT_FORM_STEPS: readonly Step<ShortFormPipelineContext, ShortFormStepName>[] = [
  // 1. Set loading.
  {
    name: 'setLoading',
    run: ({ effects }) => effects.setLoading(true),
  },
  // 2. User check if a login is present (GET /users/pre-check, login and user_role=customer).
  {
    name: 'checkUser',
    skip: ({ submission }) => submission.login === '',
    run: (context) =>
      recordFailure(context.errors, async () => {
        const result = await context.effects.checkUser(context.submission.login);
        // An account of another role cannot order here: its result is not used (spec §6).
        if (result.user_role_matched === false) {
          context.errors.push('user_role_required_user_not_matched');
          return;
        }
        context.check = result;
      }),
  },
  // 3. Register the customer if register_ability and policy_agree are set (POST /customers).
  {
    name: 'registerCustomer',
    skip: ({ check, submission }) => !check?.register_ability || !submission.policy_agree,
    run: (context) =>
      recordFailure(context.errors, async () => {
        const { submission, effects } = context;
        await effects.api.createCustomer(
          {
            login: submission.login,
            policy_agree: submission.policy_agree,
            marketing_agree: submission.marketing_agree,
            page_type: submission.pageType,
          },
          { signal: effects.signal },
        );
        context.registered = true;
      }),
  },
  // 4. Get a session if login_ability is true and no password_incorrect error occurred. A
  //    registration signs the new customer in (force_auth), which gives login ability too.
  {
    name: 'getSession',
    skip: ({ check, registered, passwordIncorrect }) =>
      !(check?.login_ability || registered) || passwordIncorrect,
    run: async (context) => {
      try {
        const { api, signal } = context.effects;
        const session = await api.getSession({ signal });
        context.session = session;
        if (typeof session.user_id === 'number') context.userId = session.user_id;
      } catch (error) {
        if (isAbortError(error)) throw error;
        // An empty session body means no one is signed in: the login modal (step 5) asks for
        // the password. It is flagged, not shown: the short form has no password field.
        if (slugOf(error) === 'password_incorrect') context.passwordIncorrect = true;
        else context.errors.push(slugOf(error));
      }
    },
  },
  // 5. Open the login modal if login_ability is true and there is no user_id.
  {
    name: 'openLoginModal',
    skip: ({ check, userId }) => !check?.login_ability || userId !== undefined,
    run: ({ effects, submission }) => effects.openLoginModal(submission.login),
  },
  // 6. Sign-up analytics if there is a user_id and is_new_customer.
  {
    name: 'signUpAnalytics',
    skip: ({ userId, session }) => userId === undefined || !session?.is_new_customer,
    run: ({ effects, session, userId }) => {
      if (!session || userId === undefined) return;
      effects.analytics.push(signUpEvent({ userRole: session.user_role, method: 'email', userId }));
    },
  },
  // 7. Save the data box if there is a user_id (POST /widgets/data-boxes, ttl 1800).
  {
    name: 'saveDataBox',
    skip: ({ userId }) => userId === undefined,
    run: (context) =>
      recordFailure(context.errors, async () => {
        const { api, signal } = context.effects;
        const { key } = await api.createDataBox({ data: context.submission.draft }, { signal });
        if (key) context.dataBoxKey = key;
      }),
  },
  // 8. New-order analytics and navigate to the result.
  {
    name: 'newOrderAndNavigate',
    skip: ({ dataBoxKey }) => dataBoxKey === undefined,
    run: (context) => {
      const { effects, submission, dataBoxKey, userId } = context;
      if (dataBoxKey === undefined) return;
      effects.analytics.push(
        newOrderEvent({
          disciplineId: submission.discipline_sub,
          disciplineTitle: submission.disciplineTitle,
          writerReqSlug: submission.writer_req_slug,
          userId,
        }),
      );
      context.url = effects.orderUrl(dataBoxKey);
      effects.navigate(context.url);
    },
  },
  // 9. Clear the stored draft and writer: only once the order has left in the data box.
  {
    name: 'clearStoredDraft',
    skip: ({ url }) => url === undefined,
    run: ({ effects }) => effects.clearStorage(),
  },
  // 10. Map errors to fields. user_blocked is set locally when the account can neither log in
  //     nor register; policy_required when it could register but consent was not given.
  {
    name: 'mapErrors',
    run: ({ effects, errors, check, submission }) => {
      const local: string[] = [];
      if (check && !check.login_ability && !check.register_ability) local.push('user_blocked');
      if (check && !check.login_ability && check.register_ability && !submission.policy_agree) {
        local.push('policy_required');
      }
      effects.showErrors(mapServerErrors([...errors, ...local]));
    },
  },
  // 11. Clear loading unless a user_id is present: the page is leaving for the order. When the
  //     data box could not be saved the visitor stays, so loading clears for another try.
  {
    name: 'clearLoading',
    skip: ({ userId, errors }) => userId !== undefined && errors.length === 0,
    run: ({ effects }) => effects.setLoading(false),
  },
];
