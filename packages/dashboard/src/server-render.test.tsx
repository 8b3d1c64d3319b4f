// @vitest-environment node
import { BbProvider } from '@bb/form-hooks';
import { createStoryEnvironment } from '@bb/ui/test-support';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NewOrderForm } from './new-order/new-order-form';
import { OrderFiles } from './order-files/order-files';

/** Renders under a memory environment whose address would open both query modals. */
function renderOnServer(node: ReactNode) {
  const bb = createStoryEnvironment({
    href: 'http://bb.test/?error=oauth2&message=Denied&email-verification=ok&code=123456',
    localStorage: {},
  });
  const html = renderToString(<BbProvider environment={bb.environment}>{node}</BbProvider>);
  return { html, bb };
}

// The dashboard's pages that read the environment render on the server without a request.
describe('hook-wired dashboard components on the server', () => {
  it('render the full order page with its defaults, reading no draft and asking nothing', () => {
    const { html, bb } = renderOnServer(
      <NewOrderForm options={{ home: '/customer/', email: 'ada@example.com' }} />,
    );
    expect(html).toContain('<strong>ada@example.com</strong>');
    expect(html).toContain('type="datetime-local"');
    expect(html).toContain('Place order');
    expect(bb.mock.requests).toEqual([]);
  });

  it('render an order’s files section loading, with its upload control, and ask for nothing', () => {
    const { html, bb } = renderOnServer(
      <OrderFiles party="customer" orderId={41} status="in_progress" />,
    );
    expect(html).toContain('Files');
    expect(html).toContain('Loading files');
    expect(html).toContain('type="file"');
    expect(html).toContain('Attach files');
    expect(bb.mock.requests).toEqual([]);
  });
});
