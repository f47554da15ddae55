import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Harness } from './harness';

/**
 * The network between a sandbox provider and the casino, for outbox tests: a real HTTP server
 * that answers 500 while told to fail (or while no casino is attached), and otherwise hands each
 * delivery, body and signature header unchanged, to the attached casino's webhook route.
 */
export const startWebhookRelay = async (route: {
  /** The casino's webhook path, e.g. /v1/payments/webhooks/sandbox. */
  path: string;
  /** The provider's signature header, passed on as it came. */
  signatureHeader: string;
}) => {
  let target: Harness | undefined;
  let failuresLeft = 0;
  /** When each delivery arrived (ms since the epoch), failed ones included. */
  const deliveries: number[] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push(Date.now());
      if (failuresLeft > 0 || !target) {
        failuresLeft -= 1;
        response.writeHead(500).end();
        return;
      }
      void target.app
        .inject({
          method: 'POST',
          url: route.path,
          headers: {
            'content-type': 'application/json',
            [route.signatureHeader]: String(request.headers[route.signatureHeader]),
          },
          payload: Buffer.concat(chunks).toString('utf8'),
        })
        .then((answer) => response.writeHead(answer.statusCode).end(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    /** The address to give the provider as the casino's webhook URL. */
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${route.path}`,
    deliveries,
    /** The casino that receives what is not failed; none: every delivery fails. */
    attach: (harness: Harness | undefined) => {
      target = harness;
    },
    /** The next `count` deliveries are answered 500; the count of earlier ones is cleared. */
    failNext: (count: number) => {
      failuresLeft = count;
      deliveries.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type WebhookRelay = Awaited<ReturnType<typeof startWebhookRelay>>;
