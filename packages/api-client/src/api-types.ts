import type { UserRole } from '@bb/validation';

/*
 * Bodies of the API's answers (spec §3 and §7). Fields the spec names are typed; where it says
 * "other fields: not shown", the index signature keeps whatever else the server sends.
 */

/** A body whose shape the spec does not show. */
export type ApiRecord = Record<string, unknown>;

export interface Session {
  user_role: UserRole;
  /** Prefix of every account-menu path, e.g. '/customer/'. */
  dashboard_home_url_path: string;
  auth_token?: string;
  /** Short form only. */
  user_id?: number;
  /** Short form only: the sign-in created the account. */
  is_new_customer?: boolean;
  /** Short form only: errors by field. */
  errors?: Record<string, unknown>;
  [field: string]: unknown;
}

/** Body of POST /users/sessions. */
export interface CreatedSession extends Partial<Session> {
  auth_token: string;
}

export type PageType = 'homepage' | 'landing';

export interface Customer {
  email: string;
  /** Contains the size placeholder; see buildAvatarUrl. */
  avatar_url: string;
  /** The page the short form sits on. */
  page_type?: PageType;
  [field: string]: unknown;
}

export interface PreCheckResult {
  login_ability: boolean;
  register_ability: boolean;
  policy_agree_required: boolean;
  marketing_agree_required: boolean;
  user_role: UserRole;
  user_role_matched: boolean;
}

export interface Company {
  name: string;
  registration_number: string;
  address_part_1: string;
  address_part_2: string;
}

/** Company settings of one domain. `company` is absent (or null) when the domain has none. */
export interface CompanySettings {
  company?: Company | null;
  [field: string]: unknown;
}

export interface CommonSettings {
  env: {
    is_recaptcha_available: boolean;
    recaptcha_site_key: string;
    is_apple_oauth2_available: boolean;
    is_google_oauth2_available: boolean;
    /** 'assignment' marks an assignment layout. */
    service_type_layout: 'assignment' | (string & {});
    [field: string]: unknown;
  };
  app_features: {
    /** 'native' means a native cookie banner is used. */
    cookie_agree_banner_type: 'native' | (string & {});
    [field: string]: unknown;
  };
  /** Objects pushed to the GTM data layer. */
  gtm_datalayer_objects: ApiRecord[];
  [field: string]: unknown;
}

export interface DictionaryItem {
  id: number;
  title: string;
  [field: string]: unknown;
}

export type PaperType = DictionaryItem;

export interface Discipline {
  id: number;
  title: string;
  slug: string;
  /** Id of its DisciplineGroup. */
  grouping: number;
  /** Place in the 'Most popular' group; 0 when not popular. */
  pos_in_popular: number;
}

export interface DisciplineGroup {
  id: number;
  title: string;
  slug: string;
}

/** The dictionaries whose items the spec shows. */
export interface KnownDictionaries {
  paper_type: PaperType[];
  discipline_sub: Discipline[];
  discipline_sub_grouping: DisciplineGroup[];
}

export type DictionaryName = keyof KnownDictionaries | (string & {});

/** Body of GET /widgets/dictionaries/{names}: one list per requested name. */
export type Dictionaries<N extends string> = {
  [K in N]: K extends keyof KnownDictionaries ? KnownDictionaries[K] : DictionaryItem[];
};

export interface UtcOffset {
  /** Minutes east of UTC. */
  offset: number;
}

export type Testimonial = ApiRecord;
export type LatestOrder = ApiRecord;
export type Statistics = ApiRecord;

export interface PortfolioItem {
  id: number;
  [field: string]: unknown;
}

export interface Writer {
  slug: string;
  pen_name: string;
  /** Contains the size placeholder; see buildAvatarUrl. */
  avatar_url: string;
  /** 0 to 10. */
  rating: number;
  orders_finished_qty: number;
  orders_progress_qty: number;
  testimonials?: Testimonial[];
  portfolio?: PortfolioItem[];
  [field: string]: unknown;
}

/** Writers keyed by slug. */
export type WritersBySlug = Record<string, Writer>;

export interface TestimonialsBody {
  testimonials: Testimonial[];
  [field: string]: unknown;
}

export interface LatestOrdersBody {
  orders: LatestOrder[];
  [field: string]: unknown;
}

export interface PortfolioBody {
  portfolio: PortfolioItem[];
  [field: string]: unknown;
}

export interface TopWritersBody {
  writers: Writer[];
  [field: string]: unknown;
}

/** Body of POST /widgets/data-boxes. */
export interface CreatedDataBox {
  /** The data_box_key. */
  key: string;
}

/** Body of GET /widgets/data-boxes/{key}: `data` is the JSON string that was stored. */
export interface DataBox {
  data: string;
}

/** An order draft as kept in a data box (spec §3); every field optional. */
export interface OrderDraftData {
  paper_type?: number;
  title?: string;
  discipline_sub?: number;
  discipline_txt?: string;
  writer_req_slug?: string;
  description?: string;
  pages_qty?: number;
  words_qty?: number;
  'paper-size-type'?: string | number;
  /** Millisecond timestamp. */
  deadline_datetime?: number;
  create_datetime?: number;
  files?: unknown[];
  data_type?: string;
  marketing_agree?: boolean;
  policy_agree?: boolean;
  login?: string;
  [field: string]: unknown;
}

export interface OAuthUrl {
  auth_url: string;
}

/** A post of the blog's WordPress REST API (the fields the site uses). */
export interface BlogPost {
  id: number;
  date: string;
  slug: string;
  link: string;
  title: { rendered: string };
  excerpt: { rendered: string };
  content?: { rendered: string };
  [field: string]: unknown;
}
