import type { SeoPageVersion } from '@bb/api-client';
import { Button, FormError, LoadRetry, Spinner, TextAreaField, TextField } from '@bb/ui';
import { SEO_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH } from '@bb/validation';
import { OrderAnnouncement } from '../kit/announcement';
import { formatDeadline } from '../kit/format';
import { ScrollingTable } from '../kit/scrolling-table';
import { OrderSection } from '../kit/section';
import { ShowMore } from '../kit/show-more';
import { SearchPreview } from './search-preview';
import { SEO_FLAG_LABELS, SEO_TEXTS } from './seo-texts';
import type { UseSeoPageEditorResult } from './use-seo-page-editor';

/** One page's form (title, description, og:image; a landing page's intro and FAQ), preview, history. */
export function SeoPageEditor({ editor }: { editor: UseSeoPageEditorResult }) {
  const { texts, page, values, errors } = editor;
  if (page.status === 'error') {
    return <LoadRetry label={texts.reload} onRetry={page.reload} />;
  }
  const data = page.data;
  if (page.status === 'loading' || !data || !values) return <Spinner label={texts.loadingPage} />;
  const length = (text: string, max: number) => texts.characters([...text.trim()].length, max);
  return (
    <>
      <OrderAnnouncement announcement={editor.announcement} />
      <OrderSection title={texts.facts}>
        <dl className="bb-seo-facts">
          <dt>{texts.canonical}</dt>
          <dd className="bb-seo-table__path">{data.canonical}</dd>
          <dt>{texts.h1}</dt>
          <dd>{data.h1 || texts.none}</dd>
          <dt>{texts.indexed}</dt>
          <dd>{data.indexable ? texts.indexable : texts.noindex}</dd>
          <dt>{texts.problemsColumn}</dt>
          <dd>
            {data.flags.length === 0
              ? texts.none
              : data.flags.map((flag) => SEO_FLAG_LABELS[flag]).join(', ')}
          </dd>
        </dl>
        {editor.preview && <SearchPreview {...editor.preview} label={texts.previewTitle} />}
      </OrderSection>
      <form
        className="bb-dashboard-form bb-seo-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void editor.save();
        }}
      >
        <FormError message={errors.form} />
        <TextField
          label={texts.title}
          hint={`${texts.titleHint(data.defaults.title)} ${length(values.title, SEO_TITLE_MAX_LENGTH)}.`}
          error={errors.title}
          value={values.title}
          disabled={editor.busy}
          onChange={(event) => editor.change({ title: event.target.value })}
        />
        <TextAreaField
          label={texts.description}
          hint={`${texts.descriptionHint} ${length(values.description, SEO_DESCRIPTION_MAX_LENGTH)}.`}
          error={errors.description}
          value={values.description}
          rows={3}
          disabled={editor.busy}
          onChange={(event) => editor.change({ description: event.target.value })}
        />
        <TextField
          label={texts.ogImage}
          hint={texts.ogImageHint}
          error={errors.og_image}
          value={values.og_image}
          disabled={editor.busy}
          onChange={(event) => editor.change({ og_image: event.target.value })}
        />
        {data.landing && (
          <>
            <TextAreaField
              label={texts.intro}
              hint={texts.introHint}
              error={errors.intro}
              value={values.intro}
              rows={4}
              disabled={editor.busy}
              onChange={(event) => editor.change({ intro: event.target.value })}
            />
            <fieldset className="bb-seo-faq">
              <legend className="bb-field__label">{texts.faqTitle}</legend>
              <p className="bb-seo-page__note">{texts.faqHint}</p>
              {errors.faq && <p className="bb-field__error">{errors.faq}</p>}
              {values.faq.map((item, index) => {
                const number = index + 1;
                const set = (next: Partial<typeof item>) =>
                  editor.change({
                    faq: values.faq.map((other, at) =>
                      at === index ? { ...other, ...next } : other,
                    ),
                  });
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the questions have no id; their place is who they are.
                  <div key={index} className="bb-seo-faq__item">
                    <TextField
                      label={texts.question(number)}
                      value={item.question}
                      disabled={editor.busy}
                      onChange={(event) => set({ question: event.target.value })}
                    />
                    <TextAreaField
                      label={texts.answer(number)}
                      value={item.answer}
                      rows={2}
                      disabled={editor.busy}
                      onChange={(event) => set({ answer: event.target.value })}
                    />
                    <Button
                      variant="secondary"
                      disabled={editor.busy}
                      onClick={() =>
                        editor.change({ faq: values.faq.filter((_, at) => at !== index) })
                      }
                    >
                      {texts.removeQuestion(number)}
                    </Button>
                  </div>
                );
              })}
              <Button
                variant="secondary"
                disabled={editor.busy}
                onClick={() =>
                  editor.change({
                    faq: [
                      ...(values.faq.length === 0 ? (data.landing?.faq ?? []) : values.faq),
                      { question: '', answer: '' },
                    ],
                  })
                }
              >
                {texts.addQuestion}
              </Button>
            </fieldset>
          </>
        )}
        <Button type="submit" loading={editor.busy}>
          {texts.save}
        </Button>
      </form>
      <OrderSection title={texts.historyTitle}>
        <History editor={editor} />
      </OrderSection>
    </>
  );
}

/** What an edit set, in words: each field it set, or the page's own texts. */
function setFields(version: SeoPageVersion): string {
  const parts = [
    version.title !== null && `${SEO_TEXTS.title}: ${version.title}`,
    version.description !== null && `${SEO_TEXTS.description}: ${version.description}`,
    version.og_image !== null && `${SEO_TEXTS.ogImage}: ${version.og_image}`,
    version.intro !== null && SEO_TEXTS.intro,
    version.faq !== null && SEO_TEXTS.faqTitle,
  ].filter((part): part is string => typeof part === 'string');
  return parts.length === 0 ? SEO_TEXTS.defaults : parts.join('; ');
}

function History({ editor }: { editor: UseSeoPageEditorResult }) {
  const { texts, history } = editor;
  if (history.status === 'error')
    return <LoadRetry label={texts.reload} onRetry={history.reload} />;
  if (history.status === 'loading') return <Spinner label={texts.loadingHistory} />;
  if (history.items.length === 0) return <p>{texts.noHistory}</p>;
  return (
    <>
      <ScrollingTable label={texts.historyCaption}>
        <thead>
          <tr>
            <th scope="col">{texts.whenColumn}</th>
            <th scope="col">{texts.whoColumn}</th>
            <th scope="col">{texts.whatColumn}</th>
            <th scope="col">
              <span className="bb-visually-hidden">{texts.revert}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {history.items.map((version) => {
            const when = formatDeadline(version.created_at);
            return (
              <tr key={version.id}>
                <td>{when}</td>
                <td>{version.actor?.email ?? texts.none}</td>
                <td>
                  {version.reverted_version_id !== null && (
                    <span className="bb-seo-page__note">
                      {texts.revertOf(version.reverted_version_id)}:{' '}
                    </span>
                  )}
                  {setFields(version)}
                </td>
                <td>
                  <Button
                    variant="secondary"
                    disabled={editor.busy}
                    aria-label={texts.revertLabel(when)}
                    onClick={() => void editor.revert(version)}
                  >
                    {texts.revert}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollingTable>
      <ShowMore list={history} />
    </>
  );
}
