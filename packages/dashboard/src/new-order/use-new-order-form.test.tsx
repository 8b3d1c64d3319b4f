import type { DisciplineOption } from '@bb/form-hooks';
import { toDisciplineOption } from '@bb/form-hooks/internal';
import {
  createTestEnvironment,
  DISCIPLINE_GROUPS,
  DISCIPLINES,
  error,
  type FakeApiServer,
  ok,
  renderHookOnServer,
  startFakeApiServer,
  type TestEnvironmentOptions,
} from '@bb/form-hooks/test-support';
import { DASHBOARD_MESSAGES, ERROR_CATALOGUE, FILE_MAX_BYTES, MESSAGES } from '@bb/validation';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextDayDeadline, toDateTimeInputValue } from './new-order-values';
import { useNewOrderForm } from './use-new-order-form';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.on(
    'GET /widgets/dictionaries/discipline_sub,discipline_sub_grouping',
    ok({ discipline_sub: DISCIPLINES, discipline_sub_grouping: DISCIPLINE_GROUPS }),
  );
  server.on(
    'GET /widgets/dictionaries/paper_type',
    ok({
      paper_type: [
        { id: 4, title: 'Essay' },
        { id: 5, title: 'Lab report' },
      ],
    }),
  );
});

const HOUR = 60 * 60 * 1000;
const [PYTHON, SPSS] = DISCIPLINES.map(toDisciplineOption) as [DisciplineOption, DisciplineOption];
// A minute ahead of the machine's clock: the page's clock, not the machine's, judges deadlines.
const NOW = Date.now() + 60_000;
const clock = () => NOW;

async function renderNewOrderForm(options: TestEnvironmentOptions = {}) {
  const test = createTestEnvironment(server, options);
  const rendered = renderHook(() => useNewOrderForm({ home: '/customer/', now: clock }), {
    wrapper: test.wrapper,
  });
  await waitFor(() => expect(rendered.result.current.restoring).toBe(false));
  await waitFor(() => expect(rendered.result.current.paperTypes).toHaveLength(2));
  return {
    ...test,
    ...rendered,
    stored: () => JSON.parse(test.environment.localStorage.getItem('bb-order') ?? 'null'),
  };
}

type Form = Awaited<ReturnType<typeof renderNewOrderForm>>;

function fillIn(form: Form) {
  act(() => form.result.current.getTitleFieldProps().onChange('Dijkstra in Python'));
  act(() => form.result.current.chooseDiscipline(PYTHON));
  act(() => form.result.current.getPagesFieldProps().onChange('3'));
}

const fileChange = (files: File[]) =>
  ({ target: { files, value: 'C:\\fakepath\\x' } }) as unknown as ChangeEvent<HTMLInputElement>;

