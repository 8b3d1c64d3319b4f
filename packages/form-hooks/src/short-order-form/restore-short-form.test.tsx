import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { error, type FakeApiServer, ok, startFakeApiServer } from '../test-support';
import { shortFormFieldsOf } from './restore-short-form';
import { programPage, renderShortForm } from './short-form-test-kit';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  programPage(server);
});

const SAVED_ORDER = {
  login: 'ann@example.com',
  discipline_sub: 30000,
  discipline_txt: 'Quantum chess',
  writer_req_slug: 'ada-l',
  paper_type: 2,
  pages_qty: 3,
  deadline_datetime: Date.now() + 86_400_000,
};

describe('restoring the short form', () => {
  it('applies a data box named in the address, stores the whole order and removes the key', async () => {
    server.on('GET /widgets/data-boxes/box-7', ok({ data: JSON.stringify(SAVED_ORDER) }));
    server.on('GET /widgets/writers/ada-l', ok({ slug: 'ada-l', pen_name: 'Ada', avatar_url: '' }));
    const form = await renderShortForm(
      server,
      {},
      {
        href: 'http://localhost/?data_box_key=box-7&utm=x',
        localStorage: { 'bb-order': JSON.stringify({ title: 'older draft' }) },
      },
    );
    expect(server.requestsTo('GET /widgets/data-boxes/box-7')).toHaveLength(1);
    expect(form.result.current.values).toMatchObject({
      login: 'ann@example.com',
      discipline_sub: 30000,
      discipline_txt: 'Quantum chess',
      writer_req_slug: 'ada-l',
      showWriter: true,
    });
    expect(form.result.current.disciplines.selectionLabel).toBe('Quantum chess');
    expect(form.addressBar.href()).toBe('http://localhost/?utm=x');
    expect(JSON.parse(form.environment.localStorage.getItem('bb-order') ?? '')).toEqual(
      SAVED_ORDER,
    );
  });

  it('falls back to the stored draft when the data box has expired, and still removes the key', async () => {
    server.on('GET /widgets/data-boxes/gone', error('data_box_not_found', 404));
    const form = await renderShortForm(
      server,
      {},
      {
        href: 'http://localhost/?data_box_key=gone',
        localStorage: {
          'bb-order': JSON.stringify({ login: 'bob@example.com', discipline_sub: 12 }),
        },
      },
    );
    expect(form.result.current.values).toMatchObject({
      login: 'bob@example.com',
      discipline_sub: 12,
      discipline_txt: '',
    });
    expect(form.result.current.disciplines.selectionLabel).toBe('JavaScript');
    expect(form.addressBar.href()).toBe('http://localhost/');
  });

  it('restores the discipline selection and the login from the stored draft', async () => {
    const form = await renderShortForm(
      server,
      {},
      {
        localStorage: {
          'bb-order': JSON.stringify({
            login: 'cat@example.com',
            discipline_sub: '31',
            title: 'x',
          }),
        },
      },
    );
    expect(server.calls().some((call) => call.startsWith('GET /widgets/data-boxes'))).toBe(false);
    expect(form.result.current.values).toMatchObject({
      login: 'cat@example.com',
      discipline_sub: 31,
    });
  });

  it('starts empty with a corrupt stored draft', async () => {
    const form = await renderShortForm(server, {}, { localStorage: { 'bb-order': '{"login":' } });
    expect(form.result.current.values).toMatchObject({
      login: '',
      discipline_sub: null,
      discipline_txt: '',
      writer_req_slug: '',
    });
  });

  it("keeps the page's requested writer over a restored one", async () => {
    server.on('GET /widgets/writers/bob-k', ok({ slug: 'bob-k', pen_name: 'Bob', avatar_url: '' }));
    const form = await renderShortForm(
      server,
      { writerReqSlug: 'bob-k' },
      { localStorage: { 'bb-order': JSON.stringify({ writer_req_slug: 'ada-l' }) } },
    );
    expect(form.result.current.values.writer_req_slug).toBe('bob-k');
  });
});

describe('shortFormFieldsOf', () => {
  it('keeps only values of the right kind', () => {
    expect(
      shortFormFieldsOf({ login: '  a@b.co ', discipline_sub: 'x', writer_req_slug: 3 } as never),
    ).toEqual({ login: 'a@b.co' });
    expect(shortFormFieldsOf({ discipline_sub: 12, discipline_txt: 5 } as never)).toEqual({
      discipline_sub: 12,
      discipline_txt: '',
    });
  });
});
