import {
  type PageInfo,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  type SeoFaqItem,
  type SeoPageFlag,
} from '@bb/validation';
import type { Kysely, Selectable } from 'kysely';
import type { AppContext } from '../app-context';
import { recordAuditEvent } from '../audit/audit-log';
import { keysetPage, keysetPageOf, type PageRequest } from '../db/keyset-page';
import type { Database, SeoPageTable } from '../db/schema';
import { transact } from '../db/transactions';
import { ApiError } from '../http/envelope';
import type { SitePage } from './site-pages';

/** The fields an edit sets; null takes the page's default. */
export type PageEditFields = {
  title: string | null;
  description: string | null;
  og_image: string | null;
  intro: string | null;
  faq: SeoFaqItem[] | null;
};
type EditableField = keyof PageEditFields;
const EDITABLE_FIELDS: readonly EditableField[] = [
  'title',
  'description',
  'og_image',
  'intro',
  'faq',
];

/** What kind of page: a subject landing page, an expert's page, or another route. */
export type SeoPageKind = 'landing' | 'expert' | 'page';

/** A public page on the seo role's Personal Area: what it shows now, its defaults, its flags. */
export type SeoPageView = {
  path: string;
  kind: SeoPageKind;
  title: string;
  description: string;
  og_image: string;
  canonical: string;
  h1: string;
  indexable: boolean;
  defaults: { title: string; description: string; og_image: string };
  /** The fields an edit sets now (empty: the page as built). */
  edited: EditableField[];
  /** When the page last changed by an edit (ms); null: never edited. */
  updated_at: number | null;
  flags: SeoPageFlag[];
};

/** One page with a landing page's copy (its intro and FAQ now and by default). */
export type SeoPageDetail = SeoPageView & {
  landing: {
    intro: string;
    faq: SeoFaqItem[];
    defaults: { intro: string; faq: SeoFaqItem[] };
  } | null;
};

type EditRow = Selectable<SeoPageTable>;

/** Every page's current edit (one row per edited page; the pages are a few hundred at most). */
const EDITS_MAX = 5000;

export async function currentEdits(db: Kysely<Database>): Promise<Map<string, EditRow>> {
  const rows = await db
    .selectFrom('seo_pages')
    .selectAll()
    .orderBy('path')
    .limit(EDITS_MAX)
    .execute();
  return new Map(rows.map((row) => [row.path, row]));
}

export async function currentEdit(
  db: Kysely<Database>,
  path: string,
): Promise<EditRow | undefined> {
  return db.selectFrom('seo_pages').selectAll().where('path', '=', path).executeTakeFirst();
}

const faqOf = (json: string | null): SeoFaqItem[] | null =>
  json === null ? null : (JSON.parse(json) as SeoFaqItem[]);

const kindOf = (page: SitePage): SeoPageKind =>
  page.landing ? 'landing' : page.path.startsWith('/experts/') ? 'expert' : 'page';

