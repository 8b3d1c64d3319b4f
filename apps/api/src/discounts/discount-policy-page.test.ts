import { DISCOUNT_POLICY } from '@bb/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFactory } from '../testing/customer-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { writeDiscountPolicyPage } from './discount-policy-page';

/** Longer than the content route's response cache keeps an answer. */
const PAST_CACHE_MS = 61_000;

describe.each(ENGINES)('the Discount Policy page on %s', (engine) => {
  let server: TestServer;
  const { newClient } = clientFactory(() => server, '10.29.5');
  const served = async () => {
    const response = await newClient().get('widgets/variables/content_discount_policy');
    expect(response.status).toBe(200);
    const page = response.json.body.content_discount_policy as {
      updated_at: number;
      sections: Array<{ heading: string; paragraphs: string[] }>;
    };
    const text = page.sections.flatMap((section) => section.paragraphs).join('\n');
    return { text, updatedAt: page.updated_at };
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('states the figures the prices use', async () => {
    const { welcomePercent, loyaltyTiers } = DISCOUNT_POLICY;
    const { text } = await served();
    expect(text).toContain(`Your first order receives a ${welcomePercent}% discount`);
    for (const tier of loyaltyTiers) {
      const usd = (tier.fromPaidCents / 100).toLocaleString('en-US');
      expect(text).toMatch(new RegExp(`from ${usd} USD[^,.]* ${tier.percent}%`, 'i'));
    }
    const firstVisit = (await newClient().get('services/first-visit')).json.body;
    expect(firstVisit.welcome_discount_percent).toBe(welcomePercent);
  });

  it('is written again, with a new date, when the figures change, and only then', async () => {
    const before = await served();
    await writeDiscountPolicyPage(server.ctx.db, DISCOUNT_POLICY, server.clock.now + 1);
    server.clock.advance(PAST_CACHE_MS);
    expect(await served()).toEqual(before);

    const changed = { welcomePercent: 20, loyaltyTiers: [{ fromPaidCents: 75_000, percent: 7 }] };
    await writeDiscountPolicyPage(server.ctx.db, changed, server.clock.now);
    server.clock.advance(PAST_CACHE_MS);
    const after = await served();
    expect(after.text).toContain('Your first order receives a 20% discount');
    expect(after.text).toContain('From 750 USD you receive a permanent 7% discount.');
    expect(after.text).not.toContain('15%');
    expect(after.updatedAt).toBe(server.clock.now - PAST_CACHE_MS);
  });
});
