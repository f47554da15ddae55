import type { FooterPageSeed } from '../footer-pages.types';
import { OPERATOR } from './operator';

const en = `
<p>Prime is an online casino operated by ${OPERATOR.company} from Sliema, Malta. We hold a gaming licence from the ${OPERATOR.regulator} (${OPERATOR.licence}), issued on ${OPERATOR.licenceIssued}.</p>

<section>
<h2>What we offer</h2>
<p>Our lobbies bring together slots, table games, live casino with real dealers, crash games and more, including the Prime section with our selected titles. Every game can be tried for free in demo mode before you play for real money, and you can play on a computer, tablet or phone without downloading anything. Promotions are published with their full terms, so you can see what is required before you take part.</p>
</section>

<section>
<h2>What we stand for</h2>
<h3>Fair play</h3>
<p>Game results are decided by random number generators that are tested for fairness, and each game's return to player is published in its information. We do not influence results.</p>
<h3>Clear rules</h3>
<p>Our <a href="/terms-and-conditions">Terms and conditions</a> are written in plain language. Bonus conditions such as wagering requirements, maximum bets and expiry dates are shown before you accept a bonus.</p>
<h3>Safe payments</h3>
<p>We work with established payment providers such as Visa, Mastercard, Skrill, Neteller, Paysafecard and bank transfer. Withdrawals go back to a payment method in your own name once your account is verified.</p>
<h3>Responsible gaming</h3>
<p>Casino games are entertainment. We provide deposit, bet and loss limits, reality checks, time-outs and self-exclusion, and we act when we see signs of harmful play. Read more on our <a href="/responsible-gaming">Responsible gaming</a> page.</p>
<h3>Security and privacy</h3>
<p>Connections are encrypted, passwords are stored with argon2id, and personal data is handled under the GDPR and Malta's Data Protection Act. See <a href="/security">Security</a> and our <a href="/privacy">Privacy policy</a>.</p>
</section>

<section>
<h2>Who can play</h2>
<p>Prime is open only to adults aged ${OPERATOR.minimumAge} or over who live in a country where we are allowed to offer our services. Each person may hold one account, and we verify the identity of every player as Maltese anti-money laundering law requires.</p>
</section>

<section>
<h2>Get in touch</h2>
<p>Questions, suggestions or feedback are welcome at <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> or ${OPERATOR.phone}. You will find all our contact options on the <a href="/contact">Contact</a> page and our company details in the <a href="/imprint">Imprint</a>.</p>
</section>
`;

/** The generic static page: who runs Prime and what players can expect. */
export const ABOUT_US_PAGE: FooterPageSeed = {
  name: 'about-us',
  texts: {
    en: {
      title: 'About us',
      seo_title: 'About us | Prime',
      seo_description:
        'Prime is an online casino licensed by the Malta Gaming Authority. Learn who we are, what we offer and how we keep play fair, safe and responsible.',
      content: en,
    },
    cs: {
      title: 'O nás',
      seo_title: 'O nás | Prime',
      seo_description:
        'Prime je online kasino s licencí Malta Gaming Authority. Zjistěte, kdo jsme, co nabízíme a jak dbáme na férovou, bezpečnou a zodpovědnou hru.',
      content: '',
    },
    de: {
      title: 'Über uns',
      seo_title: 'Über uns | Prime',
      seo_description:
        'Prime ist ein von der Malta Gaming Authority lizenziertes Online-Casino. Wer wir sind, was wir bieten und wie wir faires, sicheres Spiel gewährleisten.',
      content: '',
    },
    sk: {
      title: 'O nás',
      seo_title: 'O nás | Prime',
      seo_description:
        'Prime je online kasíno s licenciou Malta Gaming Authority. Zistite, kto sme, čo ponúkame a ako dbáme na férovú, bezpečnú a zodpovednú hru.',
      content: '',
    },
    hu: {
      title: 'Rólunk',
      seo_title: 'Rólunk | Prime',
      seo_description:
        'A Prime a Malta Gaming Authority által engedélyezett online kaszinó. Ismerje meg, kik vagyunk, mit kínálunk, és hogyan biztosítjuk a tisztességes játékot.',
      content: '',
    },
    pl: {
      title: 'O nas',
      seo_title: 'O nas | Prime',
      seo_description:
        'Prime to kasyno online z licencją Malta Gaming Authority. Poznaj nas, naszą ofertę i sposób, w jaki dbamy o uczciwą, bezpieczną i odpowiedzialną grę.',
      content: '',
    },
    es: {
      title: 'Sobre nosotros',
      seo_title: 'Sobre nosotros | Prime',
      seo_description:
        'Prime es un casino online con licencia de la Malta Gaming Authority. Descubre quiénes somos, qué ofrecemos y cómo garantizamos un juego justo y seguro.',
      content: '',
    },
  },
};
