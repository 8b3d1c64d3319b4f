import type { ExpertPortfolioClient } from '@bb/api-client';
import { Button, FormError, LoadRetry, Spinner, TextAreaField, TextField } from '@bb/ui';
import { clsx } from 'clsx';
import { OrderAnnouncement } from '../kit/announcement';
import { FilePicker } from '../kit/file-picker';
import { formatDeadline } from '../kit/format';
import { OrderSection } from '../kit/section';
import { ShowMore } from '../kit/show-more';
import { type UseExpertPortfolioResult, useExpertPortfolio } from './use-expert-portfolio';
import { type UsePortfolioFormResult, usePortfolioForm } from './use-portfolio-form';

export interface ExpertPortfolioProps {
  /** `createExpertPortfolioClient()` from `@bb/api-client`. */
  client: ExpertPortfolioClient;
  className?: string;
}

/**
 * The expert's portfolio on Profile & Settings: their works, newest first and paged, each with
 * its discipline, date, file download and Remove (confirmed in place), and the form that adds one
 * (title, discipline, description, one file). Items are public: they show on the expert's page.
 */
export function ExpertPortfolio({ client, className }: ExpertPortfolioProps) {
  const portfolio = useExpertPortfolio({ client });
  const form = usePortfolioForm({ client, onAdded: portfolio.list.reload });
  return (
    <div className={clsx('bb-expert-portfolio', className)}>
      <OrderSection title={portfolio.texts.title}>
        <p className="bb-expert-portfolio__note">{portfolio.texts.intro}</p>
        <OrderAnnouncement announcement={portfolio.announcement} />
        <PortfolioList portfolio={portfolio} />
      </OrderSection>
      <OrderSection title={form.texts.addTitle}>
        <AddForm form={form} />
      </OrderSection>
    </div>
  );
}

function PortfolioList({ portfolio }: { portfolio: UseExpertPortfolioResult }) {
  const { texts, list } = portfolio;
  if (list.status === 'error') return <LoadRetry label={texts.reload} onRetry={list.reload} />;
  if (list.status === 'loading') return <Spinner label={texts.loading} />;
  if (list.items.length === 0) return <p className="bb-expert-portfolio__empty">{texts.empty}</p>;
  return (
    <>
      {portfolio.count !== null && (
        <p className="bb-expert-portfolio__count">{texts.count(portfolio.count)}</p>
      )}
      <ul className="bb-expert-portfolio__list" aria-label={texts.listLabel}>
        {list.items.map((item) => {
          const confirming = portfolio.confirmingId === item.id;
          return (
            <li key={item.id} className="bb-expert-portfolio__item">
              <h3 className="bb-expert-portfolio__title">{item.title}</h3>
              <p className="bb-expert-portfolio__meta">
                {item.discipline.title} · {formatDeadline(item.created_at)}
              </p>
              <p className="bb-expert-portfolio__description">{item.description}</p>
              {confirming ? (
                <div className="bb-expert-portfolio__confirm">
                  <p>{texts.confirmRemove(item.title)}</p>
                  <div className="bb-expert-portfolio__actions">
                    <Button
                      loading={portfolio.removingId === item.id}
                      onClick={() => void portfolio.confirmRemove(item)}
                    >
                      {texts.confirm}
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={portfolio.removingId !== null}
                      onClick={portfolio.keep}
                    >
                      {texts.keep}
                    </Button>
                  </div>
                </div>
              ) : (
                <div className="bb-expert-portfolio__actions">
                  {item.file_url && item.file && (
                    <a
                      className="bb-expert-portfolio__download"
                      href={item.file_url}
                      download={item.file.name}
                    >
                      {texts.download} {item.file.name}
                    </a>
                  )}
                  <Button
                    variant="secondary"
                    disabled={portfolio.removingId !== null}
                    aria-label={texts.removeLabel(item.title)}
                    onClick={() => portfolio.askRemove(item)}
                  >
                    {texts.remove}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ShowMore list={list} />
    </>
  );
}

function AddForm({ form }: { form: UsePortfolioFormResult }) {
  const { texts, errors } = form;
  const discipline = form.getDisciplineProps();
  const { key: fileKey, ...file } = form.getFileProps();
  const errorOf = (id: string, message: string | undefined) =>
    message ? (
      <p id={`${id}-error`} className="bb-field__error">
        {message}
      </p>
    ) : null;
  return (
    <>
      <form
        noValidate
        className="bb-dashboard-form bb-expert-portfolio__form"
        aria-describedby={errors.form ? `${form.formErrorId}-error` : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <FormError id={`${form.formErrorId}-error`} message={errors.form} />
        <TextField {...form.getTitleProps()} label={texts.workTitle} error={errors.title} />
        <div className={clsx('bb-field', errors.discipline && 'bb-field--invalid')}>
          <div className="bb-field__label-row">
            <label className="bb-field__label" htmlFor={discipline.id}>
              {texts.discipline}
            </label>
          </div>
          <select
            {...discipline}
            className="bb-field__input"
            aria-invalid={errors.discipline ? true : undefined}
            aria-describedby={errors.discipline ? `${discipline.id}-error` : undefined}
          >
            <option value="">{texts.chooseDiscipline}</option>
            {form.disciplines.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </select>
          {errorOf(discipline.id, errors.discipline)}
        </div>
        <TextAreaField
          {...form.getDescriptionProps()}
          label={texts.description}
          error={errors.description}
          rows={5}
        />
        <fieldset
          className={clsx('bb-field bb-expert-portfolio__file', errors.file && 'bb-field--invalid')}
        >
          <legend className="bb-field__label">{texts.file}</legend>
          <FilePicker
            key={fileKey}
            id={form.fileId}
            label={texts.chooseFile}
            hint={texts.fileHint}
            input={{
              ...file,
              'aria-invalid': errors.file ? true : undefined,
              'aria-describedby': errors.file ? `${form.fileId}-error` : undefined,
            }}
          />
          {form.chosenFile && (
            <p className="bb-expert-portfolio__chosen" aria-live="polite">
              <span className="bb-visually-hidden">{texts.chosenFile}: </span>
              <span className="bb-expert-portfolio__chosen-name">{form.chosenFile.name}</span>{' '}
              <span className="bb-expert-portfolio__chosen-size">{form.chosenFile.size}</span>
              <Button
                variant="link"
                disabled={form.busy}
                aria-label={texts.removeFile(form.chosenFile.name)}
                onClick={form.removeFile}
              >
                {texts.remove}
              </Button>
            </p>
          )}
          {errorOf(form.fileId, errors.file)}
        </fieldset>
        <Button type="submit" loading={form.busy} disabled={form.busy}>
          {texts.add}
        </Button>
      </form>
      <OrderAnnouncement announcement={form.announcement} />
    </>
  );
}
