import { fail, ok, pending } from '@bb/api-client/testing';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { operatorAccountApi, storyOperatorAccountApi } from './operator-account-stories';

type SearchStory = {
  loaders: ReturnType<typeof operatorAccountApi>['loaders'];
  play: (context: {
    canvasElement: HTMLElement;
    context: { loaded: Record<string, unknown> };
  }) => Promise<void>;
};

/**
 * The states of an account search's stories, for customers and experts alike: the list route
 * answers two pages of `items` (under `key`), or none for the search 'nobody'; `first` is the
 * first item's link, `blocked` the name of the blocked one's row (on the last page).
 */
export function accountSearchStories(search: {
  route: string;
  key: 'customers' | 'experts';
  items: readonly unknown[];
  loading: string;
  first: { name: string; href: string };
  blocked: RegExp;
  none: string;
}): Record<'Loading' | 'MorePages' | 'LastPage' | 'EmptySearch' | 'LoadFailed', SearchStory> {
  const paged = () => ({
    [search.route]: (request: { query: URLSearchParams }) =>
      request.query.get('q') === 'nobody'
        ? ok({ [search.key]: [], next_cursor: null })
        : request.query.has('cursor')
          ? ok({ [search.key]: search.items.slice(2), next_cursor: null })
          : ok({ [search.key]: search.items.slice(0, 2), next_cursor: 'MTc2~NDA' }),
  });
  return {
    Loading: {
      ...operatorAccountApi({ [search.route]: pending() }),
      play: async ({ canvasElement }) => {
        await expect(within(canvasElement).getByText(search.loading)).toBeVisible();
      },
    },
    // The first page of every account, more to come.
    MorePages: {
      ...operatorAccountApi(paged),
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const link = await canvas.findByRole('link', { name: search.first.name });
        await expect(link).toHaveAttribute('href', search.first.href);
        await expect(canvas.getByRole('button', { name: 'Show more' })).toBeVisible();
      },
    },
    // Every page shown: a blocked account among them, no Show more.
    LastPage: {
      ...operatorAccountApi(paged),
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));
        const row = await canvas.findByRole('row', { name: search.blocked });
        await expect(within(row).getByText('Blocked')).toBeVisible();
        await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
      },
    },
    // A search that finds nobody says so; Show all goes back to every account.
    EmptySearch: {
      ...operatorAccountApi(paged),
      play: async ({ canvasElement, context }) => {
        const canvas = within(canvasElement);
        await canvas.findByRole('link', { name: search.first.name });
        await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'nobody');
        await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
        await expect(await canvas.findByText(search.none)).toBeVisible();
        const { mock } = storyOperatorAccountApi(context);
        await expect(mock.requests.at(-1)?.query.get('q')).toBe('nobody');
        await expect(canvas.getByRole('button', { name: 'Show all' })).toBeVisible();
      },
    },
    LoadFailed: {
      ...operatorAccountApi({ [search.route]: fail('internal_error', 500) }),
      play: async ({ canvasElement, context }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText('Hmm, something seems to be missing')).toBeVisible();
        const { mock } = storyOperatorAccountApi(context);
        const asked = mock.count(search.route);
        await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
        await waitFor(() => expect(mock.count(search.route)).toBe(asked + 1));
      },
    },
  };
}
