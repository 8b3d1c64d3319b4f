import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BADGE_LABELS, BADGE_NAMES, BadgeIcon } from './badges';

const meta = {
  title: 'UI/Badge icon',
  component: BadgeIcon,
  parameters: {
    docs: {
      description: {
        component: `One writer's award as a 32 px labelled image (\`role="img"\` with a \`<title>\`): a disc in
its \`--bb-color-badge-*\` colour with a glyph in \`--bb-color-badge-on\`. \`BADGE_NAMES\` are the
awards the API sends, \`BADGE_LABELS\` their names; \`isBadgeName\` tells a known one, and
\`WriterCard\` leaves unknown names out.`,
      },
    },
  },
  args: { name: 'triple10' },
} satisfies Meta<typeof BadgeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One badge, named. */
export const Triple10: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: BADGE_LABELS.triple10 }),
    ).toBeVisible();
  },
};

/** Every badge, each by its name. */
export const AllBadges: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {BADGE_NAMES.map((name) => (
        <BadgeIcon key={name} name={name} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of BADGE_NAMES) {
      await expect(canvas.getByRole('img', { name: BADGE_LABELS[name] })).toBeVisible();
    }
  },
};
