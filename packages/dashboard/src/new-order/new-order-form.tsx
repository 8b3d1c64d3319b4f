import {
  Button,
  DisciplineCombobox,
  FormError,
  fieldInputProps,
  RequestedWriterCard,
  TextAreaField,
  TextField,
} from '@bb/ui';
import { PAPER_SIZE_TYPES } from '@bb/validation';
import { clsx } from 'clsx';
import { PriceLines } from '../discounts/price-lines';
import { FilePicker } from '../kit/file-picker';
import { DraftFilesList } from './draft-files-list';
import { type NewOrderFormOptions, useNewOrderForm } from './use-new-order-form';

export interface NewOrderFormProps {
  /** Passed to `useNewOrderForm`: the customer's home path, their e-mail, the clock, the order client. */
  options: NewOrderFormOptions;
  className?: string;
}

/**
 * The customer's full order page, on `useNewOrderForm`: every field of the order draft (paper
 * type, title, discipline with Create "{text}", description, pages or words, deadline, files),
 * the requested writer's card, the price before submitting, errors under their fields with focus
 * to the first, and the button that places the order.
 */
export function NewOrderForm({ options, className }: NewOrderFormProps) {
  const form = useNewOrderForm(options);
  const { texts, errors, ids, values } = form;
  const paperType = form.getPaperTypeProps();
  const description = form.getDescriptionFieldProps();
  const words = values['paper-size-type'] === 'words';
  const size = words ? form.getWordsFieldProps() : form.getPagesFieldProps();
  const sizeField = words ? 'words_qty' : 'pages_qty';
  const priceId = `${ids.form.id}-price`;
  return (
    <form {...form.getFormProps()} className={clsx('bb-new-order', className)}>
      {form.email && (
        <p className="bb-new-order__account">
          {texts.account} <strong>{form.email}</strong>
        </p>
      )}
      <RequestedWriterCard
        requestedWriter={form.requestedWriter}
        className="bb-new-order__writer"
      />
      <div className="bb-new-order__row">
        {form.paperTypes.length > 0 && (
          <div className="bb-field">
            <div className="bb-field__label-row">
              <label className="bb-field__label" htmlFor={paperType.id}>
                {texts.paperType}
              </label>
            </div>
            <div className="bb-field__control">
              <select {...paperType} className="bb-field__input bb-new-order__select">
                {form.paperTypes.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.title}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
        <DisciplineCombobox
          inputProps={form.getDisciplineFieldProps()}
          filter={form.disciplines.filter}
          selectionLabel={form.disciplines.selectionLabel}
          onSelect={form.chooseDiscipline}
          loading={form.disciplines.status === 'loading'}
          error={errors.discipline_sub}
        />
      </div>
      <TextField
        {...fieldInputProps(form.getTitleFieldProps(), ids.title.errorId)}
        label={texts.orderTitle}
        error={errors.title}
      />
      <TextAreaField
        {...fieldInputProps(description, ids.description.errorId)}
        label={texts.description}
        hint={texts.descriptionHint}
        error={errors.description}
        rows={4}
        inputClassName="bb-new-order__textarea"
      />
      <div className="bb-new-order__row">
        <fieldset className="bb-new-order__size">
          <legend className="bb-field__label">{texts.size}</legend>
          <div className="bb-new-order__size-types">
            {PAPER_SIZE_TYPES.map((sizeType) => (
              <label key={sizeType} className="bb-new-order__size-type">
                <input {...form.getSizeTypeProps(sizeType)} />
                {sizeType === 'words' ? texts.words : texts.pages}
              </label>
            ))}
          </div>
          <TextField
            {...fieldInputProps(size, ids[sizeField].errorId)}
            label={words ? texts.words : texts.pages}
            hint={texts.wordsPerPage}
            error={errors[sizeField]}
          />
        </fieldset>
        <TextField
          {...fieldInputProps(form.getDeadlineFieldProps(), ids.deadline_datetime.errorId)}
          label={texts.deadline}
          hint={form.deadlineDate ? texts.deadlineDue(form.deadlineDate) : undefined}
          error={errors.deadline_datetime}
        />
      </div>
      <div className="bb-new-order__files">
        <FilePicker
          label={texts.addFiles}
          hint={texts.filesHint}
          input={form.getFileInputProps()}
          className="bb-new-order__file-field"
        />
        <DraftFilesList
          files={form.files.list}
          onRemove={form.files.remove}
          disabled={form.loading}
        />
      </div>
      <FormError id={ids.form.errorId} message={errors.form} />
      <div className="bb-new-order__footer">
        <div className="bb-new-order__price" id={priceId} aria-live="polite">
          {form.discountNotice && <p className="bb-new-order__discount">{form.discountNotice}</p>}
          {form.discountedPrice ? (
            <PriceLines lines={form.discountedPrice} />
          ) : (
            <>
              <span className="bb-new-order__price-label">{texts.price}</span>
              {form.price ? (
                <strong className="bb-new-order__price-value">{form.price}</strong>
              ) : (
                <span className="bb-field__hint">{texts.priceUnknown}</span>
              )}
            </>
          )}
        </div>
        <Button
          {...form.getSubmitButtonProps()}
          loading={form.loading}
          aria-describedby={priceId}
          className="bb-new-order__submit"
        >
          {texts.submit}
        </Button>
      </div>
    </form>
  );
}
