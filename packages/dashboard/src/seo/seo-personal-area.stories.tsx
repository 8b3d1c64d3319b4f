import { fail, ok, pending } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFocusRingMargin } from '../test-support/order-stories';
import { onPhone } from '../test-support/phone-cards';
import {
  LANDING_PAGE,
  PAGES,
  PROBLEMS,
  personalAreaRoutes,
  REDIRECTS,
  seoApi,
  storySeoApi,
  UNUSED_SEO_CLIENT,
} from '../test-support/seo-stories';
import { SeoPersonalArea } from './seo-personal-area';

const meta = {
  title: 'Dashboard/Seo/SeoPersonalArea',
  component: SeoPersonalArea,
  parameters: {
    docs: {
      description: {
        component: `The seo role's Personal Area: every public page with its title, description,
og:image, h1, whether it is indexed and its last change, each problem in words (missing, too long,
used on another page), filtered to the pages with problems; the redirects (old address → new
one). Edit opens a page: its form (a landing page's intro and questions too), the search result
preview, and its history, where Revert undoes an edit.

**Driven by** \`useSeoPages\`, \`useSeoRedirects\` and \`useSeoPageEditor\` over \`createSeoClient()\`.`,
      },
    },
  },
  decorators: [withFocusRingMargin],
  args: { client: UNUSED_SEO_CLIENT },
  render: (args, context) => <SeoPersonalArea {...args} client={storySeoApi(context).client} />,
} satisfies Meta<typeof SeoPersonalArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const PAGES_ROUTE = 'GET /seo/pages';
const openLanding = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: `Edit ${LANDING_PAGE.path}` }));
  await expect(await canvas.findByLabelText('Title')).toBeVisible();
  return canvas;
};

export const Loading: Story = {
  ...seoApi({ ...personalAreaRoutes(), [PAGES_ROUTE]: pending() }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the pages')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  ...seoApi({ ...personalAreaRoutes(), [PAGES_ROUTE]: fail('internal_error', 500) }),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hmm, something seems to be missing')).toBeVisible();
    const { mock } = storySeoApi(context);
    const asked = mock.count(PAGES_ROUTE);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mock.count(PAGES_ROUTE)).toBe(asked + 1));
  },
};

/** Every page with its problems, counted in the filter, and the redirects. */
export const AllPages: Story = {
  ...seoApi(personalAreaRoutes),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Title over 60 characters')).toBeVisible();
    await expect(canvas.getByRole('option', { name: `All pages (${PAGES.length})` })).toBeVisible();
    await expect(canvas.getByText('No (noindex)')).toBeVisible();
    await expect(canvas.getByText(REDIRECTS[1]?.from_path ?? '')).toBeVisible();
  },
};

/** Only the pages with a problem, as the server filters them. */
export const PagesWithProblems: Story = {
  ...seoApi(personalAreaRoutes),
  play: async ({ canvasElement, context }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Title over 60 characters');
    await userEvent.selectOptions(canvas.getByLabelText('Show'), 'problems');
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: `Edit ${LANDING_PAGE.path}` })).toBeNull(),
    );
    await expect(canvas.getAllByRole('button', { name: /^Edit / })).toHaveLength(PROBLEMS.length);
    await expect(storySeoApi(context).mock.requests.at(-1)?.query.get('problems')).toBe('1');
  },
};

