import { Button, FormError, LoadRetry, Spinner, TextField } from '@bb/ui';
import { OrderAnnouncement } from '../kit/announcement';
import { formatDeadline } from '../kit/format';
import { ScrollingTable } from '../kit/scrolling-table';
import { ShowMore } from '../kit/show-more';
import type { UseSeoRedirectsResult } from './use-seo-redirects';

/** The redirects: a new one (old address, new address) and the list with Remove. */
export function SeoRedirects({ redirects }: { redirects: UseSeoRedirectsResult }) {
  const { texts, list, form, errors } = redirects;
  return (
    <>
      <p className="bb-seo-page__note">{texts.redirectsIntro}</p>
      <form
        className="bb-dashboard-form bb-seo-redirect-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void redirects.add();
        }}
      >
        <FormError message={errors.form} />
        <TextField
          label={texts.fromPath}
          placeholder="/old-page.html"
          error={errors.from_path}
          value={form.from_path}
          disabled={redirects.busy}
          onChange={(event) => redirects.change('from_path', event.target.value)}
        />
        <TextField
          label={texts.toPath}
          placeholder="/new-page.html"
          error={errors.to_path}
          value={form.to_path}
          disabled={redirects.busy}
          onChange={(event) => redirects.change('to_path', event.target.value)}
        />
        <Button type="submit" loading={redirects.busy}>
          {texts.addRedirect}
        </Button>
      </form>
      <OrderAnnouncement announcement={redirects.announcement} />
      {list.status === 'error' ? (
        <LoadRetry label={texts.reload} onRetry={list.reload} />
      ) : list.status === 'loading' ? (
        <Spinner label={texts.loadingRedirects} />
      ) : list.items.length === 0 ? (
        <p>{texts.noRedirects}</p>
      ) : (
        <>
          <ScrollingTable label={texts.redirectsCaption}>
            <thead>
              <tr>
                <th scope="col">{texts.fromPath}</th>
                <th scope="col">{texts.toPath}</th>
                <th scope="col">{texts.addedColumn}</th>
                <th scope="col">
                  <span className="bb-visually-hidden">{texts.remove}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((redirect) => (
                <tr key={redirect.id}>
                  <td className="bb-seo-table__path">{redirect.from_path}</td>
                  <td className="bb-seo-table__path">{redirect.to_path}</td>
                  <td>{formatDeadline(redirect.created_at)}</td>
                  <td>
                    <Button
                      variant="secondary"
                      loading={redirects.busyId === redirect.id}
                      disabled={redirects.busyId !== null}
                      aria-label={texts.removeLabel(redirect.from_path)}
                      onClick={() => void redirects.remove(redirect)}
                    >
                      {texts.remove}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollingTable>
          <ShowMore list={list} />
        </>
      )}
    </>
  );
}
