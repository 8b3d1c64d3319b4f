import type { SeoClient, SeoRedirect } from '@bb/api-client';
import {
  ERROR_CATALOGUE,
  mapServerErrors,
  type SeoRedirectField,
  validateSeoRedirect,
} from '@bb/validation';
import { useState } from 'react';
import { useAnnouncement } from '../kit/use-announcement';
import { usePagedList } from '../kit/use-paged-list';
import { SEO_TEXTS } from './seo-texts';

/**
 * The redirects: the list (paged, newest first), a new one (both paths of the site, checked with
 * `validateSeoRedirect`; the server refuses chains and loops beside the new address), removing
 * one. What a step did is announced.
 */
export function useSeoRedirects({ client }: { client: SeoClient }) {
  const list = usePagedList<SeoRedirect>('seo-redirects', (cursor, signal) =>
    client
      .seoRedirects({ cursor, signal })
      .then(({ redirects, next_cursor }) => ({ items: redirects, next_cursor })),
  );
  const [form, setForm] = useState({ from_path: '', to_path: '' });
  const [errors, setErrors] = useState<Partial<Record<SeoRedirectField | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const { announcement, announce } = useAnnouncement();

  async function add(): Promise<void> {
    const values = { from_path: form.from_path.trim(), to_path: form.to_path.trim() };
    const checked = validateSeoRedirect(values);
    const found = Object.fromEntries(
      Object.entries(checked).map(([field, error]) => [field, error?.message ?? '']),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await client.addSeoRedirect(values);
      setForm({ from_path: '', to_path: '' });
      announce(SEO_TEXTS.redirectAdded(values.from_path, values.to_path), 'success');
      list.reload();
    } catch (error) {
      const { fields } = mapServerErrors(error, ERROR_CATALOGUE);
      setErrors(fields);
      if (fields.form) announce(fields.form, 'error');
    } finally {
      setBusy(false);
    }
  }

  async function remove(redirect: SeoRedirect): Promise<void> {
    setBusyId(redirect.id);
    try {
      await client.removeSeoRedirect(redirect.id);
      announce(SEO_TEXTS.redirectRemoved(redirect.from_path), 'success');
      list.reload();
    } catch (error) {
      const { fields } = mapServerErrors(error, ERROR_CATALOGUE);
      announce(fields.form ?? Object.values(fields)[0] ?? '', 'error');
    } finally {
      setBusyId(null);
    }
  }

  return {
    texts: SEO_TEXTS,
    list,
    form,
    errors,
    busy,
    busyId,
    announcement,
    add,
    remove,
    change: (field: SeoRedirectField, value: string) => {
      setForm((previous) => ({ ...previous, [field]: value }));
      setErrors((previous) => ({ ...previous, [field]: undefined, form: undefined }));
    },
  };
}

export type UseSeoRedirectsResult = ReturnType<typeof useSeoRedirects>;
