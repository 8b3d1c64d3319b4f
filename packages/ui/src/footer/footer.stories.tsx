import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  BECOME_AN_EXPERT_LINK,
  COMPANY_LINKS,
  LEGAL_LINKS,
  SUBJECT_LINKS,
} from '../site-links/site-links';
import { CompanyDetails } from './company-details';
import { Footer } from './footer';
import { PAYMENT_METHOD_LABELS, PaymentLogo } from './payment-logos';

const company = {
  name: 'BB Academic Services Ltd',
  registration_number: 'HE 412345',
  address_part_1: '12 Example Avenue, Office 4',
  address_part_2: '1065 Nicosia, Cyprus',
};

const meta = {
  title: 'UI/Footer',
  component: Footer,
  subcomponents: { CompanyDetails, PaymentLogo },
  parameters: {
    docs: {
      description: {
        component: `The site footer (spec §2): the subject grid (not on home), the company and legal columns, the
support e-mail, the payment logos, the company's registration details and '© 2013–{current
year} {site name}'. Landmark: \`<footer>\` (contentinfo); each column is a labelled navigation.

**Subcomponents.** \`CompanyDetails\` shows the company from the settings: a skeleton
(\`role="status"\`, 'Loading company details') while \`companyStatus\` is 'loading', an \`<address>\`
once loaded, nothing without a company or after an error. \`PaymentLogo\` draws one payment
method at 37 × 24 as a labelled image (\`PAYMENT_METHOD_LABELS\`); logos keep the brands' colours.

**Keyboard.** Only links: Tab moves through them in reading order.`,
      },
    },
    layout: 'fullscreen',
  },
  args: {
    siteName: 'BB',
    supportEmail: 'support@bb.example',
    company,
    companyStatus: 'success',
    currentYear: 2026,
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCompany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    for (const link of [
      ...COMPANY_LINKS,
      BECOME_AN_EXPERT_LINK,
      ...LEGAL_LINKS,
      ...SUBJECT_LINKS,
    ]) {
      await expect(canvas.getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        link.href,
      );
    }
    await expect(canvas.getByRole('link', { name: 'Reviews' })).toHaveAttribute(
      'href',
      '/latest-orders.html',
    );
    await expect(canvas.getByRole('link', { name: 'support@bb.example' })).toHaveAttribute(
      'href',
      'mailto:support@bb.example',
    );
    const payments = canvas.getByRole('list', { name: 'Payment methods' });
    for (const label of Object.values(PAYMENT_METHOD_LABELS)) {
      const logo = within(payments).getByRole('img', { name: label });
      await expect(logo).toHaveAttribute('width', '37');
      await expect(logo).toHaveAttribute('height', '24');
    }
    await expect(footer).toHaveTextContent('BB Academic Services Ltd');
    await expect(footer).toHaveTextContent('Registration number: HE 412345');
    await expect(footer).toHaveTextContent('12 Example Avenue, Office 4');
    await expect(footer).toHaveTextContent('1065 Nicosia, Cyprus');
    await expect(footer).toHaveTextContent('© 2013–2026 BB');
  },
};

/** The domain has no company: no registration block at all. */
export const WithoutCompany: Story = {
  args: { company: null },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer.querySelector('address')).toBeNull();
    await expect(within(footer).queryByRole('status')).toBeNull();
    await expect(footer).toHaveTextContent('© 2013–2026 BB');
  },
};

/** Company settings are loading: a skeleton in place of the details. */
export const Loading: Story = {
  args: { company: undefined, companyStatus: 'loading' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading company details');
  },
};

/** The company settings request failed: nothing in place of the details. */
export const CompanyFailed: Story = {
  args: { company: undefined, companyStatus: 'error' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('address')).toBeNull();
  },
};

/** On the home route the subject link grid is left out. */
export const Home: Story = {
  args: { isHome: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const link of SUBJECT_LINKS) {
      await expect(canvas.queryByRole('link', { name: link.label })).toBeNull();
    }
    await expect(canvas.getByRole('link', { name: 'How it works' })).toBeVisible();
  },
};
