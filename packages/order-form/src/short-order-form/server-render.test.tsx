// @vitest-environment node

import { createMockApi, MOCK_API_ORIGIN } from '@bb/api-client/testing';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';
import { pageRoutes } from '../test-support/order-form-fixtures';
import { ShortOrderForm } from './short-order-form';

const form = <ShortOrderForm origin={MOCK_API_ORIGIN} writerReqSlug="ada-l" />;

describe('server rendering and hydration', () => {
  let teardown: (() => unknown) | undefined;
  afterEach(async () => {
    await teardown?.();
    teardown = undefined;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('renders on the server with no window, touching no API', () => {
    expect(typeof window).toBe('undefined');
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const html = renderToString(form);
    expect(html).toContain('Request expert');
    expect(html).toContain('role="combobox"');
    expect(html).toContain('placeholder="Enter your discipline..."');
    expect(html).toContain('aria-busy="true"');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('hydrates the server markup in a browser with no hydration warning, then loads', async () => {
    const html = renderToString(form);

    // From here on the test runs "in the browser" (jsdom), on the page the server rendered.
    const browser = await builtinEnvironments.jsdom.setup(globalThis, {
      jsdom: { url: `${MOCK_API_ORIGIN}/` },
    });
    teardown = () => browser.teardown(globalThis);
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const mock = createMockApi(pageRoutes());
    vi.stubGlobal('fetch', mock.fetch);
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    const consoleError = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];

    // Loaded now, so React DOM sees the browser globals.
    const { hydrateRoot } = await import('react-dom/client');
    const root = document.getElementById('root');
    if (!root) throw new Error('no root');
    const reactRoot = await act(async () =>
      hydrateRoot(root, form, { onRecoverableError: (error) => recoverable.push(error) }),
    );

    await vi.waitFor(() => {
      const button = root.querySelector('button[type="submit"]');
      expect(button?.hasAttribute('disabled')).toBe(false);
    });
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    // The form made its own browser environment: calls go to the given origin.
    expect(mock.calls()).toEqual(
      expect.arrayContaining([
        'GET /widgets/dictionaries/discipline_sub,discipline_sub_grouping',
        'GET /common/settings',
        'GET /users/sessions',
        'GET /widgets/writers/ada-l',
      ]),
    );
    await act(async () => reactRoot.unmount());
  });
});
