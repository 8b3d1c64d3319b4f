import { POLICY_AGREE_LABEL, SHORT_FORM_LOAD_FAILED_MESSAGE } from '@bb/validation';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import '../order-form.css';
import { fail, MOCK_API_ORIGIN, type MockRoutes, ok, pending } from '@bb/api-client/testing';
import { DisciplineCombobox } from '@bb/ui';
import {
  createMockEnvironment,
  type MockEnvironment,
  type MockEnvironmentOptions,
} from '../test-support/mock-environment';
import {
  DICTIONARIES_ROUTE,
  EXISTING_ACCOUNT,
  newCustomerRoutes,
  pageRoutes,
  sessionOf,
  WRITER,
} from '../test-support/order-form-fixtures';
import { ShortOrderForm } from './short-order-form';

/**
 * The short order form as a host page embeds it (spec §2), against a mocked API. The canvas is
 * 1280 px wide unless a story picks the mobile viewport; 'auto' turns vertical below 800 px.
 */
const meta = {
  title: 'Order form/Short order form',
  component: ShortOrderForm,
  subcomponents: { DisciplineCombobox },
  parameters: {
    docs: {
      // Its own frame on the docs page: an open modal, menu or fixed notice stays inside it.
      story: { inline: false, iframeHeight: 640 },
      description: {
        component: `The short order form (spec §2), whole, as a host embeds it: the e-mail with its pre-check and
hint, the discipline combobox with its Create "{text}" option, the requested writer's card, the
consent block, the submit button with its three texts, the login modal for a returning
customer, Google and Apple sign-in, the other-role notice, the bot-check notice and the
failed-load message. Configured by props; it makes its own environment when it is given none,
renders on the server and hydrates. \`layout="auto"\` turns vertical when its container is
narrower than 800 px (a container query: no script measures).

**Driven by** \`useShortOrderForm\` (\`@bb/form-hooks\`); its parts come from \`@bb/ui\`.

**Events a host receives.** \`onSubmitted({ dataBoxKey, url, userId })\` when the order is saved,
just before the page leaves for it; \`onNavigate(url)\` replaces that navigation; analytics events
(\`session_loaded\`, \`sign_in\`, \`sign_up\`, \`newOrder\`, \`log_out\`) go to \`analytics\` (default
\`window.dataLayer\`).

**Subcomponent.** \`DisciplineCombobox\`: a WAI-ARIA 1.2 editable combobox with a listbox popup
(\`aria-expanded\`, \`aria-controls\`, \`aria-activedescendant\`), labelled groups ('Most popular'
first) and Create "{text}" last, wired to \`useShortOrderForm().disciplines\`.

**Keyboard.** In the discipline field typing filters and makes the first option active;
ArrowDown/ArrowUp open the list and move, wrapping; Home/End jump while it is open; Enter
chooses; Escape closes it and puts the chosen title back, as does leaving the field. With the
list closed Enter submits the form. The login modal follows the \`Modal\`'s focus rules.`,
      },
    },
  },
  render: (args, context) => <ShortOrderForm {...args} environment={mockOf(context).environment} />,
} satisfies Meta<typeof ShortOrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh mocked API and memory environment per story render, answering `routes`. */
function withApi(routes: MockRoutes, options: MockEnvironmentOptions = {}) {
  return { loaders: [() => ({ bb: createMockEnvironment(routes, options) })] };
}

function mockOf(context: Pick<StoryContext, 'loaded'>): MockEnvironment {
  const bb = context.loaded.bb as MockEnvironment | undefined;
  if (!bb) throw new Error('The story has no mocked API: add ...withApi(routes) to it.');
  return bb;
}

/** Room under the form for the open discipline list, so its snapshot shows the list whole. */
const roomForTheList: Story['decorators'] = [
  (Story) => (
    <div style={{ minHeight: 420 }}>
      <Story />
    </div>
  ),
];

