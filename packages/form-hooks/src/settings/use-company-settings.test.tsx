import { renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { error, type FakeApiServer, ok, startFakeApiServer } from '../test-support/fake-api-server';
import { createTestEnvironment } from '../test-support/test-environment';
import { useCompanySettings } from './use-company-settings';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApiServer();
});
afterEach(() => server.reset());
afterAll(() => server.close());

const COMPANY = {
  name: 'BB Academic Services Ltd',
  registration_number: 'Company No. 08741952',
  address_part_1: '14 Harbour Lane',
  address_part_2: 'Portsmouth',
};

function render(href = 'https://bb.example/about-us.html') {
  const test = createTestEnvironment(server, { href });
  return renderHook(() => useCompanySettings(), { wrapper: test.wrapper });
}

describe('useCompanySettings', () => {
  it("asks for the page's own domain and gives its company", async () => {
    server.on('GET /common/company-settings', ok({ company: COMPANY }));
    const { result } = render();
    expect(result.current).toEqual({ status: 'loading', company: null });
    await waitFor(() => expect(result.current).toEqual({ status: 'success', company: COMPANY }));
    expect(server.requestsTo('GET /common/company-settings')[0]?.query.domain).toBe('bb.example');
  });

  it('gives no company for a domain without one', async () => {
    server.on('GET /common/company-settings', ok({}));
    const { result } = render();
    await waitFor(() => expect(result.current).toEqual({ status: 'success', company: null }));
  });

  it('says when the settings could not be loaded', async () => {
    server.on('GET /common/company-settings', error('internal_error', 500));
    const { result } = render();
    await waitFor(() => expect(result.current).toEqual({ status: 'error', company: null }));
  });
});