/** A duplicate is the same text on two pages, whatever its case and spacing. */
const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The pages as they are served now (each edit over its page's default), flagged: a title or a
 * description missing, too long for a search result, or the same as another page's; no og:image;
 * no h1.
 */
export function seoPageViews(pages: SitePage[], edits: Map<string, EditRow>): SeoPageView[] {
  const shown = pages.map((page) => {
    const edit = edits.get(page.path);
    return {
      page,
      edit,
      title: edit?.title ?? page.title,
      description: edit?.description ?? page.description,
      og_image: edit?.og_image ?? page.og_image,
    };
  });
  const counts = (texts: string[]) => {
    const count = new Map<string, number>();
    for (const text of texts.filter((item) => item.trim() !== '').map(normalized)) {
      count.set(text, (count.get(text) ?? 0) + 1);
    }
    return (text: string) => (count.get(normalized(text)) ?? 0) > 1;
  };
  const titleDuplicated = counts(shown.map((item) => item.title));
  const descriptionDuplicated = counts(shown.map((item) => item.description));
  return shown.map(({ page, edit, title, description, og_image }) => {
    const flags: SeoPageFlag[] = [];
    if (title.trim() === '') flags.push('title_missing');
    else if ([...title].length > SEO_TITLE_MAX_LENGTH) flags.push('title_too_long');
    if (titleDuplicated(title)) flags.push('title_duplicate');
    if (description.trim() === '') flags.push('description_missing');
    else if ([...description].length > SEO_DESCRIPTION_MAX_LENGTH) {
      flags.push('description_too_long');
    }
    if (descriptionDuplicated(description)) flags.push('description_duplicate');
    if (og_image === '') flags.push('og_image_missing');
    if (page.h1.trim() === '') flags.push('h1_missing');
    return {
      path: page.path,
      kind: kindOf(page),
      title,
      description,
      og_image,
      canonical: page.canonical,
      h1: page.h1,
      indexable: page.indexable,
      defaults: { title: page.title, description: page.description, og_image: page.og_image },
      edited: edit ? EDITABLE_FIELDS.filter((field) => edit[field] !== null) : [],
      updated_at: edit?.updated_at ?? null,
      flags,
    };
  });
}

/** One page's view with a landing page's copy. */
export function seoPageDetail(
  view: SeoPageView,
  page: SitePage,
  edit: EditRow | undefined,
): SeoPageDetail {
  return {
    ...view,
    landing: page.landing
      ? {
          intro: edit?.intro ?? page.landing.intro,
          faq: faqOf(edit?.faq ?? null) ?? page.landing.faq,
          defaults: page.landing,
        }
      : null,
  };
}

/**
 * Saves an edit of a page: a new version, the page's current edit, and its audit record, in one
 * transaction. `revertOf` names the version a revert undoes.
 */
export async function savePageEdit(
  ctx: AppContext,
  input: { path: string; fields: PageEditFields; actorUserId: number; revertOf?: number },
): Promise<void> {
  const at = ctx.now();
  const values = {
    title: input.fields.title,
    description: input.fields.description,
    og_image: input.fields.og_image,
    intro: input.fields.intro,
    faq: input.fields.faq === null ? null : JSON.stringify(input.fields.faq),
  };
  await transact(ctx.db, async (trx) => {
    const before = await currentEdit(trx, input.path);
    const version = await trx
      .insertInto('seo_page_versions')
      .values({
        path: input.path,
        ...values,
        actor_user_id: input.actorUserId,
        reverted_version_id: input.revertOf ?? null,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('seo_pages')
      .values({ path: input.path, ...values, version_id: version.id, updated_at: at })
      .onConflict((conflict) =>
        conflict.column('path').doUpdateSet({ ...values, version_id: version.id, updated_at: at }),
      )
      .execute();
    const changed = EDITABLE_FIELDS.filter(
      (field) => (before?.[field] ?? null) !== (field === 'faq' ? values.faq : values[field]),
    );
    await recordAuditEvent(trx, {
      subjectPath: input.path,
      actorUserId: input.actorUserId,
      action: input.revertOf === undefined ? 'page_edited' : 'page_reverted',
      detail:
        input.revertOf === undefined
          ? changed.join(', ')
          : `version ${input.revertOf}${changed.length > 0 ? `: ${changed.join(', ')}` : ''}`,
      at,
    });
  });
}

/**
 * Undoes one edit: a new version restoring the page as it was before it (the version before,
 * or the page's defaults). An id that is no version is not found.
 */
export async function revertPageEdit(
  ctx: AppContext,
  versionId: number,
  actorUserId: number,
): Promise<string> {
  const version = await ctx.db
    .selectFrom('seo_page_versions')
    .select(['id', 'path', 'created_at'])
    .where('id', '=', versionId)
    .executeTakeFirst();
  if (!version) throw new ApiError('not_found', 404);
  const previous = await ctx.db
    .selectFrom('seo_page_versions')
    .selectAll()
    .where('path', '=', version.path)
    .where((eb) =>
      eb.or([
        eb('created_at', '<', version.created_at),
        eb.and([eb('created_at', '=', version.created_at), eb('id', '<', version.id)]),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  await savePageEdit(ctx, {
    path: version.path,
    actorUserId,
    revertOf: version.id,
    fields: {
      title: previous?.title ?? null,
      description: previous?.description ?? null,
      og_image: previous?.og_image ?? null,
      intro: previous?.intro ?? null,
      faq: faqOf(previous?.faq ?? null),
    },
  });
  return version.path;
}

/** A version of a page as its history lists it. */
export type SeoPageVersionView = {
  id: number;
  title: string | null;
  description: string | null;
  og_image: string | null;
  intro: string | null;
  faq: SeoFaqItem[] | null;
  /** Who saved it; null when the account is gone. */
  actor: { id: number; email: string } | null;
  /** The version this one undid (a revert), or null for an edit. */
  reverted_version_id: number | null;
  created_at: number;
};

/** A page of one page's versions, newest first. */
export async function pageVersionsPage(
  db: Kysely<Database>,
  path: string,
  page: PageRequest,
): Promise<{ versions: SeoPageVersionView[] } & PageInfo> {
  const query = db
    .selectFrom('seo_page_versions')
    .leftJoin('users', 'users.id', 'seo_page_versions.actor_user_id')
    .select([
      'seo_page_versions.id',
      'seo_page_versions.title',
      'seo_page_versions.description',
      'seo_page_versions.og_image',
      'seo_page_versions.intro',
      'seo_page_versions.faq',
      'seo_page_versions.reverted_version_id',
      'seo_page_versions.created_at',
      'users.id as actor_id',
      'users.email as actor_email',
    ])
    .where('seo_page_versions.path', '=', path);
  const rows = await keysetPage(
    query,
    { key: 'seo_page_versions.created_at', id: 'seo_page_versions.id', direction: 'desc' },
    page,
  ).execute();
  const { rows: shown, next_cursor } = keysetPageOf(rows, page, (row) => ({
    key: row.created_at,
    id: row.id,
  }));
  return {
    versions: shown.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      og_image: row.og_image,
      intro: row.intro,
      faq: faqOf(row.faq),
      actor: row.actor_id === null ? null : { id: row.actor_id, email: row.actor_email ?? '' },
      reverted_version_id: row.reverted_version_id,
      created_at: row.created_at,
    })),
    next_cursor,
  };
}

/** What the site applies to a page: the edit's fields (null: the page's own) and when. */
export type PageSettings = PageEditFields & { updated_at: number };

export function pageSettingsOf(edit: EditRow): PageSettings {
  return {
    title: edit.title,
    description: edit.description,
    og_image: edit.og_image,
    intro: edit.intro,
    faq: faqOf(edit.faq),
    updated_at: edit.updated_at,
  };
}
