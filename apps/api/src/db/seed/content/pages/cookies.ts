import type { FooterPageSeed } from '../footer-pages.types';
import { COOKIES_CS } from './cookies.cs';
import { COOKIES_DE } from './cookies.de';
import { OPERATOR, TERMS_EFFECTIVE } from './operator';

const en = `
<p><em>Effective ${TERMS_EFFECTIVE}.</em></p>
<p>This policy explains how ${OPERATOR.company} uses cookies and similar technologies on this website, and how you can control them. It should be read together with our <a href="/privacy">Privacy policy</a>.</p>

<section>
<h2>What cookies are</h2>
<p>Cookies are small text files that a website stores on your device. The site can read them back on your next visit. Similar technologies such as the browser's local storage and session storage work in the same way, and this policy covers them too. Some cookies are essential for the website to work; others are only set if you agree.</p>
</section>

<section>
<h2>Your choice</h2>
<p>On your first visit a panel asks which categories you accept. You can accept all cookies, save your own selection, or keep only the essential ones. Essential cookies are always on because the site cannot work without them. We store your choice in the <strong>cookieConfirmed</strong> cookie as one of these codes:</p>
<table>
<thead><tr><th>Code</th><th>Meaning</th></tr></thead>
<tbody>
<tr><td>e</td><td>Essential cookies only</td></tr>
<tr><td>ef</td><td>Essential and functional cookies</td></tr>
<tr><td>efs</td><td>Essential, functional and statistics cookies</td></tr>
</tbody>
</table>
<p>Your choice is kept for one year; after that we ask again. To change it earlier, delete the cookies for this site in your browser and reload the page: the panel will appear again.</p>
</section>

<section>
<h2>Categories we use</h2>
<h3>Essential</h3>
<p>Needed for the site to work securely: keeping you logged in, remembering your language, protecting the login form against repeated attempts and recording your cookie choice. The legal basis is our legitimate interest in providing a secure service and, where applicable, our legal obligations. You cannot switch these off on our site.</p>
<h3>Functional</h3>
<p>Make the site more convenient, for example the live support chat. If you do not accept functional cookies, the chat is not loaded and you can reach us by e-mail or phone instead.</p>
<h3>Statistics</h3>
<p>Help us understand how visitors use the site, in aggregated form, so we can improve it. They are set only if you choose the statistics category. We do not currently use an analytics service; if we introduce one, we will list its cookies here before setting them.</p>
<p>We do not use advertising or cross-site tracking cookies.</p>
</section>

<section>
<h2>Cookies and storage on this site</h2>
<table>
<thead><tr><th>Name</th><th>Category</th><th>Purpose</th><th>Lifetime</th></tr></thead>
<tbody>
<tr><td>cookieConfirmed</td><td>Essential</td><td>Records your cookie choice (e, ef or efs)</td><td>1 year</td></tr>
<tr><td>language</td><td>Essential</td><td>Remembers the language you chose</td><td>1 year</td></tr>
<tr><td>Login attempt counters</td><td>Essential</td><td>Limit repeated failed logins to protect your account</td><td>10 minutes; up to 1 hour after a lock</td></tr>
<tr><td>btag</td><td>Essential</td><td>Records the partner that referred you, so that partner can be credited under our <a href="/affiliate-program">affiliate program</a></td><td>30 days</td></tr>
<tr><td>Access token (local storage)</td><td>Essential</td><td>Keeps you logged in; the session ends after 30 minutes of inactivity or when you log out</td><td>Until you log out</td></tr>
<tr><td>Language and balance display (local storage)</td><td>Essential</td><td>Remember your language and whether your balance is shown or hidden</td><td>Until cleared</td></tr>
<tr><td>Translations and return path (session storage)</td><td>Essential</td><td>Speed up page loads and return you to the page you wanted after login</td><td>Until the browser tab is closed</td></tr>
<tr><td>Support chat</td><td>Functional</td><td>Operates the live chat window</td><td>Set by the chat provider, only with functional consent</td></tr>
</tbody>
</table>
</section>

<section>
<h2>Managing cookies in your browser</h2>
<p>Most browsers let you view, block and delete cookies in their settings. Blocking all cookies will stop you from logging in, because the essential cookies are needed for your session. Your browser's help pages explain the options; the site <a href="https://www.aboutcookies.org">aboutcookies.org</a> also has general guidance.</p>
</section>

<section>
<h2>Contact</h2>
<p>Questions about this policy can be sent to <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a>. Further details about how we handle personal data, and your rights, are in our <a href="/privacy">Privacy policy</a>.</p>
</section>
`;

/** Cookie policy: the consent panel's categories, the stored codes and every cookie we set. */
export const COOKIES_PAGE: FooterPageSeed = {
  name: 'cookies',
  texts: {
    en: {
      title: 'Cookie policy',
      seo_title: 'Cookie policy | Prime',
      seo_description:
        'Which cookies Prime uses, essential, functional and statistics, what they do, how long they last and how to change your consent.',
      content: en,
    },
    cs: {
      title: 'Zásady používání cookies',
      seo_title: 'Zásady používání cookies | Prime',
      seo_description:
        'Jaké cookies Prime používá (nezbytné, funkční a statistické), k čemu slouží, jak dlouho platí a jak změnit svůj souhlas.',
      content: COOKIES_CS,
    },
    de: {
      title: 'Cookie-Richtlinie',
      seo_title: 'Cookie-Richtlinie | Prime',
      seo_description:
        'Welche Cookies Prime verwendet (notwendige, funktionale und statistische), wozu sie dienen, wie lange sie gelten und wie Sie Ihre Einwilligung ändern.',
      content: COOKIES_DE,
    },
    sk: {
      title: 'Zásady používania cookies',
      seo_title: 'Zásady používania cookies | Prime',
      seo_description:
        'Aké cookies Prime používa (nevyhnutné, funkčné a štatistické), na čo slúžia, ako dlho platia a ako zmeniť svoj súhlas.',
      content: '',
    },
    hu: {
      title: 'Sütiszabályzat',
      seo_title: 'Sütiszabályzat | Prime',
      seo_description:
        'Milyen sütiket használ a Prime (szükséges, funkcionális és statisztikai), mire szolgálnak, meddig érvényesek, és hogyan módosíthatja a hozzájárulását.',
      content: '',
    },
    pl: {
      title: 'Polityka plików cookie',
      seo_title: 'Polityka plików cookie | Prime',
      seo_description:
        'Jakich plików cookie używa Prime (niezbędnych, funkcjonalnych i statystycznych), do czego służą, jak długo działają i jak zmienić zgodę.',
      content: '',
    },
    es: {
      title: 'Política de cookies',
      seo_title: 'Política de cookies | Prime',
      seo_description:
        'Qué cookies usa Prime (esenciales, funcionales y estadísticas), para qué sirven, cuánto duran y cómo cambiar tu consentimiento.',
      content: '',
    },
  },
};
