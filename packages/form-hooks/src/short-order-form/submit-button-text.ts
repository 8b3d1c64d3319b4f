import { SHORT_FORM_BUTTON_TEXTS, type ShortFormButtonTexts } from './short-form-texts';

export interface SubmitButtonState {
  /** The pre-check said this login can log in. */
  loginAbility: boolean;
  /** A customer is logged in. */
  loggedIn: boolean;
  /** writer_req_slug is set. */
  writerRequested: boolean;
}

/**
 * The submit button's text (spec §4): the login text when login_ability is true and the user is
 * not logged in; else the request-expert text when a writer is requested; else the submit text.
 */
export function submitButtonText(
  state: SubmitButtonState,
  texts: ShortFormButtonTexts = SHORT_FORM_BUTTON_TEXTS,
): string {
  if (state.loginAbility && !state.loggedIn) return texts.login;
  if (state.writerRequested) return texts.requestExpert;
  return texts.submit;
}
