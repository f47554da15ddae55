import type { FooterPageSeed } from '../footer-pages.types';
import { OPERATOR } from './operator';

/** The section ids are opened by the URL hash (`/help#withdrawals`), so they must not change. */
const en = `
<p>Find answers to the most common questions below. If you cannot find what you need, <a href="/contact">contact our support team</a> at <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a>.</p>

<section id="account">
<h2>Account</h2>
<h3>Who can open an account?</h3>
<p>Anyone aged ${OPERATOR.minimumAge} or over who lives in a country where we accept players. Each person may have only one account, and the details you give must be true and your own.</p>
<h3>How do I register?</h3>
<p>Choose Register, pick your country, currency, nickname and password, confirm the code we send to your e-mail or phone, then enter your personal details. The account currency cannot be changed later.</p>
<h3>I forgot my password. What do I do?</h3>
<p>Choose "Forgot password" on the login page and enter your e-mail address. We send a reset link that works once and expires after one hour. If you do not receive it, check your spam folder.</p>
<h3>Why is my login blocked?</h3>
<p>After five failed attempts within ten minutes we pause logins to protect your account. Wait ten minutes or reset your password. If your account is suspended or excluded, the message says until when.</p>
<h3>How do I change my details?</h3>
<p>You can change your e-mail address until it is verified, your mobile number until it is verified, and your reality-check interval in <a href="/informations">My profile</a>. To correct your name, date of birth or address, contact support; we may ask for a document.</p>
<h3>How do I close my account?</h3>
<p>Contact support and ask for your account to be closed. If you are worried about your gambling, use <a href="/limits">self-exclusion</a> instead, so the account cannot be reopened early.</p>
</section>

<section id="deposits">
<h2>Deposits</h2>
<h3>Which payment methods can I use?</h3>
<p>Depending on your country: Visa, Mastercard, Skrill, Neteller, Paysafecard and bank transfer. The cashier in <a href="/deposit">Deposit</a> shows the methods available to you with their minimum and maximum amounts.</p>
<h3>Are there fees?</h3>
<p>We do not charge fees for deposits. Your bank or payment provider may charge its own fees or apply currency conversion.</p>
<h3>How long does a deposit take?</h3>
<p>Card and e-wallet deposits are usually credited at once. Bank transfers are credited when the money arrives, normally within 1 to 3 working days; always use the payment reference shown.</p>
<h3>Why was my deposit refused?</h3>
<p>The cashier message gives the reason: for example a deposit limit reached, terms not yet accepted, an exclusion or suspension, pending verification, or a refusal by your bank.</p>
<h3>Can I use someone else's card or account?</h3>
<p>No. Every payment method must be in your own name. Payments from third parties are returned.</p>
</section>

<section id="withdrawals">
<h2>Withdrawals</h2>
<h3>How do I withdraw?</h3>
<p>Go to <a href="/withdraw">Withdraw</a>, choose a method and enter the amount. Only your withdrawable balance can be withdrawn; bonus money becomes withdrawable once its conditions are met.</p>
<h3>Why do I need to be verified first?</h3>
<p>Anti-money laundering law requires us to confirm your identity before we pay out. Upload your documents in <a href="/documents">Documents</a> early to avoid delays. We may also ask you to complete the <a href="/sowq">source of wealth questionnaire</a>.</p>
<h3>How long does a withdrawal take?</h3>
<p>We normally review withdrawals within 24 hours on working days. After approval, e-wallets are usually paid within hours, cards and bank transfers within 1 to 5 working days.</p>
<h3>Can I cancel a withdrawal?</h3>
<p>You can have one pending withdrawal at a time, and you can cancel it while it is pending. For your protection, a new withdrawal request can be made only ten minutes after the previous one.</p>
<h3>Where will my money be paid?</h3>
<p>To a method in your own name, normally the one you deposited with, or otherwise by bank transfer to an account in your name.</p>
</section>

<section id="bonuses">
<h2>Bonuses</h2>
<h3>How do bonuses work?</h3>
<p>A bonus is credited to your bonus balance and must be wagered a set number of times (the wagering requirement) before it and its winnings become withdrawable. The terms of each offer show the wagering, the maximum bet, the games that count and the expiry date.</p>
<h3>How do I claim a bonus or use a bonus code?</h3>
<p>Available offers are shown in <a href="/myBonus">My bonus</a> and when you deposit. Enter a bonus code at registration or in the cashier; we confirm whether it is valid before you continue.</p>
<h3>Can I cancel a bonus?</h3>
<p>Yes, in <a href="/myBonus">My bonus</a>. Cancelling removes the bonus money and any winnings from it; your own deposited money is not affected.</p>
</section>

<section id="games">
<h2>Games</h2>
<h3>Can I try games for free?</h3>
<p>Yes. When you are not logged in, games open in demo mode with play money. Demo results have no cash value.</p>
<h3>Are the games fair?</h3>
<p>Results are decided by random number generators that are tested for fairness. Each game's rules and return to player (RTP) are shown in its information.</p>
<h3>What happens if a game is interrupted?</h3>
<p>If your connection drops, the round is completed on our servers and the result is recorded in your history; open the game again to see it. If a game malfunctions, the affected bets are void and refunded, as described in our <a href="/terms-and-conditions">Terms and conditions</a>.</p>
<h3>Why can I not play for real money?</h3>
<p>You need to be logged in, have accepted the current terms, have no active exclusion or suspension and have enough balance. Some players must finish verification first; the message on screen says what is missing.</p>
</section>

<section id="limits">
<h2>Limits and self-exclusion</h2>
<h3>Which limits can I set?</h3>
<p>A daily deposit limit, a daily bet limit and a daily loss limit, in <a href="/limits">Limits</a>. We recommend setting them before you start playing.</p>
<h3>When does a change take effect?</h3>
<p>A lower limit applies immediately. A higher limit, or removing a limit, applies after 24 hours. Only one change per limit is possible in 24 hours, and a pending request can be cancelled.</p>
<h3>What is a reality check?</h3>
<p>A reminder during play of how long you have been playing, every 15, 30, 45 or 60 minutes as you choose in <a href="/informations">My profile</a>.</p>
<h3>How do I take a break or exclude myself?</h3>
<p>In <a href="/limits">Limits</a> you can exclude yourself for 1 to 7 days (a time-out), for 14 days up to 360 days, or permanently. While excluded you cannot play or deposit. Read more on our <a href="/responsible-gaming">Responsible gaming</a> page.</p>
</section>

<section id="verification">
<h2>Verification</h2>
<h3>Which documents do you need?</h3>
<p>A valid passport, identity card or driving licence, a proof of address not older than three months, and in some cases proof of your payment method. Upload them in <a href="/documents">Documents</a>.</p>
<h3>What is the online verification?</h3>
<p>In <a href="/kyc">Verification</a> you can confirm your identity with our verification partner, using your document and, for some countries, a selfie.</p>
<h3>How long does it take?</h3>
<p>Usually within 24 hours of receiving clear documents. Make sure all four corners are visible, the text is readable and the document is valid.</p>
<h3>Why do you ask for more information?</h3>
<p>The law requires us to know where the money our players use comes from. See our <a href="/amlcft">AML/CFT policy</a>.</p>
</section>

<section id="technical">
<h2>Technical</h2>
<h3>Which devices and browsers are supported?</h3>
<p>Current versions of Chrome, Firefox, Safari and Edge on computers, tablets and phones. No download is needed.</p>
<h3>Why was I logged out?</h3>
<p>For your security, sessions end after 30 minutes without activity. Simply log in again.</p>
<h3>A game or page does not load. What can I do?</h3>
<p>Reload the page, clear your browser cache and check your connection. If the problem continues, tell support your device, browser and the time it happened.</p>
<h3>Which time zone do you use?</h3>
<p>All times shown on the site, including in your transaction history, are in UTC.</p>
</section>
`;

