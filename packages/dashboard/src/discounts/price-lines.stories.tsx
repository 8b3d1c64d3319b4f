import { orderOf } from '@bb/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { orderPriceLines } from './price-line';
import { PriceLines } from './price-lines';

const meta = {
  title: 'Dashboard/Discounts/PriceLines',
  component: PriceLines,
  parameters: {
    docs: {
      description: {
        component: `An order's price as a list of terms, on the order page and the new order page: without a
discount one line, 'Price'; with the customer's welcome or loyalty discount (the largest only, as
the Discount Policy says), the list price, the discount by name and percent with what it takes
off, and the price to pay, emphasised. Built by \`orderPriceLines(order)\` from the API's
\`list_price_cents\`, \`discount_kind\`, \`discount_percent\`, \`discount_cents\` and \`price_cents\`, or
by \`previewPriceLines\` before ordering; its texts are \`DISCOUNT_TEXTS\`.`,
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceLines>;

export default meta;
type Story = StoryObj<typeof meta>;

const terms = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

/** No discount: the price alone. */
export const NoDiscount: Story = {
  args: { lines: orderPriceLines(orderOf({ price_cents: 4680, list_price_cents: 4680 })) },
  play: async ({ canvasElement }) => {
    await expect(terms(canvasElement)).toEqual(['Price $46.80']);
  },
};

/** A first order: the welcome discount, 15% off. */
export const Welcome: Story = {
  args: {
    lines: orderPriceLines(
      orderOf({
        list_price_cents: 4680,
        discount_kind: 'welcome',
        discount_percent: 15,
        discount_cents: 702,
        price_cents: 3978,
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(terms(canvasElement)).toEqual([
      'List price $46.80',
      'Welcome discount (15%) −$7.02',
      'Price $39.78',
    ]);
  },
};

/** A regular customer past 1,000 USD paid: the loyalty discount, 10% off. */
export const Loyalty: Story = {
  args: {
    lines: orderPriceLines(
      orderOf({
        list_price_cents: 12_480,
        discount_kind: 'loyalty',
        discount_percent: 10,
        discount_cents: 1248,
        price_cents: 11_232,
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(terms(canvasElement)).toEqual([
      'List price $124.80',
      'Loyalty discount (10%) −$12.48',
      'Price $112.32',
    ]);
  },
};
