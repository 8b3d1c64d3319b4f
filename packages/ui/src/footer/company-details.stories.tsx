import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CompanyDetails } from './company-details';

const meta = {
  title: 'UI/Company details',
  component: CompanyDetails,
  parameters: {
    docs: {
      description: {
        component: `The company's registration details in the footer (spec §2), from the common settings: the
name, 'Registration number: …' and the two address lines in an \`<address>\`. While
\`status\` is 'loading' a skeleton stands in, as a \`role="status"\` region read as 'Loading
company details'; without a company, or when the settings failed, nothing renders. \`Footer\`
renders it from its \`company\` and \`companyStatus\`; it is styled for the footer's dark band.`,
      },
    },
  },
  args: {
    status: 'success',
    company: {
      name: 'BB Academic Services Ltd',
      registration_number: 'HE 412345',
      address_part_1: '12 Example Avenue, Office 4',
      address_part_2: '1065 Nicosia, Cyprus',
    },
  },
  decorators: [
    (Story) => (
      <div className="bb-footer" style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CompanyDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the name, the registration number, the address. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Registration number: HE 412345')).toBeVisible();
    await expect(canvas.getByText('1065 Nicosia, Cyprus')).toBeVisible();
  },
};

/** Loading: a skeleton, announced as loading. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading company details',
    );
  },
};
