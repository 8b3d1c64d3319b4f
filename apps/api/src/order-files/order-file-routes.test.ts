import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CATALOGUE } from '@bb/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken } from '../auth/secret-tokens';
import { type ApiClient, type ApiResponse, slugOf } from '../testing/api-client';
import { clientFactory, orderDraft, uploadFile } from '../testing/customer-fixtures';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server';
import { FILE_MAX_BYTES } from './receive-upload';

describe.each(ENGINES)('files on an order on %s', (engine) => {
  let server: TestServer;
  let customer: ApiClient;
  let operator: ApiClient;
  let expert: ApiClient;
  let expertSlug: string;
  const { signedInParties, newClient } = clientFactory(() => server, '10.11.0');

  beforeAll(async () => {
    server = await startTestServer(engine);
    ({ customer, operator, expert } = await signedInParties());
    expertSlug = (await operator.get('operators/experts')).json.body.experts[0].slug;
  });
  afterAll(() => server.close());

  /** A paid order of the demo customer, assigned to the demo expert (accepted when asked). */
  async function assignedOrder({ accepted = false } = {}): Promise<number> {
    const { order } = (await customer.post('customers/pre-orders', orderDraft(server))).json.body;
    await operator.post(`operators/orders/${order.id}/assign`, { writer_slug: expertSlug });
    if (accepted) await expert.post(`writers/orders/${order.id}/accept`);
    return order.id;
  }

  const upload = (
    client: ApiClient,
    prefix: 'customers' | 'writers',
    id: number,
    name: string,
    content: string | Uint8Array<ArrayBuffer> = 'content',
    type = 'text/plain',
  ) => uploadFile(client, name, content, type, `${prefix}/orders/${id}/files`);

  const namesOf = (response: ApiResponse) =>
    (response.json.body.files ?? response.json.body.order.files).map(
      (file: { name: string; party: string; is_result: boolean }) =>
        `${file.party}:${file.name}${file.is_result ? ' (result)' : ''}`,
    );

  /** Everything of a refusal a client could compare: status, headers that matter, body. */
  const answerOf = (response: ApiResponse) => ({
    status: response.status,
    type: response.headers['content-type'],
    text: response.text,
  });

  it('carries files both ways; the delivery hands over the expert’s new files as the result', async () => {
    const id = await assignedOrder();
    const brief = await upload(customer, 'customers', id, 'brief.txt', 'Use a binary heap.');
    expect(brief.status).toBe(200);
    expect(brief.json.body.file).toMatchObject({
      name: 'brief.txt',
      size: 18,
      content_type: 'text/plain',
      party: 'customer',
      is_result: false,
      created_at: server.clock.now,
    });
    // Before accepting, the order is not the expert's work yet.
    const early = await upload(expert, 'writers', id, 'early.py');
    expect([early.status, slugOf(early)]).toEqual([409, 'order_action_refused']);
    await expert.post(`writers/orders/${id}/accept`);

    // Delivering without a result is refused, and the order stays in progress.
    const empty = await expert.post(`writers/orders/${id}/deliver`);
    expect([empty.status, slugOf(empty)]).toEqual([409, 'order_result_required']);
    expect(empty.json.meta.response.message).toBe(ERROR_CATALOGUE.order_result_required.message);
    expect((await customer.get(`customers/orders/${id}`)).json.body.order.status).toBe(
      'in_progress',
    );

    server.clock.advance(1000);
    const result = (
      await upload(expert, 'writers', id, 'result.pdf', '%PDF-1.7', 'application/pdf')
    ).json.body.file;
    // Work in progress is the expert's: the customer neither lists nor downloads it yet.
    expect(namesOf(await customer.get(`customers/orders/${id}/files`))).toEqual([
      'customer:brief.txt',
    ]);
    const early404 = await customer.get(`customers/orders/${id}/files/${result.id}`);
    const missing404 = await customer.get(`customers/orders/${id}/files/${randomToken(16)}`);
    expect(answerOf(early404)).toEqual(answerOf(missing404));
    expect(namesOf(await operator.get(`operators/orders/${id}/files`))).toEqual([
      'customer:brief.txt',
      'expert:result.pdf',
    ]);

    const delivered = await expert.post(`writers/orders/${id}/deliver`);
    expect(delivered.json.body.order.status).toBe('delivered');
    expect(namesOf(delivered)).toEqual(['customer:brief.txt', 'expert:result.pdf (result)']);
    expect(namesOf(await customer.get(`customers/orders/${id}`))).toEqual([
      'customer:brief.txt',
      'expert:result.pdf (result)',
    ]);
    const download = await customer.get(`customers/orders/${id}/files/${result.id}`);
    expect(download.status).toBe(200);
    expect(download.text).toBe('%PDF-1.7');
    expect(download.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-length': '8',
      'content-disposition': `attachment; filename="result.pdf"; filename*=UTF-8''result.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    // A delivered result is the customer's: the expert cannot take it back.
    const takeBack = await expert.delete(`writers/orders/${id}/files/${result.id}`);
    expect([takeBack.status, slugOf(takeBack)]).toEqual([409, 'order_action_refused']);

    // A revision needs a new result; the earlier one stays the earlier delivery's.
    await customer.post(`customers/orders/${id}/revision`, { reason: 'Add part 2' });
    const again = await expert.post(`writers/orders/${id}/deliver`);
    expect([again.status, slugOf(again)]).toEqual([409, 'order_result_required']);
    server.clock.advance(1000);
    const wrong = (await upload(expert, 'writers', id, 'wrong.pdf')).json.body.file;
    expect((await expert.delete(`writers/orders/${id}/files/${wrong.id}`)).status).toBe(200);
    expect((await expert.get(`writers/orders/${id}/files/${wrong.id}`)).status).toBe(404);
    const againEmpty = await expert.post(`writers/orders/${id}/deliver`);
    expect(slugOf(againEmpty)).toBe('order_result_required');
    await upload(expert, 'writers', id, 'result-v2.pdf', '%PDF-1.7 v2', 'application/pdf');
    const redelivered = await expert.post(`writers/orders/${id}/deliver`);
    expect(namesOf(redelivered)).toEqual([
      'customer:brief.txt',
      'expert:result.pdf (result)',
      'expert:result-v2.pdf (result)',
    ]);
    // The customer can still add a file while the order is open, not once it is finished.
    expect((await upload(customer, 'customers', id, 'thanks.txt')).status).toBe(200);
    await customer.post(`customers/orders/${id}/approve`);
    const closed = await upload(customer, 'customers', id, 'late.txt');
    expect([closed.status, slugOf(closed)]).toEqual([409, 'order_action_refused']);
  });

  it('serves every file as bytes to save, never as a page or a script of our origin', async () => {
    const id = await assignedOrder();
    const files: Array<[string, string, string]> = [
      ['probe.js', 'fetch("/api/en/1/customers").then(alert)', 'text/javascript'],
      ['résumé; final.html', '<html><script>alert(document.cookie)</script></html>', 'text/html'],
      [
        "it's (v2).svg",
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
        'image/svg+xml',
      ],
    ];
    const dispositions = [];
    for (const [name, content, type] of files) {
      const file = (await upload(customer, 'customers', id, name, content, type)).json.body.file;
      // What it was uploaded as is still listed: the dashboard shows it.
      expect(file.content_type).toBe(type);
      const download = await expert.get(`writers/orders/${id}/files/${file.id}`);
      expect(download.text).toBe(content);
      expect(download.headers).toMatchObject({
        'content-type': 'application/octet-stream',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
      });
      dispositions.push(download.headers['content-disposition']);
    }
    expect(dispositions).toEqual([
      `attachment; filename="probe.js"; filename*=UTF-8''probe.js`,
      `attachment; filename="r?sum?; final.html"; filename*=UTF-8''r%C3%A9sum%C3%A9%3B%20final.html`,
      `attachment; filename="it's (v2).svg"; filename*=UTF-8''it%27s%20%28v2%29.svg`,
    ]);
  });

  it('refuses programs, empty and oversized files with a clear error, and keeps none of them', async () => {
    const id = await assignedOrder();
    const stored = () => readdirSync(path.join(server.ctx.config.dataDir, 'files')).length;
    await upload(customer, 'customers', id, 'brief.txt');
    const before = stored();
    const program = await upload(
      customer,
      'customers',
      id,
      'setup.exe',
      'x',
      'application/x-msdownload',
    );
    expect([program.status, slugOf(program)]).toEqual([415, 'file_type_not_allowed']);
    expect(program.json.meta.response).toMatchObject({
      message: ERROR_CATALOGUE.file_type_not_allowed.message,
      field: 'file',
    });
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]);
    const disguised = await upload(customer, 'customers', id, 'essay.pdf', elf, 'application/pdf');
    expect(slugOf(disguised)).toBe('file_type_not_allowed');
    const huge = await upload(
      customer,
      'customers',
      id,
      'huge.txt',
      'x'.repeat(FILE_MAX_BYTES + 1),
    );
    expect([huge.status, slugOf(huge)]).toEqual([413, 'file_too_large']);
    expect(huge.json.meta.response.message).toBe(ERROR_CATALOGUE.file_too_large.message);
    const empty = await upload(customer, 'customers', id, 'empty.txt', '');
    expect([empty.status, slugOf(empty)]).toEqual([400, 'invalid_request']);
    const notMultipart = await customer.post(`customers/orders/${id}/files`, { file: 'x' });
    expect([notMultipart.status, slugOf(notMultipart)]).toEqual([415, 'invalid_request']);
    expect(namesOf(await customer.get(`customers/orders/${id}/files`))).toEqual([
      'customer:brief.txt',
    ]);
    expect(stored()).toBe(before);
  });

  it('judges and stores a file under the name the receiving system gives it', async () => {
    const id = await assignedOrder({ accepted: true });
    // Windows drops the trailing dots and spaces and the stream: each of these is a program there.
    for (const name of ['run.bat.', 'setup.msi.', 'script.ps1 ', 'a.exe::$DATA', '\u202etxt.exe']) {
      for (const [client, prefix] of [
        [customer, 'customers'],
        [expert, 'writers'],
      ] as const) {
        const refused = await upload(client, prefix, id, name);
        expect([refused.status, slugOf(refused)], `${prefix} ${name}`).toEqual([
          415,
          'file_type_not_allowed',
        ]);
      }
    }
    const kept = await upload(customer, 'customers', id, 'notes.txt. ');
    const disguised = await upload(customer, 'customers', id, 'report\u202eexe.pdf');
    expect([kept.json.body.file.name, disguised.json.body.file.name]).toEqual([
      'notes.txt',
      'reportexe.pdf',
    ]);
    // Uploaded in the same instant: listed in id order, which is random.
    expect(namesOf(await customer.get(`customers/orders/${id}/files`)).sort()).toEqual([
      'customer:notes.txt',
      'customer:reportexe.pdf',
    ]);
  });

  it('proves a customer cannot read or change another customer’s order, message or file by id', async () => {
    const id = await assignedOrder({ accepted: true });
    await customer.post(`customers/orders/${id}/messages`, { body: 'Private note' });
    const file = (await upload(customer, 'customers', id, 'private.txt', 'secret')).json.body.file;
    const other = newClient();
    await other.post('customers', { login: `other-${engine}@bb.example`, policy_agree: '1' });
    const otherOrder = (await other.post('customers/pre-orders', orderDraft(server))).json.body
      .order;

    // Every path to the order, its thread and its files answers as for an order that does not
    // exist; the file answers exactly as a file id nobody has.
    const missingOrder = 2_000_000_000;
    for (const [method, route] of [
      ['GET', 'customers/orders/{id}'],
      ['GET', 'customers/orders/{id}/messages'],
      ['POST', 'customers/orders/{id}/messages'],
      ['GET', 'customers/orders/{id}/files'],
      ['POST', 'customers/orders/{id}/pay'],
      ['POST', 'customers/orders/{id}/approve'],
      ['POST', 'customers/orders/{id}/revision'],
      ['POST', 'customers/orders/{id}/cancel'],
    ] as const) {
      const send = (orderId: number) =>
        other.request(method, route.replace('{id}', String(orderId)), {
          form: method === 'POST' ? { body: 'Hello?', reason: 'Why' } : undefined,
        });
      const refused = await send(id);
      expect([route, refused.status, slugOf(refused)]).toEqual([route, 404, 'not_found']);
      expect(answerOf(refused)).toEqual(answerOf(await send(missingOrder)));
    }
    const theirs = await other.get(`customers/orders/${id}/files/${file.id}`);
    for (const probe of [
      `customers/orders/${id}/files/${randomToken(16)}`,
      `customers/orders/${otherOrder.id}/files/${file.id}`,
      `customers/orders/${missingOrder}/files/${file.id}`,
    ]) {
      expect(answerOf(theirs)).toEqual(answerOf(await other.get(probe)));
    }
    expect(theirs.status).toBe(404);
    const planted = await upload(other, 'customers', id, 'planted.txt');
    expect(planted.status).toBe(404);
    // A customer is not an expert or an operator, whatever the order.
    for (const route of [`writers/orders/${id}/files/${file.id}`, `operators/orders/${id}/files`]) {
      expect((await other.get(route)).status).toBe(403);
    }
    expect((await other.delete(`writers/orders/${id}/files/${file.id}`)).status).toBe(403);
    // Nothing changed for the owner.
    const mine = (await customer.get(`customers/orders/${id}`)).json.body.order;
    expect(mine.status).toBe('in_progress');
    expect(namesOf({ json: { body: { files: mine.files } } } as ApiResponse)).toEqual([
      'customer:private.txt',
    ]);
    expect((await customer.get(`customers/orders/${id}/messages`)).json.body.messages).toHaveLength(
      1,
    );
    expect((await customer.get(`customers/orders/${id}/files/${file.id}`)).text).toBe('secret');
    // Signed out: nobody.
    expect((await newClient().get(`customers/orders/${id}/files/${file.id}`)).status).toBe(401);
  });

  it('proves an expert cannot reach an order not assigned to them, nor place one', async () => {
    const { order } = (await customer.post('customers/pre-orders', orderDraft(server))).json.body;
    const file = (await upload(customer, 'customers', order.id, 'brief.txt')).json.body.file;
    const count = async () => (await customer.get('customers/orders')).json.body.orders.length;

    const probe = async () => {
      for (const [method, route] of [
        ['GET', `writers/orders/${order.id}/files`],
        ['GET', `writers/orders/${order.id}/files/${file.id}`],
        ['DELETE', `writers/orders/${order.id}/files/${file.id}`],
        ['GET', `writers/orders/${order.id}/messages`],
        ['POST', `writers/orders/${order.id}/messages`],
        ['POST', `writers/orders/${order.id}/accept`],
        ['POST', `writers/orders/${order.id}/decline`],
        ['POST', `writers/orders/${order.id}/deliver`],
      ] as const) {
        const refused = await expert.request(method, route, {
          form: method === 'POST' ? { body: 'Mine?' } : undefined,
        });
        expect([route, refused.status, slugOf(refused)]).toEqual([route, 404, 'not_found']);
      }
      expect((await upload(expert, 'writers', order.id, 'result.pdf')).status).toBe(404);
      expect(
        (await expert.get('writers/orders')).json.body.orders.map((o: { id: number }) => o.id),
      ).not.toContain(order.id);
    };
    // In the queue, not yet anyone's.
    await probe();
    // Assigned, then declined: no longer theirs.
    await operator.post(`operators/orders/${order.id}/assign`, { writer_slug: expertSlug });
    expect((await expert.get(`writers/orders/${order.id}/files`)).status).toBe(200);
    await expert.post(`writers/orders/${order.id}/decline`);
    await probe();
    // A customer's route is not the expert's, whatever the order: the API refuses, not a page.
    expect((await expert.get(`customers/orders/${order.id}/files/${file.id}`)).status).toBe(403);
    const before = await count();
    const placed = await expert.post('customers/pre-orders', orderDraft(server));
    expect([placed.status, slugOf(placed)]).toEqual([403, 'user_role_required_user_not_matched']);
    const uploaded = await upload(expert, 'customers', order.id, 'x.txt');
    expect(uploaded.status).toBe(403);
    expect(await count()).toBe(before);
    expect(namesOf(await customer.get(`customers/orders/${order.id}/files`))).toEqual([
      'customer:brief.txt',
    ]);
  });

  it('answers a malformed order or file id with 400, not 500', async () => {
    const id = await assignedOrder();
    for (const route of [
      'customers/orders/x/files',
      `customers/orders/${id}/files/..%2F..%2Fbb.sqlite`,
      `customers/orders/${id}/files/${'a'.repeat(200)}`,
      'customers/orders/-1/files/abc',
    ]) {
      const response = await customer.get(route);
      expect([route, response.status, slugOf(response)]).toEqual([route, 400, 'invalid_request']);
    }
  });
});