/** Help centre in eight hash-addressable sections of questions and answers. */
export const HELP_PAGE: FooterPageSeed = {
  name: 'help',
  texts: {
    en: {
      title: 'Help',
      seo_title: 'Help centre | Prime',
      seo_description:
        'Answers about your Prime account, deposits, withdrawals, bonuses, games, limits, verification and technical questions.',
      content: en,
    },
    cs: {
      title: 'Nápověda',
      seo_title: 'Centrum nápovědy | Prime',
      seo_description:
        'Odpovědi na otázky o účtu Prime, vkladech, výběrech, bonusech, hrách, limitech, ověření a technických potížích.',
      content: '',
    },
    de: {
      title: 'Hilfe',
      seo_title: 'Hilfe-Center | Prime',
      seo_description:
        'Antworten zu Ihrem Prime-Konto, Einzahlungen, Auszahlungen, Boni, Spielen, Limits, Verifizierung und technischen Fragen.',
      content: '',
    },
    sk: {
      title: 'Pomoc',
      seo_title: 'Centrum pomoci | Prime',
      seo_description:
        'Odpovede na otázky o účte Prime, vkladoch, výberoch, bonusoch, hrách, limitoch, overení a technických problémoch.',
      content: '',
    },
    hu: {
      title: 'Súgó',
      seo_title: 'Súgóközpont | Prime',
      seo_description:
        'Válaszok a Prime-fiókkal, befizetésekkel, kifizetésekkel, bónuszokkal, játékokkal, limitekkel, ellenőrzéssel és technikai kérdésekkel kapcsolatban.',
      content: '',
    },
    pl: {
      title: 'Pomoc',
      seo_title: 'Centrum pomocy | Prime',
      seo_description:
        'Odpowiedzi na pytania o konto Prime, wpłaty, wypłaty, bonusy, gry, limity, weryfikację i kwestie techniczne.',
      content: '',
    },
    es: {
      title: 'Ayuda',
      seo_title: 'Centro de ayuda | Prime',
      seo_description:
        'Respuestas sobre tu cuenta Prime, depósitos, retiradas, bonos, juegos, límites, verificación y cuestiones técnicas.',
      content: '',
    },
  },
};