const ORDER_URL = `${MOCK_API_ORIGIN}/api/en/1/users/redirect-to-dashboard?route=new_order&data_box_key=box-1`;
const mobile = { viewport: { value: 'mobile', isRotated: false } };

async function ready(canvasElement: HTMLElement, buttonName = 'Place your order') {
  const canvas = within(canvasElement);
  const button = await canvas.findByRole('button', { name: buttonName });
  await waitFor(() => expect(button).toBeEnabled());
  return { canvas, button };
}

function fieldsOf(canvasElement: HTMLElement): HTMLElement {
  const fields = canvasElement.querySelector<HTMLElement>('.bb-order-form__fields');
  if (!fields) throw new Error('no form fields');
  return fields;
}

const columns = (element: HTMLElement) =>
  getComputedStyle(element).gridTemplateColumns.split(' ').length;

/** Desktop: e-mail, discipline and the button on one row, the form 1062 px wide, 32 px apart. */
export const Horizontal: Story = {
  parameters: { themeReferences: true },
  ...withApi(pageRoutes({ recaptcha: true })),
  play: async ({ canvasElement }) => {
    const { canvas, button } = await ready(canvasElement);
    const fields = fieldsOf(canvasElement);
    await expect(columns(fields)).toBe(3);
    await expect(getComputedStyle(fields).columnGap).toBe('32px');
    const body = canvasElement.querySelector('.bb-order-form__body');
    await expect(body?.getBoundingClientRect().width).toBe(1062);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(button.getBoundingClientRect().top).toBe(email.getBoundingClientRect().top);
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'https://policies.google.com/privacy',
    );
  },
};

/** `layout="vertical"`: one column, 356 px wide, whatever the room. */
export const Vertical: Story = {
  ...withApi(pageRoutes()),
  args: { layout: 'vertical' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(columns(fieldsOf(canvasElement))).toBe(1);
    const body = canvasElement.querySelector('.bb-order-form__body');
    await expect(body?.getBoundingClientRect().width).toBe(356);
  },
};

/** A 375 px phone: 'auto' turns vertical below 800 px. */
export const Mobile: Story = {
  ...withApi(pageRoutes()),
  globals: mobile,
  parameters: { themeReferences: true },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const fields = fieldsOf(canvasElement);
    await expect(columns(fields)).toBe(1);
    await expect(getComputedStyle(fields).rowGap).toBe('32px');
  },
};

/**
 * A first order, by keyboard: the e-mail (checked on leaving it), the discipline picked with
 * the arrows, consent, submit. The calls go in the spec's order, then the page goes to the order.
 */
export const SubmitAFirstOrder: Story = {
  ...withApi(newCustomerRoutes()),
  play: async (context) => {
    const { canvas, button } = await ready(context.canvasElement);
    const bb = mockOf(context);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'new@example.com');
    await userEvent.tab();
    const policy = await canvas.findByRole('checkbox', { name: POLICY_AGREE_LABEL });
    const discipline = canvas.getByRole('combobox', { name: 'Discipline' });
    await expect(discipline).toHaveFocus();
    // Most popular first: Python, R programming, JavaScript; ArrowDown twice picks the second.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(discipline).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(discipline).toHaveValue('R programming');
    await userEvent.click(policy);

    const before = bb.mock.calls().length;
    await userEvent.click(button);
    await waitFor(() => expect(bb.navigation.visited).toEqual([ORDER_URL]));
    await expect(bb.mock.calls().slice(before)).toEqual([
      'GET /users/pre-check',
      'POST /customers',
      'GET /users/sessions',
      'POST /widgets/data-boxes',
    ]);
    const order = JSON.parse(bb.mock.requests.at(-1)?.form?.get('data') ?? '{}');
    await expect(order).toMatchObject({
      login: 'new@example.com',
      discipline_sub: 22,
      policy_agree: true,
    });
  },
};

