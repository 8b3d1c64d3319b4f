import type { OrderClient, OrderStatus } from '@bb/api-client';
import { MOCK_API_ORIGIN, ok } from '@bb/api-client/testing';
import { BbProvider, createMemoryEnvironment } from '@bb/form-hooks';
import { renderHookOnServer } from '@bb/form-hooks/test-support';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ChangeEvent, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { chosenFile, mockOrderFilesClient, orderFileOf } from '../test-support/order-file-fixtures';
import { type UseOrderFilesOptions, useOrderFiles } from './use-order-files';

const BRIEF = orderFileOf();
const DRAFT = orderFileOf({ id: 'f2', name: 'draft.docx', party: 'expert', size: 3_400_000 });

/** The hook under a BbProvider whose environment carries `client` as its `orders`. */
function renderOrderFiles(client: OrderClient, initial: UseOrderFilesOptions) {
  const environment = createMemoryEnvironment({ orders: client });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BbProvider environment={environment}>{children}</BbProvider>
  );
  return renderHook((options: UseOrderFilesOptions) => useOrderFiles(options), {
    wrapper,
    initialProps: initial,
  });
}

/** An input's change as the browser fires it after a choice. */
function choose(files: File[]) {
  const input = document.createElement('input');
  input.type = 'file';
  Object.defineProperty(input, 'files', { value: files });
  return { input, event: { currentTarget: input } as ChangeEvent<HTMLInputElement> };
}

describe('useOrderFiles', () => {
  it('loads the list through the environment’s order client and shows it in words', async () => {
    const { client } = mockOrderFilesClient({
      'GET /customers/orders/41/files': ok({ files: [BRIEF] }),
    });
    const { result } = renderOrderFiles(client, { party: 'customer', orderId: 41, status: 'paid' });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.files).toEqual([
      {
        id: 'f1',
        name: 'assignment-brief.pdf',
        size: '245 kB',
        uploadedBy: 'You',
        isResult: false,
        notDelivered: false,
        href: `${MOCK_API_ORIGIN}/api/en/1/customers/orders/41/files/f1`,
        removeLabel: null,
        removing: false,
      },
    ]);
    expect(result.current).toMatchObject({ canUpload: true, chooseLabel: 'Attach files' });
  });

  it('loads again when the order’s state changes: the customer sees the delivered result', async () => {
    const result = { ...DRAFT, is_result: true };
    // What the API holds (StrictMode's first load is cancelled, so answers are not counted).
    let stored = [BRIEF];
    const { client, mock } = mockOrderFilesClient({
      'GET /customers/orders/41/files': () => ok({ files: stored }),
    });
    const hook = renderOrderFiles(client, {
      party: 'customer',
      orderId: 41,
      status: 'in_progress',
    });
    await waitFor(() => expect(hook.result.current.files).toHaveLength(1));
    stored = [BRIEF, result];
    hook.rerender({ party: 'customer', orderId: 41, status: 'delivered' });
    await waitFor(() => expect(hook.result.current.files).toHaveLength(2));
    expect(hook.result.current.files[1]).toMatchObject({ uploadedBy: 'Expert', isResult: true });
    expect(mock.count('GET /customers/orders/41/files')).toBeGreaterThan(1);
  });

  it('uploads what the file input gives and clears it, so the same file can be chosen again', async () => {
    const { client, mock } = mockOrderFilesClient({
      'GET /writers/orders/41/files': ok({ files: [] }),
      'POST /writers/orders/41/files': ok({ file: DRAFT }),
    });
    const { result } = renderOrderFiles(client, {
      party: 'expert',
      orderId: 41,
      status: 'in_progress',
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const props = result.current.getFileInputProps();
    expect(props).toMatchObject({ type: 'file', multiple: true });
    expect(result.current.chooseLabel).toBe('Upload result files');
    const { input, event } = choose([chosenFile('draft.docx')]);
    act(() => props.onChange(event));
    expect(input.value).toBe('');
    expect(result.current.uploads).toMatchObject([
      { status: 'uploading', text: 'Uploading draft.docx…', dismissLabel: 'Dismiss draft.docx' },
    ]);
    await waitFor(() => expect(result.current.uploads[0]?.status).toBe('done'));
    expect(mock.count('POST /writers/orders/41/files')).toBe(1);
    expect(result.current.files[0]).toMatchObject({
      name: 'draft.docx',
      size: '3.2 MB',
      uploadedBy: 'You',
      notDelivered: true,
      removeLabel: 'Remove draft.docx',
    });
  });

  it('offers no upload where the API would refuse one', async () => {
    const { client } = mockOrderFilesClient({
      'GET /writers/orders/41/files': ok({ files: [] }),
      'GET /operators/orders/41/files': ok({ files: [] }),
    });
    const expert = renderOrderFiles(client, {
      party: 'expert',
      orderId: 41,
      status: 'delivered' satisfies OrderStatus,
    });
    const operator = renderOrderFiles(client, { party: 'operator', orderId: 41 });
    await waitFor(() => expect(operator.result.current.status).toBe('ready'));
    expect(expert.result.current.canUpload).toBe(false);
    expect(operator.result.current.canUpload).toBe(false);
  });

  it('takes a client given directly, and asks for one when there is none', () => {
    const { client } = mockOrderFilesClient({});
    const environment = createMemoryEnvironment();
    const shown = renderHookOnServer(
      environment,
      () => useOrderFiles({ party: 'customer', orderId: 41, client }),
      (files) => `${files.status} ${files.files.length}`,
    );
    expect(shown).toBe('loading 0');
    expect(() =>
      renderHookOnServer(
        environment,
        () => useOrderFiles({ party: 'customer', orderId: 41 }),
        (files) => files.status,
      ),
    ).toThrow('useOrderFiles needs an order client');
  });
});
