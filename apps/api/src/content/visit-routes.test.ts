import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, slugOf } from '../testing/api-client';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { VISIT_COOKIE } from './visit-routes';

describe.each(ENGINES)('visit tracking on %s', (engine) => {
  let server: TestServer;
  let ipCounter = 0;
  const newClient = () => new ApiClient(server.app, `10.6.2.${++ipCounter}`);
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('records a visit, sets the ref cookie, and then knows the visitor', async () => {
    const client = newClient();
    expect((await client.get('services/first-visit')).json.body.is_first_visit).toBe(true);
    const response = await client.post('services/visits', {
      url: 'http://bb.localhost/python-homework.html?utm_source=x',
      referer: 'https://search.example/?q=python+homework',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
    });
    expect(response.status).toBe(200);
    const cookie = response.cookies.find((candidate) => candidate.name === VISIT_COOKIE);
    expect(cookie?.value).toBe(String(response.json.body.visit_id));
    expect(cookie?.httpOnly).toBeFalsy();
    expect((await client.get('services/first-visit')).json.body.is_first_visit).toBe(false);
    const saved = await server.ctx.db
      .selectFrom('visits')
      .selectAll()
      .where('id', '=', response.json.body.visit_id)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({
      url: 'http://bb.localhost/python-homework.html?utm_source=x',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
    });
  });

  it.each([
    { url: 'javascript:alert(1)', referer: '', user_agent: 'x' },
    { url: 'http://bb.localhost/', referer: 'not a url', user_agent: 'x' },
    { url: 'http://bb.localhost/', referer: '', user_agent: 'bad\r\nheader' },
    { referer: '', user_agent: 'x' },
  ])('refuses a bad visit %j', async (form) => {
    const response = await newClient().post('services/visits', form);
    expect(response.status).toBe(400);
    expect(slugOf(response)).toBe('invalid_request');
  });
});
