import {
  type CaptchaContext,
  type CaptchaProvider,
  createCaptchaAction,
  tokenForCall,
} from './captcha';
import { createContentCalls } from './content-calls';
import { createCustomerCalls } from './customer-calls';
import { createDataBoxCalls } from './data-box-calls';
import { createDictionaryCalls } from './dictionary-calls';
import { createReferralVisitCalls } from './partner-calls';
import { createPasswordRestoreCalls } from './password-restore-calls';
import {
  buildRedirectToDashboardUrl,
  type RedirectToDashboardParams,
} from './redirect-to-dashboard-url';
import { createSessionCalls } from './session-calls';
import { createSettingsCalls } from './settings-calls';
import { createTransport, type HttpMethod, type TransportOptions } from './transport';
import { createUnshapedCalls } from './unshaped-calls';
import { getUtcOffsetMinutes } from './utc-offset';
import { createVisitCalls } from './visit-calls';
import { createWidgetCalls } from './widget-calls';
import { createWriterCalls } from './writer-calls';

export interface ApiClientOptions extends TransportOptions {
  /** Makes bot-check tokens; without it every token is 'skipped'. */
  captcha?: CaptchaProvider;
}

/** What a token is made for besides the call: the route and site key, the offset, a signal. */
export interface CaptchaTokenRequest {
  captchaContext?: CaptchaContext;
  utcOffsetMin?: number;
  signal?: AbortSignal;
}

/**
 * One function per call of spec §7. Creating a client touches no global (no window, document or
 * fetch lookup), so it is safe at import time and during server rendering.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const transport = createTransport(options);
  const context = { transport, captcha: options.captcha };
  return {
    ...createDictionaryCalls(context),
    ...createSettingsCalls(context),
    ...createWidgetCalls(context),
    ...createWriterCalls(context),
    ...createSessionCalls(context),
    ...createCustomerCalls(context),
    ...createDataBoxCalls(context),
    ...createPasswordRestoreCalls(context),
    ...createContentCalls(context),
    ...createVisitCalls(context),
    ...createReferralVisitCalls(context),
    ...createUnshapedCalls(context),
    /** Whether this client has a bot-check provider (without one every token is 'skipped'). */
    captchaEnabled: options.captcha !== undefined,
    /**
     * A bot-check token for a call about to be made: the one producer, used by the calls that
     * send a token and by the form-hooks' captchaToken steps. 'skipped' without a provider.
     */
    captchaToken: (method: HttpMethod, path: string, request: CaptchaTokenRequest = {}) =>
      tokenForCall(
        options.captcha,
        undefined,
        createCaptchaAction(
          method,
          path,
          request.utcOffsetMin ?? getUtcOffsetMinutes(),
          request.captchaContext,
        ),
        request.signal,
      ),
    /** URL of /api/en/1/users/redirect-to-dashboard on this client's host. */
    buildRedirectToDashboardUrl: (params: RedirectToDashboardParams) =>
      buildRedirectToDashboardUrl(params, options),
    /** Any other call under /api/en/1, with the same headers, timeout and envelope handling. */
    request: transport.send,
    /** The URL a path under /api/en/1 resolves to on this client's host. */
    url: transport.url,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