describe('useNewOrderForm: restore', () => {
  it('restores the data box named in the address, removes the key, and keeps it to use up', async () => {
    const saved = {
      login: 'ann@example.com',
      discipline_sub: 30000,
      discipline_txt: 'Quantum chess',
    };
    server.on('GET /widgets/data-boxes/box-7', ok({ data: JSON.stringify(saved) }));
    const form = await renderNewOrderForm({
      href: 'http://localhost/dashboard/customer/new-order?data_box_key=box-7&oaprovider=google',
      localStorage: { 'bb-order': JSON.stringify({ title: 'an older draft' }) },
    });
    expect(form.addressBar.href()).toBe(
      'http://localhost/dashboard/customer/new-order?oaprovider=google',
    );
    expect(form.result.current.values).toMatchObject({
      title: '',
      discipline_sub: 30000,
      discipline_txt: 'Quantum chess',
      pages_qty: 1,
      deadline_datetime: nextDayDeadline(NOW),
    });
    expect(form.result.current.disciplines.selectionLabel).toBe('Quantum chess');
    expect(form.result.current.email).toBe('ann@example.com');
    expect(form.stored()).toEqual(saved);

    fillIn(form);
    server.on('POST /customers/pre-orders', ok({ order: { id: 42 } }));
    await act(() => form.result.current.submit());
    expect(server.requestsTo('POST /customers/pre-orders')[0]?.form).toMatchObject({
      data_box_key: 'box-7',
    });
  });

  it('restores bb-order without a key: its fields, and its deadline while in the future', async () => {
    const deadline = NOW + 50 * HOUR;
    server.on('GET /widgets/orphanage-file/f1', ok({ file: { id: 'f1' } }));
    const form = await renderNewOrderForm({
      localStorage: {
        'bb-order': JSON.stringify({
          title: 'Lab 3',
          discipline_sub: 12,
          'paper-size-type': 'words',
          words_qty: 900,
          deadline_datetime: deadline,
          files: [{ id: 'f1', name: 'brief.pdf', size: 2048 }],
        }),
      },
    });
    expect(form.result.current.values).toMatchObject({
      title: 'Lab 3',
      discipline_sub: 12,
      'paper-size-type': 'words',
      words_qty: 900,
      deadline_datetime: deadline,
    });
    expect(form.result.current.disciplines.selectionLabel).toBe('JavaScript');
    expect(form.result.current.files.list).toMatchObject([
      { id: 'f1', name: 'brief.pdf', status: 'uploaded' },
    ]);
    expect(form.result.current.getDeadlineFieldProps().value).toBe(toDateTimeInputValue(deadline));
  });

  it('drops a restored file the server no longer holds, from the list and the draft', async () => {
    server.on('GET /widgets/orphanage-file/kept', ok({ file: { id: 'kept' } }));
    server.on('GET /widgets/orphanage-file/gone', error('not_found', 404));
    const files = [
      { id: 'kept', name: 'brief.pdf', size: 2048 },
      { id: 'gone', name: 'old.pdf', size: 10 },
    ];
    const form = await renderNewOrderForm({
      localStorage: { 'bb-order': JSON.stringify({ title: 'Lab 3', files }) },
    });
    await waitFor(() =>
      expect(form.result.current.files.list.map((file) => file.id)).toEqual(['kept']),
    );
    expect(form.stored()).toMatchObject({ title: 'Lab 3', files: [files[0]] });
  });

  it('gives a stored deadline that has passed the next-day default', async () => {
    const form = await renderNewOrderForm({
      localStorage: { 'bb-order': JSON.stringify({ deadline_datetime: NOW - HOUR }) },
    });
    expect(form.result.current.values.deadline_datetime).toBe(nextDayDeadline(NOW));
  });
});

describe('useNewOrderForm: editing', () => {
  it('saves the draft to bb-order as the person types, and shows the price', async () => {
    const form = await renderNewOrderForm();
    expect(form.stored()).toBeNull();
    fillIn(form);
    expect(form.stored()).toMatchObject({
      title: 'Dijkstra in Python',
      discipline_sub: 11,
      discipline_txt: '',
      pages_qty: 3,
      'paper-size-type': 'pages',
      deadline_datetime: nextDayDeadline(NOW),
      create_datetime: NOW,
    });
    // 3 pages × $12, × 2 for the next-day deadline (under 24 hours away).
    expect(form.result.current.price).toBe('$72.00');
    act(() => form.result.current.getSizeTypeProps('words').onChange());
    expect(form.result.current.price).toBeNull();
    act(() => form.result.current.getWordsFieldProps().onChange('550'));
    expect(form.result.current.price).toBe('$48.00');
    expect(form.stored()).toMatchObject({ 'paper-size-type': 'words', words_qty: 550 });
  });

  it('shows the customer’s discount before ordering, and the price with its line', async () => {
    server.on(
      'GET /customers/discount',
      ok({ discount: { kind: 'loyalty', percent: 5 }, paid_total_cents: 60_000 }),
    );
    const form = await renderNewOrderForm();
    await waitFor(() =>
      expect(form.result.current.discountNotice).toBe('Your loyalty discount: 5% off'),
    );
    fillIn(form);
    expect(form.result.current.price).toBe('$72.00');
    expect(form.result.current.discountedPrice).toEqual([
      { term: 'List price', value: '$72.00' },
      { term: 'Loyalty discount (5%)', value: '−$3.60' },
      { term: 'Price', value: '$68.40' },
    ]);
  });

  it('shows the list price alone when the customer has no discount', async () => {
    server.on('GET /customers/discount', ok({ discount: null, paid_total_cents: 12_000 }));
    const form = await renderNewOrderForm();
    await waitFor(() => expect(server.requestsTo('GET /customers/discount')).toHaveLength(1));
    fillIn(form);
    expect(form.result.current.price).toBe('$72.00');
    expect(form.result.current.discountNotice).toBeNull();
    expect(form.result.current.discountedPrice).toBeNull();
  });

  it('chooses a custom discipline with Create "{text}", and clears its text on another choice', async () => {
    const form = await renderNewOrderForm();
    act(() =>
      form.result.current.chooseDiscipline({ id: 30000, label: 'Create "Chess"', text: 'Chess' }),
    );
    expect(form.stored()).toMatchObject({ discipline_sub: 30000, discipline_txt: 'Chess' });
    act(() => form.result.current.chooseDiscipline(SPSS));
    expect(form.stored()).toMatchObject({ discipline_sub: 21, discipline_txt: '' });
  });
});