/** The list open on the discipline field: 'Most popular' first, then the groups. */
export const DisciplineListOpen: Story = {
  ...withApi(pageRoutes()),
  decorators: roomForTheList,
  play: async ({ canvasElement }) => {
    const { canvas } = await ready(canvasElement);
    const discipline = canvas.getByRole('combobox', { name: 'Discipline' });
    await userEvent.click(discipline);
    const listbox = canvas.getByRole('listbox', { name: 'Discipline' });
    const groups = within(listbox).getAllByRole('group');
    const titles = ['Most popular', 'Programming', 'Data analysis', 'Mathematics'];
    await expect(groups).toHaveLength(titles.length);
    for (const [index, title] of titles.entries()) {
      await expect(groups[index]).toHaveAccessibleName(title);
    }
    const options = within(listbox).getAllByRole('option');
    await userEvent.keyboard('{Escape}');
    await expect(discipline).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowUp}');
    await expect(discipline).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(discipline).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{End}');
    await expect(discipline).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await userEvent.keyboard('{Home}');
    await expect(discipline).toHaveAttribute('aria-activedescendant', options[0]?.id);
    const [first] = within(listbox).getAllByRole('option');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveTextContent('Python');
  },
};

/** A discipline the list lacks: Create "{text}" stores id 30000 and the typed text. */
export const CustomDiscipline: Story = {
  ...withApi(newCustomerRoutes()),
  play: async (context) => {
    const { canvas } = await ready(context.canvasElement);
    const discipline = canvas.getByRole('combobox', { name: 'Discipline' });
    await userEvent.type(discipline, 'Quantum chemistry');
    const create = canvas.getByRole('option', { name: 'Create "Quantum chemistry"' });
    await expect(discipline).toHaveAttribute('aria-activedescendant', create.id);
    await userEvent.keyboard('{Enter}');
    await expect(discipline).toHaveValue('Quantum chemistry');
    await expect(discipline).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(JSON.parse(mockOf(context).localStorage.getItem('bb-order') ?? '{}')).toMatchObject({
        discipline_sub: 30000,
        discipline_txt: 'Quantum chemistry',
      }),
    );
  },
};

/** A writer requested by the page: the card, and the button says 'Request expert'. */
export const WriterRequested: Story = {
  ...withApi({ ...pageRoutes(), 'GET /widgets/writers/ada-l': ok(WRITER) }),
  args: { writerReqSlug: 'ada-l' },
  play: async ({ canvasElement }) => {
    const { canvas } = await ready(canvasElement, 'Request expert');
    await expect(await canvas.findByRole('article', { name: 'Ada L.' })).toBeVisible();
  },
};

