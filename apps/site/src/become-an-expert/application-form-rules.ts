import { ERROR_CATALOGUE, FILE_MAX_BYTES, isMessageSlug, validateLogin } from '@bb/validation';

/** The application form's fields, by the names the API gives them in `meta.response.field`. */
export type ApplicationField =
  | 'name'
  | 'login'
  | 'discipline_subs'
  | 'experience'
  | 'sample_file'
  | 'policy_agree';

export type ApplicationErrors = Partial<Record<ApplicationField | 'form', string>>;

export interface ApplicationValues {
  name: string;
  login: string;
  disciplineIds: number[];
  experience: string;
  sample: File | null;
  policyAgree: boolean;
}

/** The API's limits for an application (@bb/validation's `writerApplicationBody`). */
export const APPLICATION_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  disciplinesMax: 10,
  experienceMin: 20,
  experienceMax: 4000,
} as const;

/** Our words for the form's own rules (the spec has no expert application form). */
export const APPLICATION_MESSAGES = {
  name: `Please enter your name (${APPLICATION_LIMITS.nameMin} to ${APPLICATION_LIMITS.nameMax} characters)`,
  disciplinesNone: 'Please choose at least one discipline',
  disciplinesTooMany: `Please choose at most ${APPLICATION_LIMITS.disciplinesMax} disciplines`,
  experience: `Please describe your experience in ${APPLICATION_LIMITS.experienceMin} to ${APPLICATION_LIMITS.experienceMax} characters`,
  sampleNone: 'Please attach a sample of your work',
  sampleRefused: 'This sample could not be used. Please attach it again.',
  userExists:
    'An application or an account with this e-mail exists already. We will write to you about it.',
  invalid: 'Please check this field.',
} as const;

/** What the browser can judge before anything is sent; the server judges it again. */
export function validateApplication(values: ApplicationValues): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const name = values.name.trim();
  if (name.length < APPLICATION_LIMITS.nameMin || name.length > APPLICATION_LIMITS.nameMax)
    errors.name = APPLICATION_MESSAGES.name;
  const login = validateLogin(values.login);
  if (login) errors.login = login.message;
  if (values.disciplineIds.length === 0)
    errors.discipline_subs = APPLICATION_MESSAGES.disciplinesNone;
  else if (values.disciplineIds.length > APPLICATION_LIMITS.disciplinesMax)
    errors.discipline_subs = APPLICATION_MESSAGES.disciplinesTooMany;
  const experience = values.experience.trim();
  if (
    experience.length < APPLICATION_LIMITS.experienceMin ||
    experience.length > APPLICATION_LIMITS.experienceMax
  )
    errors.experience = APPLICATION_MESSAGES.experience;
  if (!values.sample) errors.sample_file = APPLICATION_MESSAGES.sampleNone;
  else if (values.sample.size > FILE_MAX_BYTES)
    errors.sample_file = ERROR_CATALOGUE.file_too_large.message;
  if (!values.policyAgree) errors.policy_agree = ERROR_CATALOGUE.policy_required.message;
  return errors;
}

const FIELDS: readonly string[] = [
  'name',
  'login',
  'discipline_subs',
  'experience',
  'sample_file',
  'policy_agree',
];

/**
 * A refusal of the server beside the field it names (the sample's upload refusals beside the
 * sample), in the catalogue's words; anything else above the form.
 */
export function serverErrors(
  refusal: { slug: string; field: string | undefined },
  step: 'upload' | 'apply',
): ApplicationErrors {
  const known = isMessageSlug(refusal.slug) ? ERROR_CATALOGUE[refusal.slug].message : null;
  if (refusal.slug === 'user_exists') return { login: APPLICATION_MESSAGES.userExists };
  if (step === 'upload') return { sample_file: known ?? ERROR_CATALOGUE.internal_error.message };
  if (refusal.field === 'sample_file') return { sample_file: APPLICATION_MESSAGES.sampleRefused };
  if (refusal.field && FIELDS.includes(refusal.field)) {
    const text = refusal.slug === 'invalid_request' ? APPLICATION_MESSAGES.invalid : known;
    return { [refusal.field]: text ?? APPLICATION_MESSAGES.invalid };
  }
  return { form: known ?? ERROR_CATALOGUE.internal_error.message };
}