describe('useNewOrderForm: validation', () => {
  it('refuses an empty title and a past deadline with their messages, sending nothing', async () => {
    const form = await renderNewOrderForm();
    act(() =>
      form.result.current.getDeadlineFieldProps().onChange(toDateTimeInputValue(NOW - 2 * HOUR)),
    );
    const before = server.requests.length;
    await act(() => form.result.current.submit());
    expect(form.result.current.errors).toEqual({
      title: DASHBOARD_MESSAGES.title_required,
      discipline_sub: MESSAGES.discipline_required,
      deadline_datetime: 'Please choose a deadline in the future',
    });
    expect(form.result.current.errors.title).toBe('Please enter a title for your order');
    expect(form.result.current.price).toBeNull();
    expect(server.requests.length).toBe(before);
  });

  it('shows a field error once the field is left, without a submit', async () => {
    const form = await renderNewOrderForm();
    act(() => form.result.current.getPagesFieldProps().onChange(''));
    expect(form.result.current.errors.pages_qty).toBeUndefined();
    act(() => form.result.current.getPagesFieldProps().onBlur());
    expect(form.result.current.errors.pages_qty).toBe(DASHBOARD_MESSAGES.pages_qty_invalid);
  });
});

describe('useNewOrderForm: files', () => {
  it('uploads a file, keeps it in the draft, and deletes it when removed', async () => {
    server.on(
      'POST /widgets/orphanage-file',
      ok({ file: { id: 'f9', name: 'brief.txt', size: 5 } }),
    );
    server.on('DELETE /widgets/orphanage-file/f9', ok({}));
    const form = await renderNewOrderForm();
    act(() =>
      form.result.current
        .getFileInputProps()
        .onChange(fileChange([new File(['hello'], 'brief.txt')])),
    );
    expect(form.result.current.files.list).toMatchObject([
      { name: 'brief.txt', status: 'uploading' },
    ]);
    expect(form.result.current.getSubmitButtonProps().disabled).toBe(true);
    await waitFor(() =>
      expect(form.result.current.files.list).toMatchObject([{ status: 'uploaded', id: 'f9' }]),
    );
    expect(server.requestsTo('POST /widgets/orphanage-file')).toHaveLength(1);
    expect(form.stored()).toMatchObject({ files: [{ id: 'f9', name: 'brief.txt', size: 5 }] });

    const key = form.result.current.files.list[0]?.key ?? '';
    act(() => form.result.current.files.remove(key));
    expect(form.result.current.files.list).toEqual([]);
    await waitFor(() =>
      expect(server.requestsTo('DELETE /widgets/orphanage-file/f9')).toHaveLength(1),
    );
    expect(form.stored()).toMatchObject({ files: [] });
  });

  it('refuses a file over 10 MiB without sending it, and shows the server refusing one', async () => {
    server.on('POST /widgets/orphanage-file', error('file_too_large', 413));
    const form = await renderNewOrderForm();
    const large = new File(['x'], 'video.mp4');
    Object.defineProperty(large, 'size', { value: FILE_MAX_BYTES + 1 });
    act(() => form.result.current.getFileInputProps().onChange(fileChange([large])));
    expect(form.result.current.files.list).toMatchObject([
      { name: 'video.mp4', status: 'failed', error: ERROR_CATALOGUE.file_too_large.message },
    ]);
    expect(server.requestsTo('POST /widgets/orphanage-file')).toHaveLength(0);

    act(() =>
      form.result.current.getFileInputProps().onChange(fileChange([new File(['y'], 'b.txt')])),
    );
    await waitFor(() =>
      expect(form.result.current.files.list[1]).toMatchObject({
        status: 'failed',
        error: 'This file is too large. Please choose a file of up to 10 MB.',
      }),
    );
  });
});

