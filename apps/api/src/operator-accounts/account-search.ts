import type { AccountStatus } from '@bb/validation';
import { type Expression, type Kysely, sql } from 'kysely';
import { avatarUrl, ratingFromTenths } from '../content/writer-cards';
import { keysetPage, keysetPageOf, type PageRequest } from '../db/keyset-page';
import type { Database, User, Writer } from '../db/schema';
import { accountStatus } from '../staff/staff-accounts';

/** A customer as the operator's console lists and shows them. */
export type CustomerAccount = {
  id: number;
  email: string;
  status: AccountStatus;
  created_at: number;
};

/** An expert as the operator's console lists and shows them; `id` is their account's. */
export type ExpertAccount = CustomerAccount & {
  writer_id: number;
  slug: string;
  pen_name: string;
  avatar_url: string;
  public_url: string;
  rating: number;
  reviews_qty: number;
  orders_finished_qty: number;
  orders_progress_qty: number;
  /** Accepting orders (their Profile & Settings). */
  is_available: boolean;
  /** A complete public profile: listed on the site, requestable. */
  is_profile_complete: boolean;
};

/**
 * What a search text looks for: an account's id (`123` or `#123`), or text anywhere in the
 * e-mail (and an expert's pen name), whatever its case. LIKE's wildcards in it are matched as themselves.
 */
function searchOf(q: string | undefined): { id: number } | { pattern: string } | null {
  if (q === undefined || q === '') return null;
  const id = /^#?(\d{1,15})$/.exec(q)?.[1];
  if (id !== undefined) return { id: Number(id) };
  return { pattern: `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%` };
}

/** The rows a search text finds: by `idColumn`, or with the text in one of `textColumns`. */
function searchCondition(
  q: string | undefined,
  idColumn: string,
  textColumns: Expression<unknown>[],
) {
  const search = searchOf(q);
  if (search === null) return null;
  if ('id' in search) return sql<boolean>`${sql.ref(idColumn)} = ${search.id}`;
  const each = textColumns.map(
    (column) => sql`lower(${column}) like ${search.pattern} escape '\\'`,
  );
  return sql<boolean>`(${sql.join(each, sql` or `)})`;
}

const customerColumns = [
  'users.id',
  'users.email',
  'users.role',
  'users.is_blocked',
  'users.password_hash',
  'users.created_at',
] as const;

export function customerAccount(
  user: Pick<User, 'id' | 'email' | 'role' | 'is_blocked' | 'password_hash' | 'created_at'>,
): CustomerAccount {
  return {
    id: user.id,
    email: user.email,
    status: accountStatus(user),
    created_at: user.created_at,
  };
}

/**
 * A page of the customers, newest first, all or those `q` finds. A text search walks the
 * customers newest first (0019's users_by_role_created) until it fills the page: a text few
 * e-mails hold reads every customer's row once (measured in the README).
 */
export async function customerSearchPage(
  db: Kysely<Database>,
  q: string | undefined,
  page: PageRequest,
) {
  const condition = searchCondition(q, 'users.id', [sql.ref('users.email')]);
  const customers = db
    .selectFrom('users')
    .select(customerColumns)
    .where('users.role', '=', 'customer');
  const query = condition ? customers.where(condition) : customers;
  const rows = await keysetPage(
    query,
    { key: 'users.created_at', id: 'users.id', direction: 'desc' },
    page,
  ).execute();
  const shown = keysetPageOf(rows, page, (row) => ({ key: row.created_at, id: row.id }));
  return { customers: shown.rows.map(customerAccount), next_cursor: shown.next_cursor };
}

/** The customer account `id`, if there is one. */
export function findCustomer(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('users')
    .select(customerColumns)
    .where('users.id', '=', id)
    .where('users.role', '=', 'customer')
    .executeTakeFirst();
}

