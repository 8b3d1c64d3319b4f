// @vitest-environment node
import { renderOnServer } from '@bb/ui/test-support/render-on-server';
import { describe, expect, it } from 'vitest';
import { NewOrderForm } from './new-order/new-order-form';
import { OrderFiles } from './order-files/order-files';

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
