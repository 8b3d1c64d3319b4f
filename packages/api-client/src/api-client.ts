import type { CaptchaProvider } from './captcha';
import { createContentCalls } from './content-calls';
import { createCustomerCalls } from './customer-calls';
import { createDataBoxCalls } from './data-box-calls';
import { createDictionaryCalls } from './dictionary-calls';
import { createPasswordRestoreCalls } from './password-restore-calls';
import {
  buildRedirectToDashboardUrl,
  type RedirectToDashboardParams,
} from './redirect-to-dashboard-url';
import { createSessionCalls } from './session-calls';
import { createSettingsCalls } from './settings-calls';
import { createTransport, type TransportOptions } from './transport';
import { createUnshapedCalls } from './unshaped-calls';
import { createVisitCalls } from './visit-calls';
import { createWidgetCalls } from './widget-calls';
import { createWriterCalls } from './writer-calls';

export interface ApiClientOptions extends TransportOptions {
  /** Makes bot-check tokens; without it every token is 'skipped'. */
  captcha?: CaptchaProvider;
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
    ...createUnshapedCalls(context),
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
