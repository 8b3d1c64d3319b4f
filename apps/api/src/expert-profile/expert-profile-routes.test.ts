import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoExpertEmail } from '../seed/seed-data';
import { type ApiClient, slugOf } from '../testing/api-client';
import { clientFactory, orderDraft, uploadFile } from '../testing/customer-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';

const BIO = 'I teach statistics and write clear, well-sourced reports in R and Python.';

/** A landscape PNG, left half red and right half blue: its centre crop is half of each. */
function landscapePng(): Promise<Buffer> {
  const half = { width: 150, height: 200, channels: 3 as const };
  return sharp({ create: { ...half, background: '#ff0000' } })
    .extend({ right: 150, background: '#0000ff' })
    .png()
    .toBuffer();
}

describe.each(ENGINES)('the expert profile on %s', (engine) => {
  let server: TestServer;
  let expert: ApiClient;
  let customer: ApiClient;
  let operator: ApiClient;
  const { signedIn, newClient } = clientFactory(() => server, '10.28.1');

  const put = (client: ApiClient, fields: Record<string, string>) =>
    client.request('PUT', 'writers/profile', {
      form: { pen_name: 'Adrian K.', bio: BIO, discipline_ids: '101', ...fields },
    });
  const profile = async (client = expert) =>
    (await client.get('writers/profile')).json.body.profile;
  const signedInExpert = async (slug: string) => {
    const client = newClient();
    const answer = await client.post('users/sessions', {
      login: demoExpertEmail(slug),
      password: DEMO_PASSWORD,
    });
    expect(answer.status).toBe(200);
    return client;
  };
  const topSlugs = async () =>
    (
      await newClient().get('widgets/writers-top', { query: { reviews_qty: '0' } })
    ).json.body.writers.map((writer: { slug: string }) => writer.slug);

  beforeAll(async () => {
    server = await startTestServer(engine);
    [expert, customer, operator] = await Promise.all([
      signedIn('writer'),
      signedIn('customer'),
      signedIn('operator'),
    ]);
  });
  afterAll(() => server.close());

  it('answers the demo expert their profile, complete, with its public page', async () => {
    expect(await profile()).toMatchObject({
      slug: 'adrian-k',
      pen_name: 'Adrian K.',
      is_available: true,
      has_uploaded_avatar: false,
      is_complete: true,
      public_url: 'http://bb.localhost/experts/adrian-k.html',
      avatar_url: expect.stringContaining('/widgets/avatars/adrian-k.svg?size={size}'),
    });
    expect((await profile()).discipline_ids.length).toBeGreaterThan(0);
  });

  it('saves an edit; a new pen name moves the slug and the old one still finds the expert', async () => {
    const saved = await put(expert, { pen_name: 'Adrian Kowalski', discipline_ids: '101,102,101' });
    expect(saved.status).toBe(200);
    expect(saved.json.body.profile).toMatchObject({
      slug: 'adrian-kowalski',
      pen_name: 'Adrian Kowalski',
      bio: BIO,
      discipline_ids: [101, 102],
      is_complete: true,
    });
    const byOld = await newClient().get('widgets/writers/adrian-k');
    expect(byOld.status).toBe(200);
    expect(byOld.json.body).toMatchObject({ slug: 'adrian-kowalski', pen_name: 'Adrian Kowalski' });
    // A list of slugs (the short form's requested writers) finds them by the old one too, keyed
    // by the slug asked, the card naming the current one.
    const list = await newClient().get('widgets/writers/adrian-k,beatrice-l');
    expect(list.json.body['adrian-k']).toMatchObject({ slug: 'adrian-kowalski' });
    expect(list.json.body['beatrice-l']).toMatchObject({ slug: 'beatrice-l' });
    // The same name in another case keeps the slug; back to the first name takes it back.
    expect((await put(expert, { pen_name: 'adrian kowalski' })).json.body.profile.slug).toBe(
      'adrian-kowalski',
    );
    expect((await put(expert, { pen_name: 'Adrian K.' })).json.body.profile.slug).toBe('adrian-k');
  });

  it("refuses another expert's pen name, in any case, beside the field, changing nothing", async () => {
    for (const penName of ['Beatrice L.', 'BEATRICE l.', 'beatrice-l']) {
      const taken = await put(expert, { pen_name: penName });
      expect([taken.status, slugOf(taken), taken.json.meta.response.field]).toEqual([
        409,
        'pen_name_taken',
        'pen_name',
      ]);
    }
    expect((await profile()).pen_name).toBe('Adrian K.');
  });

  it('refuses bad input beside its field', async () => {
    const cases: Array<[Record<string, string>, number, string, string]> = [
      [{ pen_name: '' }, 400, 'pen_name_invalid', 'pen_name'],
      [{ pen_name: '1234' }, 400, 'pen_name_invalid', 'pen_name'],
      [{ bio: 'Too short.' }, 400, 'bio_too_short', 'bio'],
      [{ bio: 'x'.repeat(2001) }, 400, 'bio_too_long', 'bio'],
      [{ discipline_ids: '' }, 400, 'disciplines_required', 'discipline_ids'],
      [{ discipline_ids: '999999' }, 400, 'invalid_request', 'discipline_ids'],
      [{ discipline_ids: 'a,b' }, 400, 'invalid_request', 'discipline_ids'],
      [{ is_available: 'maybe' }, 400, 'invalid_request', 'is_available'],
    ];
    for (const [fields, status, slug, field] of cases) {
      const refused = await put(expert, fields);
      expect([refused.status, slugOf(refused), refused.json.meta.response.field]).toEqual([
        status,
        slug,
        field,
      ]);
    }
  });

  it('takes an uploaded image, judged by its content, and serves it square at each size', async () => {
    const notImage = await uploadFile(
      expert,
      'me.png',
      'not an image',
      'image/png',
      'writers/profile/avatar',
    );
    expect([notImage.status, slugOf(notImage), notImage.json.meta.response.field]).toEqual([
      415,
      'avatar_not_image',
      'avatar',
    ]);
    const tooLarge = await uploadFile(
      expert,
      'me.png',
      new Uint8Array(5 * 1024 * 1024 + 1),
      'image/png',
      'writers/profile/avatar',
    );
    expect([tooLarge.status, slugOf(tooLarge)]).toEqual([413, 'avatar_too_large']);
    expect((await profile()).has_uploaded_avatar).toBe(false);

    const png = new Uint8Array(await landscapePng());
    // Named as a document: the content decides.
    const uploaded = await uploadFile(
      expert,
      'photo.txt',
      png,
      'text/plain',
      'writers/profile/avatar',
    );
    expect(uploaded.status).toBe(200);
    const { avatar_url: avatarUrl, has_uploaded_avatar } = uploaded.json.body.profile;
    expect(has_uploaded_avatar).toBe(true);
    expect(avatarUrl).toMatch(/\/widgets\/avatar-images\/avatar-[\w-]+\.webp\?size=\{size\}$/);
    const card = (await newClient().get('widgets/writers/adrian-k')).json.body;
    expect(card.avatar_url).toBe(avatarUrl);

    const path = new URL(avatarUrl).pathname;
    for (const size of [64, 128, 256]) {
      const image = await newClient().get(path, { query: { size: String(size) } });
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toContain('immutable');
      const { width, height, format } = await sharp(image.bytes).metadata();
      expect([width, height, format]).toEqual([size, size, 'webp']);
      // Centre crop: red on the left, blue on the right.
      const { data } = await sharp(image.bytes).raw().toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(200);
      expect(data[(size - 1) * 3 + 2]).toBeGreaterThan(200);
    }

    const replaced = await uploadFile(expert, 'b.png', png, 'image/png', 'writers/profile/avatar');
    const newUrl = replaced.json.body.profile.avatar_url;
    expect(newUrl).not.toBe(avatarUrl);
    expect((await newClient().get(path)).status).toBe(404);
    const reverted = await expert.delete('writers/profile/avatar');
    expect(reverted.json.body.profile.avatar_url).toContain('/widgets/avatars/adrian-k.svg');
    expect((await newClient().get(new URL(newUrl).pathname)).status).toBe(404);
  });

  it('serves only current avatars: not an order file by its id, not a made-up name', async () => {
    const orphan = await uploadFile(
      newClient(),
      'x.png',
      new Uint8Array(await landscapePng()),
      'image/png',
    );
    const id = orphan.json.body.file.id;
    expect((await newClient().get(`widgets/avatar-images/${id}.webp`)).status).toBe(404);
    expect((await newClient().get(`widgets/avatar-images/avatar-${id}.webp`)).status).toBe(404);
    expect((await newClient().get('widgets/avatar-images/..%2Fx.webp')).status).toBe(400);
  });

  it('lets every demo expert sign in, each editing their own profile only', async () => {
    const beatrice = await signedInExpert('beatrice-l');
    expect((await profile(beatrice)).slug).toBe('beatrice-l');
    const saved = await put(beatrice, { pen_name: 'Beatrice L.', bio: BIO });
    expect(saved.json.body.profile.slug).toBe('beatrice-l');
    expect((await profile()).bio).not.toBe(BIO.repeat(2));
    expect((await profile()).slug).toBe('adrian-k');
  });

  it('keeps an unavailable expert from being requested, listed or assigned, until available again', async () => {
    const carlos = await signedInExpert('carlos-m');
    const { discipline_ids } = await profile(carlos);
    const carlosPut = (available: string) =>
      put(carlos, {
        pen_name: 'Carlos M.',
        discipline_ids: discipline_ids.join(','),
        is_available: available,
      });
    expect((await carlosPut('false')).json.body.profile.is_available).toBe(false);

    const requested = await customer.post(
      'customers/pre-orders',
      orderDraft(server, { writer_req_slug: 'carlos-m' }),
    );
    expect([requested.status, slugOf(requested), requested.json.meta.response.field]).toEqual([
      409,
      'writer_unavailable',
      'writer_req_slug',
    ]);
    expect(await topSlugs()).not.toContain('carlos-m');

    const { order } = (await customer.post('customers/pre-orders', orderDraft(server))).json.body;
    const assign = () =>
      operator.post(`operators/orders/${order.id}/assign`, { writer_slug: 'carlos-m' });
    const refused = await assign();
    expect([refused.status, slugOf(refused), refused.json.meta.response.field]).toEqual([
      409,
      'writer_unavailable',
      'writer_slug',
    ]);
    const experts = (await operator.get('operators/experts', { query: { limit: '100' } })).json.body
      .experts;
    expect(experts.find((row: { slug: string }) => row.slug === 'carlos-m')).toMatchObject({
      is_available: false,
      is_assignable: false,
    });

    await carlosPut('true');
    expect(await topSlugs()).toContain('carlos-m');
    expect((await assign()).status).toBe(200);
    const again = await customer.post(
      'customers/pre-orders',
      orderDraft(server, { writer_req_slug: 'carlos-m' }),
    );
    expect(again.status).toBe(200);
  });

  it('keeps a blocked expert from being requested, listed or assigned', async () => {
    await server.ctx.db
      .updateTable('users')
      .set({ is_blocked: 1 })
      .where('email', '=', demoExpertEmail('dana-p'))
      .execute();
    const requested = await customer.post(
      'customers/pre-orders',
      orderDraft(server, { writer_req_slug: 'dana-p' }),
    );
    expect(slugOf(requested)).toBe('writer_unavailable');
    expect(await topSlugs()).not.toContain('dana-p');
    // Their card says so, so their public page is not shown.
    expect((await customer.get('widgets/writers/dana-p')).json.body.is_available).toBe(false);
    const { order } = (await customer.post('customers/pre-orders', orderDraft(server))).json.body;
    const assigned = await operator.post(`operators/orders/${order.id}/assign`, {
      writer_slug: 'dana-p',
    });
    expect(slugOf(assigned)).toBe('writer_unavailable');
  });

  it('lists only complete profiles publicly', async () => {
    await server.ctx.db
      .updateTable('writers')
      .set({ is_profile_complete: 0 })
      .where('slug', '=', 'beatrice-l')
      .execute();
    expect(await topSlugs()).not.toContain('beatrice-l');
    await put(await signedInExpert('beatrice-l'), { pen_name: 'Beatrice L.', bio: BIO });
    expect(await topSlugs()).toContain('beatrice-l');
  });

  it('refuses every other role and anyone signed out on every route', async () => {
    const png = new Uint8Array(await landscapePng());
    for (const client of [customer, operator, await signedIn('support_contract'), newClient()]) {
      const answers = [
        await client.get('writers/profile'),
        await put(client, {}),
        await uploadFile(client, 'a.png', png, 'image/png', 'writers/profile/avatar'),
        await client.delete('writers/profile/avatar'),
      ];
      for (const answer of answers) {
        expect([401, 403]).toContain(answer.status);
      }
    }
    expect((await profile()).pen_name).toBe('Adrian K.');
  });
});