/** No page has a problem, and no redirect yet. */
export const NothingToFix: Story = {
  ...seoApi({
    ...personalAreaRoutes(),
    [PAGES_ROUTE]: ok({ pages: [], counts: { all: 4, problems: 0 } }),
    'GET /seo/redirects': ok({ redirects: [], next_cursor: null }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No page has a problem.')).toBeVisible();
    await expect(await canvas.findByText('No redirects yet.')).toBeVisible();
  },
};

/** A landing page opened: its facts, the preview, the form with its FAQ, and its history. */
export const EditLandingPage: Story = {
  ...seoApi(personalAreaRoutes),
  play: async ({ canvasElement }) => {
    const canvas = await openLanding(canvasElement);
    await expect(canvas.getByRole('heading', { name: `Edit ${LANDING_PAGE.path}` })).toHaveFocus();
    await expect(canvas.getByRole('figure', { name: 'Search result preview' })).toBeVisible();
    // The page's own questions are copied into the form when the first is added.
    await userEvent.click(canvas.getByRole('button', { name: 'Add a question' }));
    await expect(canvas.getByLabelText('Question 1')).toHaveValue('Which Python versions?');
    await expect(canvas.getByLabelText('Question 2')).toHaveValue('');
    await userEvent.type(canvas.getByLabelText('Title'), 'Python help');
    await expect(within(canvas.getByRole('figure')).getByText('Python help')).toBeVisible();
    await expect(
      canvas.getByText('Python homework help from experts', { exact: false }),
    ).toBeVisible();
  },
};

/** Too long a title is refused on the page; the server's refusal of the image beside its field. */
export const EditRefused: Story = {
  ...seoApi({ ...personalAreaRoutes(), 'PUT /seo/pages': fail('seo_og_image_invalid') }),
  play: async ({ canvasElement, context }) => {
    const canvas = await openLanding(canvasElement);
    await userEvent.type(canvas.getByLabelText('Title'), 'x'.repeat(61));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Please keep the title within 60 characters'),
    ).toBeVisible();
    await expect(storySeoApi(context).mock.count('PUT /seo/pages')).toBe(0);
    await userEvent.clear(canvas.getByLabelText('Title'));
    await userEvent.type(canvas.getByLabelText('og:image'), 'https://cdn.example/a.png');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText(
        'Please enter an https:// address of an image, or a path of this site such as /og-image.png',
      ),
    ).toBeVisible();
    await expect(canvas.getByLabelText('og:image')).toHaveAttribute('aria-invalid', 'true');
    // Whether the button kept its focus ring through its short busy state is timing: no focus
    // for the snapshot.
    canvas.getByRole('button', { name: 'Save' }).blur();
  },
};

/** An edit saved, then reverted: each said, the history loaded again. */
export const SavedAndReverted: Story = {
  ...seoApi({
    ...personalAreaRoutes(),
    'PUT /seo/pages': ok({ page: { ...LANDING_PAGE, title: 'Python help', edited: ['title'] } }),
    'POST /seo/pages/versions/9/revert': ok({ page: LANDING_PAGE }),
  }),
  play: async ({ canvasElement, context }) => {
    const canvas = await openLanding(canvasElement);
    await userEvent.type(canvas.getByLabelText('Title'), 'Python help');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText(`${LANDING_PAGE.path} is saved. The site shows it within a minute.`),
    ).toBeVisible();
    await expect(
      storySeoApi(context)
        .mock.requests.find((r) => r.method === 'PUT')
        ?.form?.get('title'),
    ).toBe('Python help');
    await userEvent.click(
      canvas.getAllByRole('button', { name: /^Revert the edit of / })[0] as HTMLElement,
    );
    await expect(
      await canvas.findByText('The edit is reverted: the page is as it was before it.'),
    ).toBeVisible();
  },
};

/** A redirect to another site and a loop are refused beside the new address; a good one is added. */
export const Redirects: Story = {
  ...seoApi(() => {
    let added = false;
    return {
      ...personalAreaRoutes(),
      'POST /seo/redirects': (request) => {
        if (request.form?.get('to_path') === '/python-help.html') return fail('seo_redirect_loop');
        added = true;
        return ok({ redirect: REDIRECTS[0] });
      },
      'GET /seo/redirects': () =>
        ok({ redirects: added ? REDIRECTS : REDIRECTS.slice(1), next_cursor: null }),
    };
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const from = await canvas.findByLabelText('Old address');
    const to = canvas.getByLabelText('New address');
    await userEvent.type(from, '/python-help.html');
    await userEvent.type(to, 'https://elsewhere.example/');
    await userEvent.click(canvas.getByRole('button', { name: 'Add redirect' }));
    await expect(
      await canvas.findByText(
        'Please enter the new address as a path of this site, such as /new-page.html (no other sites)',
      ),
    ).toBeVisible();
    await userEvent.clear(to);
    await userEvent.type(to, '/python-help.html');
    await userEvent.clear(from);
    await userEvent.type(from, '/java.html');
    await userEvent.click(canvas.getByRole('button', { name: 'Add redirect' }));
    await expect(
      await canvas.findByText(
        'This address is itself redirected, or redirects back: please point to the final page.',
      ),
    ).toBeVisible();
    await userEvent.clear(to);
    await userEvent.type(to, '/python-homework.html');
    await userEvent.click(canvas.getByRole('button', { name: 'Add redirect' }));
    await expect(
      await canvas.findByText('/java.html now redirects to /python-homework.html.'),
    ).toBeVisible();
    await expect(await canvas.findByText('/python-help.html')).toBeVisible();
  },
};

/** On a phone: the pages as cards, each value labelled by its column. */
export const PhonePages: Story = onPhone(AllPages);

/** On a phone: the redirects as cards. */
export const PhoneRedirects: Story = onPhone(Redirects);
