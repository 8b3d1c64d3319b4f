import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The secret the stand-in accepts; configure the server with it as RECAPTCHA_SECRET. */
export const SITEVERIFY_SECRET = 'test-secret';

/**
 * A local stand-in for Google's reCAPTCHA siteverify on 127.0.0.1: with the right secret, token
 * "human" scores 0.9 and "bot" 0.1; anything else fails. Every request's form is kept.
 */
export async function startSiteverifyStandIn() {
  const requests: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push(form);
      const token = form.get('response');
      const secretOk = form.get('secret') === SITEVERIFY_SECRET;
      const result =
        secretOk && token === 'human'
          ? { success: true, score: 0.9, action: 'login' }
          : secretOk && token === 'bot'
            ? { success: true, score: 0.1, action: 'login' }
            : { success: false, 'error-codes': ['invalid-input-response'] };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(result));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    requests,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
