import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TransportOptions } from '../transport';
import {
  okEnvelope,
  type RecordingServer,
  sendJson,
  startRecordingServer,
} from './recording-server';

const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';

/** One call of a client, what it must send, and what it must resolve to. */
export interface CallCase<Client> {
  name: string;
  call: (client: Client, options: { signal: AbortSignal }) => Promise<unknown>;
  method: string;
  path: string;
  /** The exact query string parameters; none when absent. */
  query?: Record<string, string>;
  /** The exact form-encoded body; no body when absent. */
  form?: Record<string, string>;
  /** Sent as multipart/form-data with these fields. */
  multipart?: Record<string, string>;
  /** Sent as multipart/form-data with these files: field name to file name and content. */
  multipartFiles?: Record<string, { filename: string; content: string }>;
  /** The envelope's body the server answers with. */
  body?: unknown;
  /** The server answers with this JSON as is, without an envelope. */
  rawJson?: unknown;
  /** What the call resolves to; by default the body. */
  returns?: unknown;
}

/**
 * Runs each case against a recording server: the exact method, path, query and body the call
 * sends, the headers every call carries, what it resolves to, and that an aborted signal sends
 * nothing.
 */
export function describeCalls<Client>(
  title: string,
  createClient: (options: TransportOptions) => Client,
  cases: CallCase<Client>[],
) {
  describe(title, () => {
    let server: RecordingServer;
    let client: Client;
    const inits: RequestInit[] = [];

    beforeAll(async () => {
      server = await startRecordingServer();
      client = createClient({
        origin: server.origin,
        fetch: (input, init) => {
          inits.push(init ?? {});
          return fetch(input, init);
        },
      });
    });
    afterAll(() => server.close());
    beforeEach(() => {
      server.reset();
      inits.length = 0;
    });

    it.each(cases)('$name: $method $path', async (testCase) => {
      server.respondWith((_request, response) =>
        sendJson(
          response,
          200,
          'rawJson' in testCase ? testCase.rawJson : okEnvelope(testCase.body),
        ),
      );

      const result = await testCase.call(client, { signal: new AbortController().signal });

      expect(server.requests).toHaveLength(1);
      const [request] = server.requests;
      expect(request?.method).toBe(testCase.method);
      expect(request?.path).toBe(testCase.path);
      expect(request?.query).toEqual(testCase.query ?? {});
      expect(request?.headers['x-requested-with']).toBe('XMLHttpRequest');
      expect(request?.headers.accept).toBe('application/json');
      expect(inits[0]?.credentials).toBe('include');
      if (testCase.form) {
        expect(request?.headers['content-type']).toBe(FORM);
        expect(request?.form).toEqual(testCase.form);
      } else if (testCase.multipart || testCase.multipartFiles) {
        expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
        for (const [field, value] of Object.entries(testCase.multipart ?? {})) {
          expect(request?.rawBody).toContain(`name="${field}"\r\n\r\n${value}\r\n`);
        }
        for (const [field, file] of Object.entries(testCase.multipartFiles ?? {})) {
          expect(request?.rawBody).toMatch(
            new RegExp(
              `name="${field}"; filename="${file.filename}"\r\nContent-Type: [^\r]+\r\n\r\n${file.content}\r\n`,
            ),
          );
        }
      } else {
        expect(request?.headers['content-type']).toBeUndefined();
        expect(request?.rawBody).toBe('');
      }
      const expected =
        'returns' in testCase ? testCase.returns : (testCase.rawJson ?? testCase.body);
      expect(result).toEqual(expected);
    });

    it.each(cases)('$name honours an already aborted signal: no request', async (testCase) => {
      const controller = new AbortController();
      controller.abort();
      await expect(testCase.call(client, { signal: controller.signal })).rejects.toMatchObject({
        name: 'AbortError',
      });
      expect(server.requests).toHaveLength(0);
    });
  });
}
