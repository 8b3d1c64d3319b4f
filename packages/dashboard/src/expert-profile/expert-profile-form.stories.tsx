import {
  createMockExpertProfileClient,
  expertProfileOf,
  fail,
  type MockRoutes,
  ok,
  pending,
} from '@bb/api-client/testing';
import {
  bbEnvironment,
  STORY_DISCIPLINE_GROUPS,
  STORY_DISCIPLINES,
  withBbEnvironment,
} from '@bb/ui/test-support';
import { DASHBOARD_ERROR_CATALOGUE, DASHBOARD_MESSAGES } from '@bb/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withFocusRingMargin } from '../test-support/order-stories';
import { ExpertProfileForm } from './expert-profile-form';

type StoryProfileApi = ReturnType<typeof createMockExpertProfileClient>;

/** The dictionary (the page's environment) and the profile calls, made fresh for each render. */
const profileApi = (routes: MockRoutes) => ({
  loaders: [
    ...bbEnvironment({
      routes: {
        'GET /widgets/dictionaries/discipline_sub,discipline_sub_grouping': ok({
          discipline_sub: STORY_DISCIPLINES,
          discipline_sub_grouping: STORY_DISCIPLINE_GROUPS,
        }),
      },
    }).loaders,
    () => ({ profileApi: createMockExpertProfileClient(routes) satisfies StoryProfileApi }),
  ],
});

// An avatar drawn in place, so the reference images never wait on the network.
const AVATAR =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='96' height='96'><rect width='96' height='96' fill='%232f6fde'/><text x='48' y='60' font-size='36' text-anchor='middle' fill='white' font-family='sans-serif'>AK</text></svg>";
const PROFILE = expertProfileOf({ avatar_url: AVATAR, discipline_ids: [100, 104] });
const GET = 'GET /writers/profile';
const PUT = 'PUT /writers/profile';
const UNUSED = createMockExpertProfileClient({}).client;

const meta = {
  title: 'Dashboard/Profile/ExpertProfileForm',
  component: ExpertProfileForm,
  parameters: {
    docs: {
      description: {
        component: `The expert's public profile, first on their Profile & Settings: whether it is complete
(listed in the public list of experts: a pen name, a bio of at least 30 characters and a
discipline), a link 'View my public page' to their page as customers see it, the avatar (an
uploaded image, cropped square on the server, or the generated one), then the pen name (no other
expert may have it, whatever its case; it makes the page's address), the bio, the disciplines
they cover (from the dictionary, at least one) and 'I accept new orders' (unticked, customers
cannot request them and operators cannot assign them). Each refused value is said beside its
field; a save and an avatar change are said in a live region that takes focus.

**Driven by** \`useExpertProfile\` over \`createExpertProfileClient()\`, under a \`BbProvider\`
(the discipline dictionary).`,
      },
    },
  },
  decorators: [withFocusRingMargin, withBbEnvironment],
  args: { client: UNUSED },
  render: (args, context) => (
    <div style={{ width: 640 }}>
      <ExpertProfileForm {...args} client={(context.loaded.profileApi as StoryProfileApi).client} />
    </div>
  ),
} satisfies Meta<typeof ExpertProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  ...profileApi({ [GET]: pending() }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your profile')).toBeVisible();
  },
};

/** A complete profile with an uploaded avatar: listed, with the link to the public page. */
export const Complete: Story = {
  ...profileApi({ [GET]: ok({ profile: { ...PROFILE, has_uploaded_avatar: true } }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Your profile is complete/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View my public page' })).toHaveAttribute(
      'href',
      PROFILE.public_url,
    );
    await expect(await canvas.findByRole('checkbox', { name: 'Python' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Use the generated avatar' })).toBeVisible();
  },
};

/** A newly approved expert: no bio yet, not listed, not accepting orders. */
export const Incomplete: Story = {
  ...profileApi({
    [GET]: ok({
      profile: { ...PROFILE, bio: '', is_complete: false, is_available: false },
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Your profile is not listed yet/)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'I accept new orders' })).not.toBeChecked();
  },
};

/** Its own rules, each said beside its field. */
export const Invalid: Story = {
  ...profileApi({ [GET]: ok({ profile: PROFILE }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bio = await canvas.findByRole('textbox', { name: /About you/ });
    await userEvent.clear(bio);
    await userEvent.type(bio, 'Short');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Python' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'R programming' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByText(DASHBOARD_MESSAGES.bio_too_short)).toBeVisible();
    await expect(canvas.getByText(DASHBOARD_MESSAGES.disciplines_required)).toBeVisible();
  },
};

/** The server's refusals: a pen name another expert has, an upload that is not an image. */
export const Refused: Story = {
  ...profileApi({
    [GET]: ok({ profile: PROFILE }),
    [PUT]: fail('pen_name_taken', 409),
    'POST /writers/profile/avatar': fail('avatar_not_image', 415),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const penName = await canvas.findByRole('textbox', { name: /Pen name/ });
    await userEvent.clear(penName);
    await userEvent.type(penName, 'Beatrice L.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(
      await canvas.findByText(DASHBOARD_ERROR_CATALOGUE.pen_name_taken.message),
    ).toBeVisible();
    await userEvent.upload(
      canvas.getByLabelText('Upload a new avatar'),
      new File(['not an image'], 'notes.png', { type: 'image/png' }),
    );
    await expect(
      await canvas.findByText(DASHBOARD_ERROR_CATALOGUE.avatar_not_image.message),
    ).toBeVisible();
  },
};

/** A save said in the live region. */
export const Saved: Story = {
  ...profileApi({ [GET]: ok({ profile: PROFILE }), [PUT]: ok({ profile: PROFILE }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save profile' }));
    await expect(await canvas.findByText('Your profile is saved.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  ...profileApi({ [GET]: fail('internal_error', 500) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try again' }),
    ).toBeVisible();
  },
};
