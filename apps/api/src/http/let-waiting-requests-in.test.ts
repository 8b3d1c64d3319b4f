import { once } from 'node:events';
import { type AddressInfo, createConnection, createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { letWaitingRequestsIn } from './let-waiting-requests-in';

describe('letting waiting requests in', () => {
  const closing: Array<() => void> = [];
  afterEach(() => {
    for (const close of closing.splice(0)) close();
  });

  it('runs what arrived on a socket during synchronous work before the work goes on', async () => {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const client = createConnection((server.address() as AddressInfo).port, '127.0.0.1');
    const [accepted] = (await once(server, 'connection')) as [Socket];
    closing.push(() => {
      client.destroy();
      server.close();
    });
    const read: string[] = [];
    accepted.on('data', (chunk: Buffer) => read.push(chunk.toString()));
    await once(client, 'connect');

    // The request is written while this task holds the event loop, as a long page would.
    client.write('GET /widgets/statistics');
    const until = Date.now() + 50;
    while (Date.now() < until) {
      // Synchronous work: the bytes reach the server's socket meanwhile, unread.
    }
    await letWaitingRequestsIn();

    expect(read).toEqual(['GET /widgets/statistics']);
  });
});
