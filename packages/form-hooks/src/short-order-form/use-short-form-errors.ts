import type { MessageSlug, ServerErrorMapping, ShortOrderFormField } from '@bb/validation';
import { useState } from 'react';
import type { EmailCheck } from '../email-check';
import type { FieldErrors } from '../form-fields';

/**
 * The short form's server errors (spec §8): the form-level slug, every slug of the last submit as
 * a flag (password_incorrect included: it sends the next submit to the login modal), the field
 * texts, and the consent block opened for a policy error.
 */
export function useShortFormErrors(
  fields: FieldErrors<ShortOrderFormField>,
  emailCheck: Pick<EmailCheck, 'showConsent'>,
) {
  const [errorFlags, setErrorFlags] = useState<Partial<Record<MessageSlug, true>>>({});
  const [formError, setFormError] = useState<MessageSlug | null>(null);
  return {
    errorFlags,
    formError,
    show(mapping: ServerErrorMapping) {
      if (mapping.opensConsent) emailCheck.showConsent();
      if (mapping.formError) fields.showServerErrors(mapping);
      else fields.clearServerErrors();
      setErrorFlags(mapping.flags);
      setFormError(mapping.formError ?? null);
    },
    /** A new submit starts. */
    clearFormError: () => setFormError(null),
    /** The visitor typed: the error and its flags are about another e-mail now. */
    clear() {
      fields.clearServerErrors();
      setFormError(null);
      setErrorFlags({});
    },
    /** No session for this login: the next submit goes straight to the login modal. */
    flagPasswordIncorrect: () =>
      setErrorFlags((current) => ({ ...current, password_incorrect: true })),
    /** The login modal signed the customer in. */
    signedIn: () => setErrorFlags(({ password_incorrect: _signedIn, ...rest }) => rest),
  };
}
export type ShortFormErrors = ReturnType<typeof useShortFormErrors>;
