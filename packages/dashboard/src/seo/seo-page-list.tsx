import { Button, LoadRetry, Spinner } from '@bb/ui';
import { FilterSelect } from '../kit/filter-select';
import { formatDeadline } from '../kit/format';
import { ScrollingTable } from '../kit/scrolling-table';
import { SEO_FLAG_LABELS } from './seo-texts';
import type { UseSeoPagesResult } from './use-seo-pages';

/**
 * The public pages as search engines see them: title, description, og:image, h1, whether the
 * page is indexed and when an edit last changed it, each problem in words; Edit opens a page.
 */
export function SeoPageList({
  list,
  onEdit,
}: {
  list: UseSeoPagesResult;
  onEdit(path: string): void;
}) {
  const { texts, loaded } = list;
  return (
    <>
      <p className="bb-seo-page__note">{texts.pagesIntro}</p>
      <FilterSelect label={texts.show} list={list} />
      {loaded.status === 'error' ? (
        <LoadRetry label={texts.reload} onRetry={loaded.reload} />
      ) : loaded.status === 'loading' ? (
        <Spinner label={texts.loadingPages} />
      ) : list.pages.length === 0 ? (
        <p>{texts.noProblems}</p>
      ) : (
        <ScrollingTable label={texts.tableCaption} tableClassName="bb-seo-table">
          <thead>
            <tr>
              <th scope="col">{texts.pageColumn}</th>
              <th scope="col">{texts.titleColumn}</th>
              <th scope="col">{texts.descriptionColumn}</th>
              <th scope="col">{texts.imageColumn}</th>
              <th scope="col">{texts.h1Column}</th>
              <th scope="col">{texts.indexColumn}</th>
              <th scope="col">{texts.changedColumn}</th>
              <th scope="col">{texts.problemsColumn}</th>
            </tr>
          </thead>
          <tbody>
            {list.pages.map((page) => (
              <tr key={page.path}>
                <td>
                  <Button
                    variant="secondary"
                    aria-label={texts.editLabel(page.path)}
                    onClick={() => onEdit(page.path)}
                  >
                    {texts.edit}
                  </Button>{' '}
                  <span className="bb-seo-table__path">{page.path}</span>
                </td>
                <td>{page.title || texts.none}</td>
                <td className="bb-seo-table__description">{page.description || texts.none}</td>
                <td className="bb-seo-table__path">{page.og_image || texts.none}</td>
                <td>{page.h1 || texts.none}</td>
                <td>{page.indexable ? texts.indexable : texts.noindex}</td>
                <td>
                  {page.updated_at === null ? texts.asBuilt : formatDeadline(page.updated_at)}
                </td>
                <td>
                  {page.flags.length === 0 ? (
                    texts.none
                  ) : (
                    <ul className="bb-seo-flags">
                      {page.flags.map((flag) => (
                        <li key={flag}>{SEO_FLAG_LABELS[flag]}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
    </>
  );
}
