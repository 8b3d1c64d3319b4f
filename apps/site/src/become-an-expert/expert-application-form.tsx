import { ApiError, type Discipline } from '@bb/api-client';
import { Button, Checkbox, FormError, TextAreaField, TextField } from '@bb/ui';
import { ERROR_CATALOGUE } from '@bb/validation';
import { type FormEvent, useId, useState } from 'react';
import {
  type ApplicationErrors,
  type ApplicationValues,
  serverErrors,
  validateApplication,
} from './application-form-rules';
import { siteExpertApplicationClient } from './expert-application-client';

export interface ExpertApplicationFormProps {
  /** The discipline dictionary, in its order (read when the page is built). */
  disciplines: Array<Pick<Discipline, 'id' | 'title'>>;
  termsPath: string;
  privacyPath: string;
  reviewDays: number;
}

type Phase = 'editing' | 'sending' | 'sent';

const EMPTY: ApplicationValues = {
  name: '',
  login: '',
  disciplineIds: [],
  experience: '',
  sample: null,
  policyAgree: false,
};

/**
 * "Become an expert": name, e-mail, the disciplines they cover, their experience, a sample of work
 * and the writer terms. Judged in the browser first, each refusal beside its field; then the
 * sample is uploaded and the application sent, and the server's refusals land beside the field
 * they name. Once sent, the form gives way to what happens next.
 */
export function ExpertApplicationForm({
  disciplines,
  termsPath,
  privacyPath,
  reviewDays,
}: ExpertApplicationFormProps) {
  const [values, setValues] = useState<ApplicationValues>(EMPTY);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [phase, setPhase] = useState<Phase>('editing');
  const disciplinesId = useId();
  const sampleId = useId();

  const edit = <K extends keyof ApplicationValues>(
    key: K,
    value: ApplicationValues[K],
    field: keyof ApplicationErrors,
  ) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors(({ [field]: _cleared, form: _form, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase !== 'editing') return;
    const problems = validateApplication(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !values.sample) return;
    setPhase('sending');
    const client = siteExpertApplicationClient();
    let step: 'upload' | 'apply' = 'upload';
    try {
      const { file } = await client.uploadSample(values.sample);
      step = 'apply';
      await client.applyAsExpert({
        login: values.login.trim(),
        name: values.name.trim(),
        discipline_subs: values.disciplineIds,
        experience: values.experience.trim(),
        sample_file: file.id,
        policy_agree: values.policyAgree,
      });
      setPhase('sent');
    } catch (error) {
      setErrors(
        error instanceof ApiError
          ? serverErrors({ slug: error.messageSlug, field: error.field }, step)
          : { form: ERROR_CATALOGUE.internal_error.message },
      );
      setPhase('editing');
    }
  }

  if (phase === 'sent') {
    return (
      <div className="site-expert-application__sent" role="status">
        <h2>Thank you, your application is on its way</h2>
        <p>
          We sent a confirmation to <strong>{values.login.trim()}</strong> with a link where you can
          see where your application stands. Our team reviews it within {reviewDays} business days
          and writes to you either way.
        </p>
      </div>
    );
  }

  const disciplinesErrorId = `${disciplinesId}-error`;
  return (
    <form className="site-expert-application" noValidate onSubmit={(event) => void submit(event)}>
      <FormError message={errors.form ?? null} />
      <TextField
        label="Your name"
        autoComplete="name"
        value={values.name}
        error={errors.name}
        onChange={(event) => edit('name', event.target.value, 'name')}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        value={values.login}
        error={errors.login}
        onChange={(event) => edit('login', event.target.value, 'login')}
      />
      <fieldset
        className="site-expert-application__disciplines"
        aria-describedby={errors.discipline_subs ? disciplinesErrorId : undefined}
        aria-invalid={errors.discipline_subs ? true : undefined}
      >
        <legend id={disciplinesId}>Disciplines you can cover (up to 10)</legend>
        <ul>
          {disciplines.map((discipline) => (
            <li key={discipline.id}>
              <Checkbox
                label={discipline.title}
                checked={values.disciplineIds.includes(discipline.id)}
                onChange={(event) =>
                  edit(
                    'disciplineIds',
                    event.target.checked
                      ? [...values.disciplineIds, discipline.id]
                      : values.disciplineIds.filter((id) => id !== discipline.id),
                    'discipline_subs',
                  )
                }
              />
            </li>
          ))}
        </ul>
        {errors.discipline_subs && (
          <p id={disciplinesErrorId} className="bb-field__error">
            {errors.discipline_subs}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label="Your experience"
        hint="Your degree, the courses you teach or took, the projects you are proud of."
        rows={6}
        value={values.experience}
        error={errors.experience}
        onChange={(event) => edit('experience', event.target.value, 'experience')}
      />
      <div className={`bb-field${errors.sample_file ? ' bb-field--invalid' : ''}`}>
        <div className="bb-field__label-row">
          <label className="bb-field__label" htmlFor={sampleId}>
            A sample of your work
          </label>
        </div>
        <input
          id={sampleId}
          type="file"
          className="site-expert-application__file"
          aria-invalid={errors.sample_file ? true : undefined}
          aria-describedby={`${sampleId}-${errors.sample_file ? 'error' : 'hint'}`}
          onChange={(event) => edit('sample', event.target.files?.[0] ?? null, 'sample_file')}
        />
        {errors.sample_file ? (
          <p id={`${sampleId}-error`} className="bb-field__error">
            {errors.sample_file}
          </p>
        ) : (
          <p id={`${sampleId}-hint`} className="bb-field__hint">
            One file of up to 10 MB: code, a report, a notebook or an archive of them.
          </p>
        )}
      </div>
      <Checkbox
        checked={values.policyAgree}
        error={errors.policy_agree}
        onChange={(event) => edit('policyAgree', event.target.checked, 'policy_agree')}
        label={
          <>
            I agree to the <a href={termsPath}>Writer Terms &amp; Conditions</a> and the{' '}
            <a href={privacyPath}>Writer Privacy Policy</a>
          </>
        }
      />
      <Button type="submit" loading={phase === 'sending'}>
        Send my application
      </Button>
    </form>
  );
}
