import { fail, MOCK_API_ORIGIN, ok, pending } from '@bb/api-client/testing';
import { FILE_MAX_BYTES } from '@bb/validation';
import { describe, expect, it } from 'vitest';
import { chosenFile, mockOrderFilesClient, orderFileOf } from '../test-support/order-file-fixtures';
import { formatFileSize } from './order-file-texts';
import { canUploadOrderFiles, createOrderFiles, type OrderFilesOptions } from './order-files-store';
import { orderFileViews } from './order-files-view';

const TOO_LARGE = 'This file is too large. Please choose a file of up to 10 MB.';
const TYPE_REFUSED =
  'Programs and installers cannot be attached. Please send documents, images, archives or code.';
const NETWORK = 'Some error occurred. Please try again later or contact support.';

const BRIEF = orderFileOf();
const DRAFT = orderFileOf({ id: 'f2', name: 'draft.docx', party: 'expert', size: 3_400_000 });
const RESULT = orderFileOf({ id: 'f3', name: 'report.pdf', party: 'expert', is_result: true });

/** Order 41's files for `party`, opened, over a mocked API. */
function openFiles(
  party: OrderFilesOptions['party'],
  routes: Parameters<typeof mockOrderFilesClient>[0],
) {
  const api = mockOrderFilesClient(routes);
  const files = createOrderFiles({ client: api.client, party, orderId: 41 });
  const close = files.open();
  return { ...api, files, close };
}

describe('createOrderFiles: the list', () => {
  it('loads the files the party may see, from its own path', async () => {
    const { files, mock } = openFiles('customer', {
      'GET /customers/orders/41/files': ok({ files: [BRIEF, RESULT] }),
    });
    expect(files.getState().status).toBe('loading');
    await files.refresh();
    expect(mock.calls()).toEqual(['GET /customers/orders/41/files']);
    expect(files.getState()).toMatchObject({ status: 'ready', files: [BRIEF, RESULT] });
  });

  it('says why a load failed in the catalogue’s words, and loads again on refresh', async () => {
    const { files } = openFiles('expert', {
      'GET /writers/orders/41/files': [fail('not_found', 404), ok({ files: [] })],
    });
    await files.refresh();
    expect(files.getState()).toMatchObject({
      status: 'error',
      errorMessage: 'We could not find what you asked for.',
    });
    await files.refresh();
    expect(files.getState()).toMatchObject({ status: 'ready', files: [], errorMessage: null });
  });

  it('keeps the list shown while it reloads (after a delivery), then shows the new one', async () => {
    const delivered = { ...DRAFT, is_result: true };
    const { files } = openFiles('expert', {
      'GET /writers/orders/41/files': [ok({ files: [DRAFT] }), ok({ files: [delivered] })],
    });
    await files.refresh();
    const reload = files.refresh();
    expect(files.getState()).toMatchObject({ status: 'ready', files: [DRAFT] });
    await reload;
    expect(files.getState().files).toEqual([delivered]);
  });

  it('stops loading when closed: no answer is shown afterwards', async () => {
    const { files, close } = openFiles('operator', {
      'GET /operators/orders/41/files': pending(),
    });
    const load = files.refresh();
    close();
    await load;
    expect(files.getState()).toMatchObject({ status: 'loading', errorMessage: null });
  });

  it('gives each file a download link of the party’s own path, never markup from its name', async () => {
    const odd = orderFileOf({ id: 'f 9', name: '<img src=x onerror=alert(1)>.pdf' });
    const { files } = openFiles('operator', {
      'GET /operators/orders/41/files': ok({ files: [odd] }),
    });
    await files.refresh();
    const [view] = orderFileViews(files.getState(), 'operator', files.fileUrl);
    expect(view).toMatchObject({
      name: '<img src=x onerror=alert(1)>.pdf',
      href: `${MOCK_API_ORIGIN}/api/en/1/operators/orders/41/files/f%209`,
      uploadedBy: 'Customer',
      removeLabel: null,
    });
  });
});

