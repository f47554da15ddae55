import { escapeHtml } from '../../sandbox-page';
import { layout } from './hosted-page';

const BRAND = 'NeteraPay sandbox';

const heading = '<div class="brand"><span>NP</span> NeteraPay</div>';

const pinField = (id: string, label: string) =>
  `<label for="${id}">${label}</label>
  <input id="${id}" name="${id}" type="password" inputmode="numeric" autocomplete="off" required minlength="4" maxlength="6" pattern="[0-9]{4,6}">`;

const errorOf = (error: string | undefined) =>
  error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';

/** The wallet's page for a customer without a PIN: choosing one connects the wallet. */
export const renderConnect = (action: string, error?: string): string =>
  layout(
    'Connect NeteraPay',
    `${heading}
<h1>Connect NeteraPay to your casino account</h1>
<p>Choose a PIN of 4 to 6 digits. You will type it to identify yourself before you pay.</p>
<form method="post" action="${escapeHtml(action)}">
  <input type="hidden" name="step" value="connect">
  ${pinField('pin', 'New PIN')}
  ${pinField('pin_repeat', 'Repeat the PIN')}
  ${errorOf(error)}
  <button type="submit">Connect</button>
</form>`,
    BRAND,
  );

/** The wallet's page for a connected customer: the PIN identifies them for a while. */
export const renderIdentify = (action: string, error?: string): string =>
  layout(
    'Identify with NeteraPay',
    `${heading}
<h1>Identify yourself</h1>
<p>Type your NeteraPay PIN to allow payments to the casino.</p>
<form method="post" action="${escapeHtml(action)}">
  <input type="hidden" name="step" value="identify">
  ${pinField('pin', 'PIN')}
  ${errorOf(error)}
  <button type="submit">Identify</button>
</form>`,
    BRAND,
  );

/** The customer is connected and identified: the casino's page goes on by itself. */
export const renderReady = (): string =>
  layout(
    'NeteraPay ready',
    `${heading}
<h1>You are identified</h1>
<p>NeteraPay is connected to your casino account. Return to the casino's tab to deposit; you can close this one.</p>`,
    BRAND,
  );

export const renderLinkInvalid = (): string =>
  layout(
    'Link expired',
    `${heading}<h1>This link is wrong or has expired.</h1><p>Open NeteraPay again from the casino's deposit page.</p>`,
    BRAND,
  );
