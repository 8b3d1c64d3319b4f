import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export type SlowRequest = {
  /** Sends the rest of the body; resolves with the answer's status and headers' text. */
  finish(): Promise<{ status: number; head: string }>;
};

/**
 * A request in flight for as long as the test wants: a data box's form body (a POST any client
 * may make) of which only the first half is sent until `finish`. Resolves once the server has
 * the headers, so the request is routed and its connection busy.
 */
export async function startSlowRequest(origin: string): Promise<SlowRequest> {
  const { hostname, port } = new URL(origin);
  const body = new URLSearchParams({ data: '{"slow":true}' }).toString();
  const half = Math.floor(body.length / 2);
  const socket = connect({ host: hostname, port: Number(port) });
  let answer = '';
  socket.setEncoding('utf8');
  // The whole answer: its head, then as many bytes as it says, or all until the socket closes.
  const answered = new Promise<string>((resolve, reject) => {
    const complete = () => {
      const end = answer.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(answer);
      return end >= 0 && length && answer.length - end - 4 >= Number(length[1]);
    };
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (complete()) resolve(answer);
    });
    socket.once('close', () => resolve(answer));
    socket.once('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(
    [
      'POST /api/en/1/widgets/data-boxes HTTP/1.1',
      `Host: ${hostname}:${port}`,
      'X-Requested-With: XMLHttpRequest',
      'Content-Type: application/x-www-form-urlencoded',
      `Content-Length: ${body.length}`,
      '',
      body.slice(0, half),
    ].join('\r\n'),
  );
  // Parsed on the loopback within microseconds; the margin keeps a busy machine from racing it.
  await sleep(200);
  return {
    async finish() {
      // Not a half-close: the server would take it for a client gone and drop the answer.
      socket.write(body.slice(half));
      const [head = ''] = (await answered).split('\r\n\r\n');
      socket.destroy();
      return { status: Number(head.split(' ')[1]), head };
    },
  };
}
