import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, PaymentLogo } from './payment-logos';

const meta = {
  title: 'UI/Payment logo',
  component: PaymentLogo,
  parameters: {
    docs: {
      description: {
        component: `One payment method's logo, 37 × 24 (spec §9's card icon size), drawn for the kit as inline SVG:
a labelled image (\`role="img"\`) named by \`PAYMENT_METHOD_LABELS\`. The logos keep the brands'
colours in every theme: they are pictures of brands, not themed UI. \`PAYMENT_METHODS\` lists
the methods the footer shows, in its order.`,
      },
    },
  },
  args: { method: 'visa' },
} satisfies Meta<typeof PaymentLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One logo. */
export const Visa: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Visa' })).toBeVisible();
  },
};

/** Every method the footer shows, each by its name. */
export const AllMethods: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {PAYMENT_METHODS.map((method) => (
        <PaymentLogo key={method} method={method} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const method of PAYMENT_METHODS) {
      const logo = canvas.getByRole('img', { name: PAYMENT_METHOD_LABELS[method] });
      await expect(logo.getBoundingClientRect()).toMatchObject({ width: 37, height: 24 });
    }
  },
};
