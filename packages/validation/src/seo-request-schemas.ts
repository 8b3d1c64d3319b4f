/** The seo role's request schemas (apps/api/src/seo/), by the page's own rules (seo-page.ts). */
import * as v from 'valibot';
import { MAX_ID, SEO_FAQ_MAX_ITEMS, SEO_PATH_MAX_LENGTH } from './constants';
import {
  formBoolean,
  formInteger,
  formText,
  INVALID_REQUEST,
  listPageFields,
  rule,
  withDefault,
} from './request-fields';
import {
  isRedirectPath,
  type SeoFaqItem,
  validateSeoDescription,
  validateSeoFaq,
  validateSeoIntro,
  validateSeoOgImage,
  validateSeoRedirect,
  validateSeoTitle,
} from './seo-page';
import { isSameOriginPath } from './urls';

/** A public page's path as the site names it ('/', '/about-us.html', '/experts/ada.html'). */
const pagePath = v.pipe(
  formText(SEO_PATH_MAX_LENGTH),
  v.check((path: string) => isSameOriginPath(path) && !/[?#\s]/.test(path), INVALID_REQUEST),
);

/** A text the page rule judges, '' when not given (the page's default). */
function pageText(
  validate: (value: string) => ReturnType<typeof validateSeoTitle>,
  multiline = false,
) {
  return withDefault(v.pipe(formText(4000, { multiline }), rule(validate)), '');
}

/** The FAQ as JSON text (a form field): a list of questions and answers, '' for the default. */
const faqField = withDefault(
  v.pipe(
    v.string(INVALID_REQUEST),
    v.maxLength(SEO_FAQ_MAX_ITEMS * 6000, INVALID_REQUEST),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === '') return null;
      try {
        return JSON.parse(dataset.value) as unknown;
      } catch {
        addIssue({ message: 'seo_faq_invalid' });
        return NEVER;
      }
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (dataset.typed && validateSeoFaq(dataset.value)) addIssue({ message: 'seo_faq_invalid' });
    }),
    v.transform((faq) =>
      faq === null
        ? null
        : (faq as SeoFaqItem[]).map((item) => ({
            question: item.question.trim(),
            answer: item.answer.trim(),
          })),
    ),
  ),
  '',
);

/** GET /seo/pages: every public page, or only those with a problem (`problems`). */
export const seoPagesQuery = v.object({ problems: formBoolean(false) });

/** GET /seo/pages/page and /widgets/page-settings: one page by its path. */
export const seoPageQuery = v.object({ path: withDefault(pagePath, '') });

/** GET /seo/pages/versions: a page of one page's edits, newest first. */
export const seoPageVersionsQuery = v.object({
  ...listPageFields,
  path: withDefault(pagePath, ''),
});

/**
 * PUT /seo/pages: a page's title, description and og:image, and a landing page's intro and FAQ;
 * an empty field (an empty FAQ) restores the page's default.
 */
export const seoPageBody = v.object({
  path: withDefault(pagePath, ''),
  title: pageText(validateSeoTitle),
  description: pageText(validateSeoDescription, true),
  og_image: pageText(validateSeoOgImage),
  intro: pageText(validateSeoIntro, true),
  faq: faqField,
});

/** POST /seo/pages/versions/{id}/revert and DELETE /seo/redirects/{id}. */
export const seoIdParams = v.object({ id: withDefault(formInteger(1, MAX_ID), '') });

/** A redirect's path, by the redirect form's rule (`validateSeoRedirect`). */
const redirectPath = (field: 'from_path' | 'to_path') =>
  withDefault(
    v.pipe(
      formText(SEO_PATH_MAX_LENGTH * 2),
      v.check(
        (path: string) => field === 'to_path' || isRedirectPath(path),
        'seo_redirect_from_invalid',
      ),
      v.check(
        (path: string) => field === 'from_path' || isRedirectPath(path),
        'seo_redirect_to_invalid',
      ),
    ),
    '',
  );

/** POST /seo/redirects: from an old path of this site to a new one (never another site). */
export const seoRedirectBody = v.pipe(
  v.object({ from_path: redirectPath('from_path'), to_path: redirectPath('to_path') }),
  v.forward(
    v.check((body) => validateSeoRedirect(body).to_path === undefined, 'seo_redirect_to_invalid'),
    ['to_path'],
  ),
);

/** GET /seo/redirects: a page of the redirects, newest first. */
export const seoRedirectsQuery = v.object(listPageFields);
