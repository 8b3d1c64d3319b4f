import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_WRITER } from '../test-support/story-writer';
import { BADGE_LABELS, BADGE_NAMES, BadgeIcon } from './badges';
import { WriterCard } from './writer-card';
import { WriterCardSkeleton } from './writer-card-skeleton';

const writer = STORY_WRITER;

const meta = {
  title: 'UI/WriterCard',
  component: WriterCard,
  subcomponents: { BadgeIcon, WriterCardSkeleton },
  parameters: {
    docs: {
      description: {
        component: `A writer (an expert) as the order form shows the one requested: avatar (\`buildAvatarUrl\`, 128
px), pen name, rating '9.8 / 10' (read out as '9.8 out of 10'), orders finished and in
progress, and the writer's badges; with \`reviews_qty\` and \`disciplines\` (our server's cards) also the
reviews count and up to three subjects ('+2 more'). Without an avatar it shows the pen name's
initials. \`onRemove\` adds a 'Remove' button named 'Remove {pen name}'. \`href\` makes the pen
name the link to the writer's page and the whole card clickable (the link's box is stretched over
the card), its accessible name still the pen name; \`nameAs\` makes the name a heading.

**Subcomponents.** \`WriterCardSkeleton\` is its loading state (\`role="status"\`, labelled
'Loading the writer' unless \`label\` says otherwise; the Skeleton story). \`BadgeIcon\` draws one
badge by name (\`BADGE_NAMES\`) as a labelled image (\`role="img"\`, \`BADGE_LABELS\`); unknown names
are left out of the card.

**Keyboard.** The remove button, or the name's link, is the card's only control; the link's focus
rings the whole card.`,
      },
    },
  },
  args: { writer, badges: ['triple10', 'punctuality_proofed', 'writer_of_month'] },
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WriterCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Ada L.' });
    await expect(card).toHaveTextContent('9.8 / 10');
    await expect(canvas.getByText('9.8 out of 10')).toBeInTheDocument();
    await expect(card).toHaveTextContent('1284');
    await expect(card).toHaveTextContent('3');
    const avatar = canvasElement.querySelector('img');
    await expect(avatar?.getAttribute('src')).toContain("width%3D'128'");
    await expect(canvas.getByRole('img', { name: 'Triple 10' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Writer of the month' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The requested writer in the short form: removable. */
export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Ada L.' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** Every award of spec §3, each a labelled image. */
export const AllBadges: Story = {
  args: { badges: [...BADGE_NAMES, 'an_award_we_do_not_know'] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Badges' });
    await expect(within(list).getAllByRole('img')).toHaveLength(BADGE_NAMES.length);
    for (const name of BADGE_NAMES) {
      await expect(within(list).getByRole('img', { name: BADGE_LABELS[name] })).toBeVisible();
    }
  },
};

/** The lowest and highest ratings, no badges, no avatar. */
export const NoAvatarTopRating: Story = {
  args: { writer: { ...writer, avatar_url: '', rating: 10, pen_name: 'Grace H.' }, badges: [] },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Grace H.' });
    await expect(card).toHaveTextContent('10 / 10');
    await expect(card).toHaveTextContent('GH');
    await expect(within(card).queryByRole('list')).toBeNull();
  },
};

/** A card of the site's expert lists: subjects, reviews, and the whole card as the name's link. */
export const Linked: Story = {
  args: {
    writer: {
      ...writer,
      reviews_qty: 126,
      disciplines: ['Python', 'R', 'Statistics', 'Excel', 'SPSS'].map((title, id) => ({
        id,
        title,
      })),
    },
    href: '/experts/ada-l.html',
    nameAs: 'h3',
  },
  parameters: { themeReferences: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Ada L.' });
    await expect(link).toHaveAttribute('href', '/experts/ada-l.html');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Ada L.' })).toContainElement(link);
    const subjects = canvas.getByRole('list', { name: 'Subjects' });
    await expect(
      within(subjects)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Python', 'R', 'Statistics', '+2 more']);
    await expect(canvas.getByRole('article', { name: 'Ada L.' })).toHaveTextContent('126 reviews');
    // The stretched link: a click on the card's figures lands on the link.
    const figures = canvas.getByText('Orders finished').getBoundingClientRect();
    const hit = document.elementFromPoint(figures.x + 2, figures.y + 2);
    await expect(hit === link || link.contains(hit)).toBe(true);
  },
};

export const Skeleton: Story = {
  render: () => <WriterCardSkeleton />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading the writer');
  },
};
