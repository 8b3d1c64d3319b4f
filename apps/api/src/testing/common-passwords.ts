import { validatePassword } from '@bb/validation';
import * as common from '@zxcvbn-ts/language-common';

/**
 * Passwords the server must refuse as too common although they pass spec §5's rules: `password1`
 * and the first entries of zxcvbn-ts's common-password list that pass those rules (the list's
 * very first ones, like 123456, fail the rules already).
 */
export const COMMON_PASSWORDS = [
  'password1',
  ...common.dictionary['passwords-common']
    .filter((password) => validatePassword(password) === null)
    .slice(0, 8),
];