describe('createOrderFiles: uploads', () => {
  it('uploads each chosen file on its own: one lands in the list, one is refused by type', async () => {
    const uploaded = orderFileOf({ id: 'f7', name: 'data.csv', size: 1200 });
    const { files, mock } = openFiles('customer', {
      'GET /customers/orders/41/files': ok({ files: [BRIEF] }),
      'POST /customers/orders/41/files': [
        ok({ file: uploaded }),
        fail('file_type_not_allowed', 415),
      ],
    });
    await files.refresh();
    const sent = files.upload([chosenFile('data.csv'), chosenFile('setup.exe')]);
    expect(files.getState().uploads.map((upload) => [upload.status, upload.text])).toEqual([
      ['uploading', 'Uploading data.csv…'],
      ['uploading', 'Uploading setup.exe…'],
    ]);
    await sent;
    expect(mock.count('POST /customers/orders/41/files')).toBe(2);
    expect(files.getState().files).toEqual([BRIEF, uploaded]);
    expect(files.getState().uploads).toMatchObject([
      { name: 'data.csv', status: 'done', text: 'data.csv uploaded.' },
      {
        name: 'setup.exe',
        status: 'refused',
        slug: 'file_type_not_allowed',
        text: `setup.exe was not uploaded. ${TYPE_REFUSED}`,
        retryable: false,
      },
    ]);
  });

  it('refuses a file over 10 MiB before sending it, and sends one of exactly 10 MiB', async () => {
    const { files, mock } = openFiles('expert', {
      'POST /writers/orders/41/files': ok({ file: DRAFT }),
    });
    await files.upload([chosenFile('scan.tiff', FILE_MAX_BYTES + 1)]);
    expect(mock.count('POST /writers/orders/41/files')).toBe(0);
    expect(files.getState().uploads[0]).toMatchObject({
      status: 'refused',
      slug: 'file_too_large',
      text: `scan.tiff was not uploaded. ${TOO_LARGE}`,
      retryable: false,
    });
    await files.upload([chosenFile('draft.docx', FILE_MAX_BYTES)]);
    expect(mock.count('POST /writers/orders/41/files')).toBe(1);
    expect(files.getState().uploads[1]).toMatchObject({ status: 'done' });
  });

  it('shows the server’s own file_too_large in the catalogue’s words', async () => {
    const { files } = openFiles('customer', {
      'POST /customers/orders/41/files': fail('file_too_large', 413),
    });
    await files.upload([chosenFile('video.mp4')]);
    expect(files.getState().uploads[0]?.text).toBe(`video.mp4 was not uploaded. ${TOO_LARGE}`);
  });

  it('offers a retry after a lost connection, which then uploads the same file', async () => {
    const { files, network, mock } = openFiles('expert', {
      'POST /writers/orders/41/files': ok({ file: DRAFT }),
    });
    network.offline = true;
    await files.upload([chosenFile('draft.docx')]);
    const [refused] = files.getState().uploads;
    expect(refused).toMatchObject({
      status: 'refused',
      text: `draft.docx was not uploaded. ${NETWORK}`,
      retryable: true,
    });
    network.offline = false;
    await files.retry(refused?.key ?? '');
    expect(mock.count('POST /writers/orders/41/files')).toBe(1);
    expect(files.getState().uploads[0]).toMatchObject({ status: 'done' });
    expect(files.getState().files).toEqual([DRAFT]);
  });

  it('does not retry a file refused for itself; dismiss takes a finished upload away', async () => {
    const { files, mock } = openFiles('customer', {
      'POST /customers/orders/41/files': fail('file_type_not_allowed', 415),
    });
    await files.upload([chosenFile('setup.exe')]);
    const key = files.getState().uploads[0]?.key ?? '';
    await files.retry(key);
    expect(mock.count('POST /customers/orders/41/files')).toBe(1);
    files.dismiss(key);
    expect(files.getState().uploads).toEqual([]);
  });

  it('keeps an upload under way when asked to dismiss it', async () => {
    const { files } = openFiles('customer', { 'POST /customers/orders/41/files': pending() });
    void files.upload([chosenFile('data.csv')]);
    files.dismiss(files.getState().uploads[0]?.key ?? '');
    expect(files.getState().uploads).toMatchObject([{ status: 'uploading' }]);
  });

  it('sends nothing for the operator, who only reads', async () => {
    const { files, mock } = openFiles('operator', {});
    await files.upload([chosenFile('data.csv')]);
    expect(mock.calls()).toEqual([]);
    expect(files.getState().uploads).toEqual([]);
  });
});

