import type { FastifyPluginAsync } from 'fastify';
import { originsOf, sendPage, servePages } from '../../sandbox-page';
import { renderCheckout, renderFinished, renderNotFound } from './hosted-page';
import { outcomeOfCard, type SandboxProvider } from './sandbox-provider';

/**
 * The sandbox provider's hosted payment page, at /sandbox/psp/checkout/{session}: a card form
 * with the test cards. Paying records the result and queues the signed webhook; the browser
 * then returns to the merchant, which credits nothing until that webhook arrives.
 */
export const sandboxRoutes: FastifyPluginAsync<{ sandbox: SandboxProvider }> = async (
  app,
  { sandbox },
) => {
  const hidden = servePages(app);

  app.get<{ Params: { session: string } }>('/checkout/:session', hidden, async (request, reply) => {
    const session = await sandbox.findCheckout(request.params.session);
    if (!session) return sendPage(reply, 404, renderNotFound());
    if (session.status !== 'open') return sendPage(reply, 200, renderFinished(session));
    return sendPage(
      reply,
      200,
      renderCheckout(session),
      originsOf(session.returnUrl, session.cancelUrl),
    );
  });

  app.post<{ Params: { session: string }; Body: Record<string, string> | undefined }>(
    '/checkout/:session',
    hidden,
    async (request, reply) => {
      const session = await sandbox.findCheckout(request.params.session);
      if (!session) return sendPage(reply, 404, renderNotFound());
      if (session.status !== 'open') return sendPage(reply, 409, renderFinished(session));
      const outcome = outcomeOfCard(String(request.body?.['card'] ?? ''));
      if (outcome === 'unknown_card')
        return sendPage(
          reply,
          422,
          renderCheckout(session, 'This card is not accepted in test mode: use a test card below.'),
          originsOf(session.returnUrl, session.cancelUrl),
        );
      await sandbox.pay(session, outcome);
      return reply.redirect(session.returnUrl ?? '/', 303);
    },
  );

  app.get<{ Params: { session: string } }>(
    '/checkout/:session/cancel',
    hidden,
    async (request, reply) => {
      const session = await sandbox.findCheckout(request.params.session);
      if (!session) return sendPage(reply, 404, renderNotFound());
      await sandbox.cancel(session);
      return reply.redirect(session.cancelUrl ?? session.returnUrl ?? '/', 303);
    },
  );
};
