import type { PageInfo } from '@bb/validation';
import type { DictionaryItem } from './api-types';
import type { CallContext } from './call-context';
import { createDictionaryCalls } from './dictionary-calls';
import type { PageOptions } from './page-options';
import { createTransport, type RequestOptions, type TransportOptions } from './transport';

export const EXPERT_PORTFOLIO_PATH = '/writers/portfolio';

/** An item of the expert's own portfolio, as the public portfolio shows it and with its text. */
export interface OwnPortfolioItem {
  id: number;
  title: string;
  /** The description, as the public list shows it. */
  summary: string;
  description: string;
  /** Millisecond timestamp. */
  created_at: number;
  discipline: DictionaryItem;
  /** The item's file; a seeded item has none. */
  file: { name: string; size: number } | null;
  /** Where anyone downloads the file, when there is one. */
  file_url?: string;
}

/** A page of the expert's items, with how many they have and may have. */
export type OwnPortfolioPage = {
  portfolio: OwnPortfolioItem[];
  count: number;
  max_count: number;
} & PageInfo;

export interface PortfolioItemForm {
  title: string;
  discipline: number;
  description: string;
  /** The id of the file uploaded first (`uploadPortfolioFile`). */
  file: string;
}

/**
 * The expert's portfolio on Profile & Settings: the disciplines, their items (paged, newest first), the upload of a
 * new item's file (an orphan the item claims, ≤ 10 MiB), adding an item and removing one.
 */
export function createExpertPortfolioCalls(context: CallContext) {
  const { transport } = context;
  const { getDictionaries } = createDictionaryCalls(context);
  return {
    /** GET /widgets/dictionaries/discipline_sub: the disciplines an item may be of. */
    getDisciplines: (options?: RequestOptions) => getDictionaries(['discipline_sub'], options),

    /** GET /writers/portfolio */
    portfolio: ({ cursor, limit, signal }: PageOptions = {}) =>
      transport.send<OwnPortfolioPage>({
        method: 'GET',
        path: EXPERT_PORTFOLIO_PATH,
        query: { cursor, limit },
        signal,
      }),

    /** POST /widgets/orphanage-file: the new item's file, before the item. */
    uploadPortfolioFile: (file: File, { signal }: RequestOptions = {}) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return transport.send<{ file: { id: string; name: string; size: number } }>({
        method: 'POST',
        path: '/widgets/orphanage-file',
        form,
        signal,
      });
    },

    /** POST /writers/portfolio: answers the item as the list shows it. */
    addPortfolioItem: (form: PortfolioItemForm, { signal }: RequestOptions = {}) =>
      transport.send<{ item: OwnPortfolioItem }>({
        method: 'POST',
        path: EXPERT_PORTFOLIO_PATH,
        form: {
          title: form.title,
          discipline: String(form.discipline),
          description: form.description,
          file: form.file,
        },
        signal,
      }),

    /** DELETE /writers/portfolio/{id}: one of the expert's own items, and its file. */
    removePortfolioItem: (id: number, { signal }: RequestOptions = {}) =>
      transport.send<Record<string, never>>({
        method: 'DELETE',
        path: `${EXPERT_PORTFOLIO_PATH}/${encodeURIComponent(String(id))}`,
        signal,
      }),
  };
}

/** The portfolio calls, a client of their own so that no other page's bundle carries them. */
export function createExpertPortfolioClient(options: TransportOptions = {}) {
  return createExpertPortfolioCalls({ transport: createTransport(options) });
}

export type ExpertPortfolioClient = ReturnType<typeof createExpertPortfolioClient>;
