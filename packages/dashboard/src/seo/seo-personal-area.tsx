import type { SeoClient } from '@bb/api-client';
import { Button } from '@bb/ui';
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { OrderSection } from '../kit/section';
import { SeoPageEditor } from './seo-page-editor';
import { SeoPageList } from './seo-page-list';
import { SeoRedirects } from './seo-redirects';
import { SEO_TEXTS } from './seo-texts';
import { useSeoPageEditor } from './use-seo-page-editor';
import { useSeoPages } from './use-seo-pages';
import { useSeoRedirects } from './use-seo-redirects';

export interface SeoPersonalAreaProps {
  /** `createSeoClient()` from `@bb/api-client`. */
  client: SeoClient;
  className?: string;
}

/**
 * The seo role's Personal Area (its home): every public page as search engines see it, with what
 * is missing, too long or duplicated (all pages, or those with a problem), and the redirects.
 * Edit opens a page: its title, description and og:image (a landing page's intro and FAQ too), a
 * search result preview, and its history where an edit is reverted. The page's `h1` is the host's.
 */
export function SeoPersonalArea({ client, className }: SeoPersonalAreaProps) {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <div className={clsx('bb-seo-page', className)}>
      {editing === null ? (
        <PagesAndRedirects client={client} onEdit={setEditing} />
      ) : (
        <EditedPage client={client} path={editing} onBack={() => setEditing(null)} />
      )}
    </div>
  );
}

function PagesAndRedirects({ client, onEdit }: { client: SeoClient; onEdit(path: string): void }) {
  const pages = useSeoPages({ client });
  const redirects = useSeoRedirects({ client });
  return (
    <>
      <OrderSection title={SEO_TEXTS.pagesTitle}>
        <SeoPageList list={pages} onEdit={onEdit} />
      </OrderSection>
      <OrderSection title={SEO_TEXTS.redirectsTitle}>
        <SeoRedirects redirects={redirects} />
      </OrderSection>
    </>
  );
}

function EditedPage({ client, path, onBack }: { client: SeoClient; path: string; onBack(): void }) {
  const editor = useSeoPageEditor({ client, path });
  const heading = useRef<HTMLHeadingElement>(null);
  // The view changed in place: focus its heading, so keyboard and screen reader users follow.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <Button variant="secondary" onClick={onBack}>
        {SEO_TEXTS.back}
      </Button>
      <h2 ref={heading} tabIndex={-1} className="bb-order-section-title bb-seo-page__heading">
        {SEO_TEXTS.editorTitle(path)}
      </h2>
      <SeoPageEditor editor={editor} />
    </>
  );
}
