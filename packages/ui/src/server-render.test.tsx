// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Button,
  Checkbox,
  ErrorWidget,
  Footer,
  Header,
  Hint,
  MobileMenu,
  Modal,
  PasswordField,
  Popover,
  ServicesNavigation,
  SUBJECT_LINKS,
  TextField,
  WriterCard,
  WriterCardSkeleton,
} from './index';

const company = {
  name: 'BB Services Ltd',
  registration_number: 'HE 123456',
  address_part_1: '1 Example Street',
  address_part_2: '1010 Nicosia, Cyprus',
};

// Pre-rendered pages (apps/site) render every component on the server, without window or document.
describe('server rendering', () => {
  it('renders the header with its navigation on an inner page and without it on home', () => {
    const inner = renderToString(
      <Header
        siteName="BB"
        navigation={<ServicesNavigation pathname="/about-us.html" />}
        mobileMenu={<MobileMenu pathname="/about-us.html" />}
        onPlaceOrder={() => {}}
      />,
    );
    expect(inner).toContain('Place an order');
    expect(inner).toContain('href="/sign-in.html"');
    expect(inner).toContain('href="/latest-orders.html"');
    expect(inner).toContain('Services');

    const home = renderToString(<Header siteName="BB" onPlaceOrder={() => {}} />);
    expect(home).toContain('Place an order');
    expect(home).not.toContain('href="/latest-orders.html"');
    expect(home).not.toContain('Services');
  });

  it('renders the footer with the subject grid off home, and the company details', () => {
    const footer = renderToString(
      <Footer
        siteName="BB"
        supportEmail="support@example.com"
        company={company}
        companyStatus="success"
        currentYear={2026}
      />,
    );
    for (const link of SUBJECT_LINKS) expect(footer).toContain(`href="${link.href}"`);
    expect(footer).toContain('href="mailto:support@example.com"');
    expect(footer).toContain('HE 123456');
    expect(footer).toContain('© 2013–2026 BB');

    const home = renderToString(
      <Footer siteName="BB" supportEmail="s@example.com" companyStatus="error" isHome />,
    );
    expect(home).not.toContain(SUBJECT_LINKS[0]?.href);
  });

  it('ends the copyright line with the current year by default', () => {
    const footer = renderToString(
      <Footer siteName="BB" supportEmail="s@example.com" companyStatus="loading" />,
    );
    expect(footer).toContain(`2013–${new Date().getFullYear()} BB`);
  });

  it('renders cards, fields, buttons and closed popups', () => {
    const html = renderToString(
      <>
        <WriterCard
          writer={{
            pen_name: 'Ada L.',
            avatar_url: 'https://cdn.example.com/a/{size}.png',
            rating: 9.8,
            orders_finished_qty: 120,
            orders_progress_qty: 3,
          }}
          badges={['triple10', 'not_a_badge']}
          onRemove={() => {}}
        />
        <WriterCardSkeleton />
        <TextField label="Email" error="Please enter your email" />
        <PasswordField label="Password" />
        <Checkbox label="I agree" />
        <Button loading>Send</Button>
        <ErrorWidget />
        <Hint label="About your e-mail">Text</Hint>
        <Popover label="More" trigger={<button type="button">More</button>}>
          Body
        </Popover>
        <Modal title="Closed modal">Body</Modal>
      </>,
    );
    expect(html).toContain('https://cdn.example.com/a/128.png');
    expect(html).toContain('9.8 / 10');
    expect(html).toContain('aria-label="Triple 10"');
    expect(html).not.toContain('not_a_badge');
    expect(html).toContain('Please enter your email');
    expect(html).toContain('Hmm, something seems to be missing');
    expect(html).not.toContain('Closed modal');
  });
});
