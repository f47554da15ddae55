import type { FastifyPluginAsync } from 'fastify';
import { originsOf, sendPage, servePages } from '../../sandbox-page';
import { renderCheckout, renderFinished, renderNotFound } from './hosted-page';
import { outcomeOfCard, type SandboxProvider } from './sandbox-provider';
import { SANDBOX_WALLET_PIN } from './sandbox-wallet';
import { renderConnect, renderIdentify, renderLinkInvalid, renderReady } from './wallet-page';

const PIN_ERRORS = {
  shape: 'The PIN is 4 to 6 digits.',
  repeat: 'The two PINs are not the same.',
  wrong_pin: 'This PIN is not right.',
  locked: 'Too many wrong PINs: the wallet is locked for 15 minutes.',
} as const;

/**
 * The sandbox provider's hosted payment page, at /sandbox/psp/checkout/{session}: a card form
 * with the test cards. Paying records the result and queues the signed webhook; the browser
 * then returns to the merchant, which credits nothing until that webhook arrives.
 */
export const sandboxRoutes: FastifyPluginAsync<{ sandbox: SandboxProvider }> = async (
  app,
  { sandbox },
) => {
  const { wallet } = sandbox;
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

  /** The wallet's page at /sandbox/psp/wallet/{link}: the form the customer needs now. */
  const walletPage = async (customerRef: string, action: string, now: Date) => {
    const standing = await wallet.standing(customerRef, now);
    if (!standing.registered) return renderConnect(action);
    return standing.identified ? renderReady() : renderIdentify(action);
  };

  app.get<{ Params: { link: string } }>('/wallet/:link', hidden, async (request, reply) => {
    const now = new Date();
    const customerRef = wallet.customerOfLink(request.params.link, now);
    if (!customerRef) return sendPage(reply, 404, renderLinkInvalid());
    return sendPage(reply, 200, await walletPage(customerRef, request.url, now));
  });

  app.post<{ Params: { link: string }; Body: Record<string, string> | undefined }>(
    '/wallet/:link',
    hidden,
    async (request, reply) => {
      const now = new Date();
      const customerRef = wallet.customerOfLink(request.params.link, now);
      if (!customerRef) return sendPage(reply, 404, renderLinkInvalid());
      const pin = String(request.body?.['pin'] ?? '');
      const step = request.body?.['step'] === 'connect' ? 'connect' : 'identify';
      const again = step === 'connect' ? renderConnect : renderIdentify;
      if (!SANDBOX_WALLET_PIN.test(pin))
        return sendPage(reply, 422, again(request.url, PIN_ERRORS.shape));
      if (step === 'connect' && pin !== String(request.body?.['pin_repeat'] ?? ''))
        return sendPage(reply, 422, again(request.url, PIN_ERRORS.repeat));
      const outcome =
        step === 'connect'
          ? await wallet.connect(customerRef, pin, now)
          : await wallet.identify(customerRef, pin, now);
      if (outcome === 'wrong_pin' || outcome === 'locked')
        return sendPage(reply, 422, again(request.url, PIN_ERRORS[outcome]));
      // Connected, identified, or connected meanwhile in another tab: show what is needed now.
      return sendPage(reply, 200, await walletPage(customerRef, request.url, now));
    },
  );
};
