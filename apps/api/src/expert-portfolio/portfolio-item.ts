import { API_BASE_PATH } from '../http/api-base-path';

/** A portfolio item as `portfolioQuery` (content/writer-queries.ts) reads it. */
export type PortfolioRow = {
  id: number;
  title: string;
  summary: string;
  pages_qty: number | null;
  created_at: number;
  discipline_id: number;
  discipline_title: string;
  paper_type_id: number | null;
  paper_type_title: string | null;
  file_id: string | null;
  file_name: string | null;
  file_size: number | null;
};

/** Where anyone downloads an item's file: it is part of the expert's public portfolio. */
export function portfolioFileUrl(publicOrigin: string, slug: string, itemId: number): string {
  return `${publicOrigin}${API_BASE_PATH}/widgets/writers/${encodeURIComponent(slug)}/portfolio/${itemId}/file`;
}

/**
 * An item of the spec's portfolio calls. An expert's own item has no paper type or page count
 * (those fields are left out) and carries its file's download URL as `file_url`, beside the
 * spec's fields; a seeded item has no file.
 */
export function publicPortfolioItem(publicOrigin: string, slug: string, row: PortfolioRow) {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    ...(row.pages_qty === null ? {} : { pages_qty: row.pages_qty }),
    created_at: row.created_at,
    discipline: { id: row.discipline_id, title: row.discipline_title },
    ...(row.paper_type_id === null || row.paper_type_title === null
      ? {}
      : { paper_type: { id: row.paper_type_id, title: row.paper_type_title } }),
    ...(row.file_id === null ? {} : { file_url: portfolioFileUrl(publicOrigin, slug, row.id) }),
  };
}
