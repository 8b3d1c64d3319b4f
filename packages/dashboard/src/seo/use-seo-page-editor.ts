import type { SeoClient, SeoPageDetail, SeoPageVersion } from '@bb/api-client';
import {
  ERROR_CATALOGUE,
  mapServerErrors,
  type SeoFaqItem,
  type SeoPageField,
  validateSeoPage,
} from '@bb/validation';
import { useEffect, useState } from 'react';
import { useAnnouncement } from '../kit/use-announcement';
import { useLoaded } from '../kit/use-loaded';
import { usePagedList } from '../kit/use-paged-list';
import { SEO_TEXTS } from './seo-texts';

/** The edit form's values: empty texts (no questions) take the page's own. */
export interface SeoPageFormValues {
  title: string;
  description: string;
  og_image: string;
  intro: string;
  faq: SeoFaqItem[];
}

/** The form as the page stands: each field the edit sets now, empty where it is the default. */
function formOf(page: SeoPageDetail): SeoPageFormValues {
  const edited = (field: SeoPageDetail['edited'][number]) => page.edited.includes(field);
  return {
    title: edited('title') ? page.title : '',
    description: edited('description') ? page.description : '',
    og_image: edited('og_image') ? page.og_image : '',
    intro: edited('intro') && page.landing ? page.landing.intro : '',
    faq: edited('faq') && page.landing ? page.landing.faq : [],
  };
}

/**
 * One page's editor: the page loaded, its form (checked with @bb/validation's `validateSeoPage`
 * on save, the server's refusals beside their fields), the search result as it would show, and
 * the page's history, paged, where each edit can be reverted (a new edit restoring the page as
 * it was before it). What a step did is announced.
 */
export function useSeoPageEditor({ client, path }: { client: SeoClient; path: string }) {
  const page = useLoaded(`seo-page-${path}`, (signal) =>
    client.seoPage(path, { signal }).then((answer) => answer.page),
  );
  const history = usePagedList<SeoPageVersion>(`seo-history-${path}`, (cursor, signal) =>
    client
      .seoPageVersions(path, { cursor, signal })
      .then(({ versions, next_cursor }) => ({ items: versions, next_cursor })),
  );
  const [values, setValues] = useState<SeoPageFormValues | null>(null);
  const [errors, setErrors] = useState<Partial<Record<SeoPageField | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const { announcement, announce } = useAnnouncement();

  const data = page.data;
  useEffect(() => {
    if (data) setValues(formOf(data));
  }, [data]);

  const shown = (answer: SeoPageDetail) => {
    page.setData(answer);
    history.reload();
  };

  async function save(): Promise<void> {
    if (!values || !data) return;
    const checked = validateSeoPage(values);
    const found = Object.fromEntries(
      Object.entries(checked).map(([field, error]) => [field, error?.message ?? '']),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await client.saveSeoPage({
        path,
        title: values.title.trim(),
        description: values.description.trim(),
        og_image: values.og_image.trim(),
        ...(data.landing ? { intro: values.intro.trim(), faq: values.faq } : {}),
      });
      shown(answer.page);
      announce(SEO_TEXTS.saved(path), 'success');
    } catch (error) {
      const { fields } = mapServerErrors(error, ERROR_CATALOGUE);
      setErrors(fields);
      if (fields.form) announce(fields.form, 'error');
    } finally {
      setBusy(false);
    }
  }

  async function revert(version: SeoPageVersion): Promise<void> {
    setBusy(true);
    try {
      shown((await client.revertSeoPageVersion(version.id)).page);
      announce(SEO_TEXTS.reverted, 'success');
    } catch (error) {
      const { fields } = mapServerErrors(error, ERROR_CATALOGUE);
      announce(fields.form ?? Object.values(fields)[0] ?? '', 'error');
    } finally {
      setBusy(false);
    }
  }

  const change = (next: Partial<SeoPageFormValues>) => {
    setValues((previous) => (previous ? { ...previous, ...next } : previous));
    setErrors((previous) => {
      const rest = { ...previous };
      for (const field of Object.keys(next)) delete rest[field as SeoPageField];
      return rest;
    });
  };

  return {
    texts: SEO_TEXTS,
    page,
    history,
    values,
    errors,
    busy,
    announcement,
    save,
    revert,
    change,
    /** The search result as it would show with the form's values (empty: the page's own). */
    preview: data &&
      values && {
        title: values.title.trim() || data.defaults.title,
        description: values.description.trim() || data.defaults.description,
        url: data.canonical,
      },
  };
}

export type UseSeoPageEditorResult = ReturnType<typeof useSeoPageEditor>;
