import { toMajor } from '@prime/contract';
import type { SandboxSession } from './sandbox.repository';
import { SANDBOX_CARDS } from './sandbox-provider';
import { escapeHtml } from '../../sandbox-page';

const STYLES = `
body { margin: 0; font: 15px/1.5 "Segoe UI", system-ui, sans-serif; background: #eef1f6; color: #1d2333; }
.banner { background: repeating-linear-gradient(45deg, #ffb020, #ffb020 14px, #ffc44d 14px, #ffc44d 28px);
  color: #2b1d00; text-align: center; font-weight: 800; letter-spacing: .08em; padding: .5rem; }
main { max-width: 26rem; margin: 2.5rem auto; background: #fff; border-radius: 14px; padding: 1.75rem;
  box-shadow: 0 8px 30px rgba(20, 30, 60, .12); }
.brand { display: flex; align-items: center; gap: .5rem; font-weight: 700; color: #3a4a9f; }
.brand span { background: #3a4a9f; color: #fff; border-radius: 6px; padding: .1rem .45rem; }
.amount { font-size: 2rem; font-weight: 700; margin: 1rem 0 .25rem; }
label { display: block; margin: .9rem 0 .3rem; font-weight: 600; font-size: .9rem; }
input { width: 100%; box-sizing: border-box; padding: .65rem .75rem; border: 1px solid #c5cbd8; border-radius: 8px; font: inherit; }
.row { display: flex; gap: .75rem; } .row > div { flex: 1; }
button { margin-top: 1.25rem; width: 100%; padding: .8rem; border: 0; border-radius: 8px; background: #3a4a9f;
  color: #fff; font: inherit; font-weight: 700; cursor: pointer; }
.error { background: #fde8e8; color: #8a1c1c; border-radius: 8px; padding: .6rem .8rem; margin-top: 1rem; }
.cards { font-size: .85rem; color: #4a5366; margin-top: 1.25rem; } .cards code { font-weight: 700; }
.cancel { display: block; text-align: center; margin-top: 1rem; color: #4a5366; }`;

/** A page of the sandbox provider, under the test-mode banner of its brand. */
export const layout = (title: string, body: string, brand = 'Sandbox Pay') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(brand)} (TEST MODE)</title>
<style>${STYLES}</style></head>
<body><div class="banner" role="note">TEST MODE · ${escapeHtml(brand)} · no real money moves</div>
<main>${body}</main></body></html>`;

const groups = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The hosted payment page of an open checkout session, with an error after a wrong card. */
export const renderCheckout = (session: SandboxSession, error?: string): string =>
  layout(
    'Pay',
    `<div class="brand"><span>SP</span> Sandbox Pay</div>
<h1 class="amount">${toMajor(session.amount).toFixed(2)} ${escapeHtml(session.currency)}</h1>
<p>Payment reference ${escapeHtml(session.reference)}</p>
<form method="post" action="/sandbox/psp/checkout/${escapeHtml(session.id)}">
  <label for="card">Card number</label>
  <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required maxlength="23" placeholder="4242 4242 4242 4242">
  <div class="row">
    <div><label for="expiry">Expiry</label><input id="expiry" name="expiry" placeholder="12/34" maxlength="7" required></div>
    <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" placeholder="123" maxlength="4" required></div>
  </div>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <button type="submit">Pay ${toMajor(session.amount).toFixed(2)} ${escapeHtml(session.currency)}</button>
</form>
<div class="cards"><p>Test cards (any expiry in the future, any CVC):</p><ul>
  <li><code>${groups(SANDBOX_CARDS.approves)}</code> approves</li>
  <li><code>${groups(SANDBOX_CARDS.declines)}</code> declines</li>
  <li><code>${groups(SANDBOX_CARDS.approvesAfterDelay)}</code> approves after a delay</li></ul></div>
<a class="cancel" href="/sandbox/psp/checkout/${escapeHtml(session.id)}/cancel">Cancel and return to the merchant</a>`,
  );

const FINISHED_TEXTS: Record<string, string> = {
  succeeded: 'This payment is complete.',
  failed: 'This payment was declined.',
  cancelled: 'This payment was cancelled.',
  expired: 'This payment link has expired.',
  processing: 'This payment is being processed.',
};

/** A session that is no longer open: where it went, and the way back. */
export const renderFinished = (session: SandboxSession): string =>
  layout(
    'Payment closed',
    `<div class="brand"><span>SP</span> Sandbox Pay</div>
<h1>${escapeHtml(FINISHED_TEXTS[session.status] ?? 'This payment is closed.')}</h1>
${session.returnUrl ? `<p><a href="${escapeHtml(session.returnUrl)}">Return to the merchant</a></p>` : ''}`,
  );

export const renderNotFound = (): string =>
  layout('Not found', '<h1>No such payment.</h1><p>The link is wrong or has expired.</p>');
