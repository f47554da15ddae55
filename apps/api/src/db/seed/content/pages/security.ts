import type { FooterPageSeed } from '../footer-pages.types';
import { OPERATOR } from './operator';

const en = `
<p>Protecting your account, your money and your personal data is part of our licence obligations and of the trust you place in us. This page describes the main measures we take and what you can do to keep your account safe.</p>

<section>
<h2>Encrypted connections</h2>
<p>Every page and every request between your device and our servers is encrypted with TLS (Transport Layer Security, version 1.2 or higher). You can check this by the padlock in your browser's address bar. We never ask you to send passwords or card details by e-mail, chat or phone.</p>
</section>

<section>
<h2>Passwords</h2>
<ul>
<li>Your password must have at least 8 characters, with lower-case and upper-case letters, a digit and a special character, and it must not match your nickname or your e-mail address.</li>
<li>We store passwords only as salted hashes made with <strong>argon2id</strong>, an algorithm designed to resist guessing. Nobody at Prime can see your password, and we will never ask you for it.</li>
<li>After five failed login attempts within ten minutes, logins to the account are paused and we may send a password-recovery e-mail to the account holder.</li>
<li>Password-reset links are single-use and expire after one hour.</li>
</ul>
</section>

<section>
<h2>Sessions</h2>
<p>When you log in we create a random session token. Our servers store only a hash of it, so a copy of our database would not let anyone take over a session. A session ends when you log out, and automatically after <strong>30 minutes of inactivity</strong>. Please always log out when you use a shared device.</p>
</section>

<section>
<h2>Your money</h2>
<ul>
<li>Deposits and withdrawals are processed by licensed payment service providers. Card details are entered on the provider's secure pages; we do not store full card numbers.</li>
<li>Withdrawals are paid only to a payment method in your own name, and only after your identity has been verified. See our <a href="/amlcft">AML/CFT policy</a> for why.</li>
<li>Players' funds are protected as required by the ${OPERATOR.regulator}, so that they remain available to be paid out to you.</li>
<li>Every balance change is recorded in a ledger. Balances and amounts are shown with two decimal places in your account currency; your complete history is in <a href="/transactions">Transactions</a>.</li>
</ul>
</section>

<section>
<h2>Our platform</h2>
<ul>
<li>Every request for your personal data is checked against your own session: no player can open another player's transactions, documents or messages.</li>
<li>Rules that protect you, such as limits, self-exclusion, age and verification checks, are enforced on our servers and cannot be bypassed in the browser.</li>
<li>Documents you upload are checked for type and size and stored outside the public website under random names.</li>
<li>Our website sends modern security headers, including a content security policy, and applies rate limits to forms that can be used without logging in.</li>
<li>Games use random number generators tested for fairness, and results cannot be influenced by the player or by us.</li>
<li>Access to personal data inside the company is limited to staff who need it for their work, and is logged.</li>
</ul>
</section>

<section>
<h2>What you can do</h2>
<ul>
<li>Use a password that you do not use anywhere else, and change it in <a href="/passwords">Passwords</a> if you think someone may know it.</li>
<li>Keep your device and browser up to date and use antivirus software.</li>
<li>Be careful of phishing: our e-mails never ask for your password. Check that the address bar shows our site before you log in.</li>
<li>Do not share your account. Accounts are strictly personal, and sharing breaks our <a href="/terms-and-conditions">Terms and conditions</a>.</li>
</ul>
</section>

<section>
<h2>Reporting a problem</h2>
<p>If you notice activity in your account that you do not recognise, or believe you have found a security weakness, contact us straight away at <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> or ${OPERATOR.phone}. We will lock the account if needed and investigate. Please give us reasonable time to fix a reported weakness before disclosing it.</p>
</section>
`;

/** How the site protects accounts, money and data, and what players can do themselves. */
export const SECURITY_PAGE: FooterPageSeed = {
  name: 'security',
  texts: {
    en: {
      title: 'Security',
      seo_title: 'Security | Prime',
      seo_description:
        'How Prime protects your account and money: TLS encryption, argon2id passwords, 30-minute session timeout, verified payouts and tips to stay safe.',
      content: en,
    },
    cs: {
      title: 'Bezpečnost',
      seo_title: 'Bezpečnost | Prime',
      seo_description:
        'Jak Prime chrání váš účet a peníze: šifrování TLS, hesla argon2id, odhlášení po 30 minutách nečinnosti, ověřené výplaty a rady pro bezpečí.',
      content: '',
    },
    de: {
      title: 'Sicherheit',
      seo_title: 'Sicherheit | Prime',
      seo_description:
        'So schützt Prime Ihr Konto und Ihr Geld: TLS-Verschlüsselung, argon2id-Passwörter, Abmeldung nach 30 Minuten Inaktivität und geprüfte Auszahlungen.',
      content: '',
    },
    sk: {
      title: 'Bezpečnosť',
      seo_title: 'Bezpečnosť | Prime',
      seo_description:
        'Ako Prime chráni váš účet a peniaze: šifrovanie TLS, heslá argon2id, odhlásenie po 30 minútach nečinnosti, overené výplaty a rady pre bezpečnosť.',
      content: '',
    },
    hu: {
      title: 'Biztonság',
      seo_title: 'Biztonság | Prime',
      seo_description:
        'Így védi a Prime a fiókját és pénzét: TLS-titkosítás, argon2id jelszavak, kijelentkezés 30 perc inaktivitás után, ellenőrzött kifizetések.',
      content: '',
    },
    pl: {
      title: 'Bezpieczeństwo',
      seo_title: 'Bezpieczeństwo | Prime',
      seo_description:
        'Jak Prime chroni Twoje konto i pieniądze: szyfrowanie TLS, hasła argon2id, wylogowanie po 30 minutach bezczynności i weryfikowane wypłaty.',
      content: '',
    },
    es: {
      title: 'Seguridad',
      seo_title: 'Seguridad | Prime',
      seo_description:
        'Cómo protege Prime tu cuenta y tu dinero: cifrado TLS, contraseñas argon2id, cierre de sesión tras 30 minutos de inactividad y pagos verificados.',
      content: '',
    },
  },
};
