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
progress, and the writer's badges. \`onRemove\` adds a 'Remove' button named 'Remove {pen name}'.

**Subcomponents.** \`WriterCardSkeleton\` is its loading state (\`role="status"\`, labelled
'Loading the writer' unless \`label\` says otherwise; the Skeleton story). \`BadgeIcon\` draws one
badge by name (\`BADGE_NAMES\`) as a labelled image (\`role="img"\`, \`BADGE_LABELS\`); unknown names
are left out of the card.

**Keyboard.** The remove button is the card's only control.`,
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
    await expect(within(card).queryByRole('list')).toBeNull();
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