describe('createOrderFiles: the expert’s removal', () => {
  const LIST = ok({ files: [BRIEF, RESULT, DRAFT] });

  it('takes back the expert’s own file not yet delivered, and says so', async () => {
    const { files, mock } = openFiles('expert', {
      'GET /writers/orders/41/files': LIST,
      'DELETE /writers/orders/41/files/f2': ok({}),
    });
    await files.refresh();
    const views = orderFileViews(files.getState(), 'expert', files.fileUrl);
    expect(views.map((view) => [view.name, view.uploadedBy, view.removeLabel])).toEqual([
      ['assignment-brief.pdf', 'Customer', null],
      ['report.pdf', 'You', null],
      ['draft.docx', 'You', 'Remove draft.docx'],
    ]);
    const removal = files.remove('f2');
    expect(files.getState().removing).toBe('f2');
    await removal;
    expect(mock.calls()).toContain('DELETE /writers/orders/41/files/f2');
    expect(files.getState()).toMatchObject({
      files: [BRIEF, RESULT],
      removing: null,
      notice: { text: 'draft.docx removed.', tone: 'success' },
    });
  });

  it('never asks to remove a delivered result or the customer’s file', async () => {
    const { files, mock } = openFiles('expert', { 'GET /writers/orders/41/files': LIST });
    await files.refresh();
    await files.remove('f1');
    await files.remove('f3');
    expect(mock.calls()).toEqual(['GET /writers/orders/41/files']);
  });

  it('says why a removal was refused, keeping the file', async () => {
    const { files } = openFiles('expert', {
      'GET /writers/orders/41/files': LIST,
      'DELETE /writers/orders/41/files/f2': fail('order_action_refused', 409),
    });
    await files.refresh();
    await files.remove('f2');
    expect(files.getState()).toMatchObject({
      files: [BRIEF, RESULT, DRAFT],
      notice: {
        text: 'draft.docx was not removed. This order cannot take that step now. Please reload the page to see where it stands.',
        tone: 'error',
      },
    });
  });
});

describe('who may upload, and sizes in words', () => {
  it('follows the API: the customer while open, the expert while working, never the operator', () => {
    expect(canUploadOrderFiles('customer', 'pre_order')).toBe(true);
    expect(canUploadOrderFiles('customer', 'delivered')).toBe(true);
    expect(canUploadOrderFiles('customer', 'finished')).toBe(false);
    expect(canUploadOrderFiles('customer', 'cancelled')).toBe(false);
    expect(canUploadOrderFiles('expert', 'in_progress')).toBe(true);
    expect(canUploadOrderFiles('expert', 'revision')).toBe(true);
    expect(canUploadOrderFiles('expert', 'assigned')).toBe(false);
    expect(canUploadOrderFiles('expert', 'delivered')).toBe(false);
    expect(canUploadOrderFiles('operator', 'in_progress')).toBe(false);
    expect(canUploadOrderFiles('expert')).toBe(true);
  });

  it('writes kB below a megabyte (never 0 kB) and MB with one decimal from there', () => {
    expect(formatFileSize(1)).toBe('1 kB');
    expect(formatFileSize(250_000)).toBe('245 kB');
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(3_400_000)).toBe('3.2 MB');
    expect(formatFileSize(FILE_MAX_BYTES)).toBe('10.0 MB');
  });
});