const writerColumns = [
  'writers.id as writer_id',
  'writers.user_id',
  'writers.slug',
  'writers.pen_name',
  'writers.rating_x10',
  'writers.reviews_qty',
  'writers.orders_finished_qty',
  'writers.orders_progress_qty',
  'writers.avatar_key',
  'writers.is_available',
  'writers.is_profile_complete',
] as const;

/** The writers who sign in (experts), without their accounts. */
function expertsQuery(db: Kysely<Database>) {
  return db.selectFrom('writers').select(writerColumns).where('writers.user_id', 'is not', null);
}

/**
 * The experts' rows with their accounts: one lookup of the accounts by key for the page (an
 * expert's writer row always names one: `expertsQuery`).
 */
async function withAccounts(
  db: Kysely<Database>,
  writers: Array<Omit<ExpertRow, keyof AccountRow> & { user_id: number | null }>,
): Promise<ExpertRow[]> {
  const ids = writers.flatMap((writer) => (writer.user_id === null ? [] : [writer.user_id]));
  if (ids.length === 0) return [];
  const users = await db
    .selectFrom('users')
    .select(customerColumns)
    .where('id', 'in', ids)
    .execute();
  return writers.flatMap((writer) => {
    const user = users.find((row) => row.id === writer.user_id);
    return user ? [{ ...writer, ...user }] : [];
  });
}

type AccountRow = Pick<
  User,
  'id' | 'email' | 'role' | 'is_blocked' | 'password_hash' | 'created_at'
>;

type ExpertRow = AccountRow &
  Pick<
    Writer,
    | 'slug'
    | 'pen_name'
    | 'rating_x10'
    | 'reviews_qty'
    | 'orders_finished_qty'
    | 'orders_progress_qty'
    | 'avatar_key'
    | 'is_available'
    | 'is_profile_complete'
  > & { writer_id: number };

export function expertAccount(publicOrigin: string, row: ExpertRow): ExpertAccount {
  return {
    ...customerAccount(row),
    writer_id: row.writer_id,
    slug: row.slug,
    pen_name: row.pen_name,
    avatar_url: avatarUrl(publicOrigin, row),
    public_url: `${publicOrigin}/experts/${row.slug}.html`,
    rating: ratingFromTenths(row.rating_x10),
    reviews_qty: row.reviews_qty,
    orders_finished_qty: row.orders_finished_qty,
    orders_progress_qty: row.orders_progress_qty,
    is_available: row.is_available === 1,
    is_profile_complete: row.is_profile_complete === 1,
  };
}

/**
 * A page of the experts (the writers who sign in), the newest first, all or those `q` finds in
 * their pen name or e-mail, or by their account's id. The walk follows 0015's writers_experts
 * (experts are few beside customers: hired one by one after review).
 */
export async function expertSearchPage(
  db: Kysely<Database>,
  publicOrigin: string,
  q: string | undefined,
  page: PageRequest,
) {
  // The e-mail read per expert by their account's key, so the walk stays the experts' own.
  const email = sql`(select users.email from users where users.id = writers.user_id)`;
  const condition = searchCondition(q, 'writers.user_id', [email, sql.ref('writers.pen_name')]);
  const query = condition ? expertsQuery(db).where(condition) : expertsQuery(db);
  const rows = await keysetPage(
    query,
    { key: 'writers.id', id: 'writers.id', direction: 'desc' },
    page,
  ).execute();
  const shown = keysetPageOf(rows, page, (row) => ({ key: row.writer_id, id: row.writer_id }));
  const experts = await withAccounts(db, shown.rows);
  return {
    experts: experts.map((row) => expertAccount(publicOrigin, row)),
    next_cursor: shown.next_cursor,
  };
}

/** The expert whose account is `id`, if there is one. */
export async function findExpert(db: Kysely<Database>, id: number) {
  const writer = await expertsQuery(db).where('writers.user_id', '=', id).executeTakeFirst();
  return writer && (await withAccounts(db, [writer]))[0];
}
