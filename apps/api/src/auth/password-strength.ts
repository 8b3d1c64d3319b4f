import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import type { AppContext } from '../app-context';
import { ApiError } from '../http/envelope';
import { normalizePassword } from './password-hashing';

/**
 * zxcvbn's score runs 0 (in the top common passwords) to 4; 3 is its "safely unguessable"
 * (about 10^8 guesses and up), the level its authors recommend requiring.
 */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/**
 * The estimator with zxcvbn-ts's common-password and diceware lists and keyboard patterns,
 * offline. Built on first use (the lists take a moment to index) and only on the server: the
 * browser bundles never carry the lists.
 */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return estimator;
}

/**
 * Refuses a new password that is common or easily guessed (password_too_common on the password
 * field): a breached-style list entry, a keyboard walk, a word with a digit, or a variant of the
 * account's own e-mail address or the site's name.
 */
export function assertPasswordNotCommon(password: string, userInputs: string[]): void {
  const { score } = passwordEstimator().check(normalizePassword(password), userInputs);
  if (score < MIN_PASSWORD_SCORE) throw new ApiError('password_too_common', 400, 'password');
}

/** What a guesser would try first for this account: its e-mail, the e-mail's name, the site's name. */
export function passwordContext(ctx: Pick<AppContext, 'config'>, email: string): string[] {
  return [email, email.split('@')[0] ?? '', ctx.config.site.name];
}