describe('useNewOrderForm: submit', () => {
  it('creates the order, clears the draft and the writer, and goes to the order page', async () => {
    server.on('GET /widgets/writers/ada-l', ok({ slug: 'ada-l', pen_name: 'Ada', avatar_url: '' }));
    server.on('POST /customers/pre-orders', ok({ order: { id: 42 } }));
    const form = await renderNewOrderForm({
      localStorage: { 'bb-order': JSON.stringify({ writer_req_slug: 'ada-l' }) },
    });
    await waitFor(() => expect(form.result.current.requestedWriter.writer?.pen_name).toBe('Ada'));
    expect(form.environment.localStorage.getItem('requested-writer')).not.toBeNull();
    fillIn(form);
    await act(() => form.result.current.submit());
    expect(server.requestsTo('POST /customers/pre-orders')[0]?.form).toEqual({
      paper_type: '4',
      title: 'Dijkstra in Python',
      discipline_sub: '11',
      discipline_txt: '',
      description: '',
      pages_qty: '3',
      words_qty: '0',
      deadline_datetime: String(nextDayDeadline(NOW)),
      writer_req_slug: 'ada-l',
      files: '',
      create_datetime: String(NOW),
    });
    expect(form.navigation.visited).toEqual(['/dashboard/customer/orders/42/']);
    expect(form.environment.localStorage.getItem('bb-order')).toBeNull();
    expect(form.environment.localStorage.getItem('requested-writer')).toBeNull();
    expect(form.result.current.submission.steps.map((step) => step.name)).toEqual([
      'loadingOn',
      'createPreOrder',
      'clearDraft',
      'navigate',
    ]);
    // The page is leaving: the button keeps its spinner.
    expect(form.result.current.loading).toBe(true);
  });

  it('shows a server error on its field and keeps the draft', async () => {
    server.on('POST /customers/pre-orders', error('deadline_past'));
    const form = await renderNewOrderForm();
    fillIn(form);
    await act(() => form.result.current.submit());
    expect(form.result.current.errors).toEqual({
      deadline_datetime: DASHBOARD_MESSAGES.deadline_past,
    });
    expect(form.result.current.loading).toBe(false);
    expect(form.navigation.visited).toEqual([]);
    expect(form.stored()).toMatchObject({ title: 'Dijkstra in Python' });
  });

  it('shows a refusal that names no field of the form above it', async () => {
    server.on('POST /customers/pre-orders', error('not_authenticated', 401));
    const form = await renderNewOrderForm();
    fillIn(form);
    await act(() => form.result.current.submit());
    expect(form.result.current.errors).toEqual({ form: ERROR_CATALOGUE.not_authenticated.message });
  });

  it('removing the requested writer clears the slug from the draft', async () => {
    server.on('GET /widgets/writers/ada-l', ok({ slug: 'ada-l', pen_name: 'Ada', avatar_url: '' }));
    const form = await renderNewOrderForm({
      localStorage: { 'bb-order': JSON.stringify({ writer_req_slug: 'ada-l' }) },
    });
    await waitFor(() => expect(form.result.current.requestedWriter.showCard).toBe(true));
    act(() => form.result.current.requestedWriter.remove());
    expect(form.result.current.requestedWriter.showCard).toBe(false);
    expect(form.stored()).toMatchObject({ writer_req_slug: '' });
  });
});

describe('useNewOrderForm: server rendering', () => {
  it('renders with its defaults, reading no storage and asking nothing', () => {
    const test = createTestEnvironment(server, {
      localStorage: { 'bb-order': JSON.stringify({ title: 'stored' }) },
    });
    const html = renderHookOnServer(
      test.environment,
      () => useNewOrderForm({ home: '/customer/', now: clock }),
      (form) => `${form.restoring}:${form.values.title}:${form.values.pages_qty}`,
    );
    expect(html).toBe('true::1');
    expect(server.requests).toEqual([]);
  });
});
