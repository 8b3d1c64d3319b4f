import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, slugOf } from '../testing/api-client';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { BADGE_RULES, RATED_ORDERS_AVERAGED } from './rating-rules';

const CONTENT_VARIABLES = [
  'content_terms',
  'content_privacy_policy',
  'content_cookie_policy',
  'content_confidentiality_policy',
  'content_refund_policy',
  'content_discount_policy',
  'content_rating_and_awards',
  'content_writer_terms',
  'content_writer_privacy_policy',
];

describe.each(ENGINES)('content variables and first visit on %s', (engine) => {
  let server: TestServer;
  let ipCounter = 0;
  const newClient = () => new ApiClient(server.app, `10.6.0.${++ipCounter}`);
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it.each(CONTENT_VARIABLES)('has real text for %s', async (name) => {
    const response = await newClient().get(`widgets/variables/${name}`);
    const variable = response.json.body[name];
    expect(variable.title.length).toBeGreaterThan(5);
    expect(variable.sections.length).toBeGreaterThanOrEqual(3);
    const words = variable.sections
      .flatMap((section: { heading: string; paragraphs: string[] }) => [
        section.heading,
        ...section.paragraphs,
      ])
      .join(' ')
      .split(/\s+/).length;
    expect(words).toBeGreaterThan(80);
    expect(JSON.stringify(variable)).not.toMatch(/<[a-z]|lorem ipsum|TODO/i);
  });

  it('names every badge of spec §3 in the rating and awards text', async () => {
    const text = JSON.stringify(
      (await newClient().get('widgets/variables/content_rating_and_awards')).json.body,
    );
    for (const award of [
      'Triple 10',
      'Nine plus',
      'Punctuality proofed',
      'Reliability proofed',
      'Writer of the month',
      'Newcomer of the month',
      'Customer loyalty',
    ]) {
      expect(text).toContain(award);
    }
    // The rules the rating and the badges follow (rating-rules.ts), stated with their numbers.
    expect(text).toContain(`latest ${RATED_ORDERS_AVERAGED} rated orders`);
    expect(text).toContain(`latest ${BADGE_RULES.nineplus.ratedOrders} ratings is 9 or above`);
  });

  it('gives several variables at once and refuses unknown ones', async () => {
    const both = await newClient().get('widgets/variables/content_terms,content_refund_policy');
    expect(Object.keys(both.json.body)).toEqual(['content_terms', 'content_refund_policy']);
    const unknown = await newClient().get('widgets/variables/content_terms,content_secret');
    expect(unknown.status).toBe(404);
    expect(slugOf(unknown)).toBe('not_found');
  });

  it('tells a new visitor about the welcome discount', async () => {
    const response = await newClient().get('services/first-visit');
    expect(response.json.body).toEqual({
      is_first_visit: true,
      welcome_discount_percent: 15,
      discount_policy_url_path: '/discount-policy.html',
    });
    const policy = JSON.stringify(
      (await newClient().get('widgets/variables/content_discount_policy')).json.body,
    );
    expect(policy).toContain('15% discount');
  });
});
