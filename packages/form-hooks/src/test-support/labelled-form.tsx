import type { formElementProps, submitButtonElementProps, TextChange } from '../form-fields';

type FieldProps = {
  ref: (element: HTMLInputElement | null) => void;
  id: string;
  name: string;
  value: string;
  autoComplete: string;
  type?: 'email';
  onChange(change: TextChange): void;
};

/**
 * A hook's form as a page would render it (each field labelled, its error beside it), to see
 * where focus goes. Fields without a type are passwords.
 */
export function LabelledForm({
  form,
  fields,
  submit,
}: {
  form: {
    getFormProps(): ReturnType<typeof formElementProps>;
    getSubmitButtonProps(): ReturnType<typeof submitButtonElementProps>;
    errors: Partial<Record<string, string>>;
  };
  fields: ReadonlyArray<readonly [label: string, props: FieldProps, ids: { errorId: string }]>;
  submit: string;
}) {
  return (
    <form {...form.getFormProps()}>
      {fields.map(([label, field, ids]) => (
        <p key={label}>
          <label htmlFor={field.id}>{label}</label>
          <input
            {...field}
            type={field.type ?? 'password'}
            onChange={(event) => field.onChange(event)}
          />
          {form.errors[field.name] && <span id={ids.errorId}>{form.errors[field.name]}</span>}
        </p>
      ))}
      <button {...form.getSubmitButtonProps()}>{submit}</button>
    </form>
  );
}