/** Removing the requested writer clears the slug: the card goes, the button text comes back. */
export const RemoveTheWriter: Story = {
  ...withApi({ ...pageRoutes(), 'GET /widgets/writers/ada-l': ok(WRITER) }),
  args: { writerReqSlug: 'ada-l' },
  play: async (context) => {
    const { canvas } = await ready(context.canvasElement, 'Request expert');
    const card = await canvas.findByRole('article', { name: 'Ada L.' });
    await userEvent.click(within(card).getByRole('button', { name: 'Remove Ada L.' }));
    await expect(canvas.queryByRole('article', { name: 'Ada L.' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Place your order' })).toBeEnabled();
    await expect(mockOf(context).localStorage.getItem('requested-writer')).toBeNull();
  },
};

/** The requested writer is still loading: a skeleton stands in for the card. */
export const WriterSkeleton: Story = {
  ...withApi({ ...pageRoutes(), 'GET /widgets/writers/ada-l': pending() }),
  args: { writerReqSlug: 'ada-l' },
  play: async ({ canvasElement }) => {
    const { canvas } = await ready(canvasElement, 'Request expert');
    await expect(canvas.getByRole('status', { name: '' })).toHaveTextContent('Loading the writer');
  },
};

/**
 * A new e-mail submitted without consent: the consent block opens with its error on the policy
 * box, which takes the focus; once ticked, the order goes through.
 */
export const ConsentAfterPolicyError: Story = {
  ...withApi(newCustomerRoutes()),
  play: async (context) => {
    const { canvas, button } = await ready(context.canvasElement);
    const bb = mockOf(context);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'new@example.com');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Discipline' }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(button);
    const policy = await canvas.findByRole('checkbox', { name: POLICY_AGREE_LABEL });
    await waitFor(() => expect(policy).toHaveFocus());
    await expect(policy).toBeInvalid();
    await expect(bb.mock.calls()).not.toContain('POST /customers');
  },
};

/** Someone logged in as another role (here a writer) cannot order: the notice and Log out. */
export const OtherRoleNotice: Story = {
  ...withApi({
    ...pageRoutes(),
    'GET /users/sessions': ok(sessionOf('writer')),
    'DELETE /users/sessions': ok(),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You are currently logged in as a writer')).toBeVisible();
    await expect(canvas.getByText('Only customers can place orders in the system.')).toBeVisible();
    await expect(
      canvas.getByText('Please log out if you would like to place an order.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeEnabled();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** A satellite domain: no social sign-in, no e-mail check; the order goes to the main site. */
export const Satellite: Story = {
  ...withApi({ ...pageRoutes(), 'POST /widgets/data-boxes': ok({ key: 'box-1' }) }),
  args: { satellite: true },
  play: async (context) => {
    const { canvas, button } = await ready(context.canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Google' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'new@example.com');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const before = mockOf(context).mock.calls().length;
    await userEvent.click(button);
    await waitFor(() => expect(mockOf(context).navigation.visited).toEqual([ORDER_URL]));
    await expect(mockOf(context).mock.calls().slice(before)).toEqual(['POST /widgets/data-boxes']);
    // Whether the button kept its focus ring through its short busy state is timing: no focus
    // for the snapshot.
    button.blur();
  },
};

/** The page's data is still loading: the button is busy and the list says so. */
export const Loading: Story = {
  decorators: roomForTheList,
  ...withApi({
    [DICTIONARIES_ROUTE]: pending(),
    'GET /common/settings': pending(),
    'GET /users/sessions': pending(),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Place your order' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Discipline' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading disciplines…');
  },
};

/** The disciplines could not be loaded: the failed-load message replaces the form. */
export const LoadFailure: Story = {
  ...withApi({ ...pageRoutes(), [DICTIONARIES_ROUTE]: fail('internal_error', 500) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SHORT_FORM_LOAD_FAILED_MESSAGE)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Place your order' })).toBeNull();
  },
};

/** An existing account that is not signed in: the order opens the login modal. */
export const LoginModalOpen: Story = {
  ...withApi({ ...pageRoutes(), 'GET /users/pre-check': ok(EXISTING_ACCOUNT) }),
  play: async ({ canvasElement }) => {
    const { canvas } = await ready(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const login = await canvas.findByRole('button', { name: 'Log into your account' });
    await expect(canvas.getByRole('img', { name: 'Email recognised' })).toBeVisible();
    await userEvent.click(login);
    const modal = await screen.findByRole('dialog', { name: 'Log into your account' });
    await expect(within(modal).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/registration.html',
    );
    await expect(within(modal).getByRole('link', { name: 'Forgot password' })).toHaveAttribute(
      'href',
      '/auth_password_reset.html',
    );
    await waitFor(() =>
      expect(within(modal).getByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.com'),
    );
  },
};

/** The order is on its way: the button is busy with its spinner until the page leaves. */
export const Submitting: Story = {
  ...withApi({ ...newCustomerRoutes(), 'POST /widgets/data-boxes': pending() }),
  play: async ({ canvasElement }) => {
    const { canvas, button } = await ready(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'new@example.com');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(await canvas.findByRole('checkbox', { name: POLICY_AGREE_LABEL }));
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
  },
};
