import type { FooterPageSeed, PageTextSeed } from './footer-pages.types';

const titleOnly = (title: string): PageTextSeed => ({
  title,
  seo_title: '',
  seo_description: '',
  content: '',
});

/** Footer pages of the demo site. */
export const FOOTER_PAGES: readonly FooterPageSeed[] = [
  {
    name: 'privacy',
    texts: {
      en: {
        title: 'Privacy policy',
        seo_title: 'Privacy policy | Prime',
        seo_description:
          'How Prime Entertainment Ltd. collects, uses and protects your personal data.',
        content:
          '<h2 id="controller">Who we are</h2><p>Prime Entertainment Ltd., Sliema, Malta, is the ' +
          'controller of your personal data.</p><h2 id="rights">Your rights</h2><p>You may ask ' +
          'for a copy of your data, its correction or its erasure at ' +
          '<a href="mailto:support@prime-casino.example">support@prime-casino.example</a>.</p>',
      },
      cs: titleOnly('Zásady ochrany osobních údajů'),
      de: titleOnly('Datenschutzerklärung'),
      sk: titleOnly('Zásady ochrany osobných údajov'),
      hu: titleOnly('Adatvédelmi szabályzat'),
      pl: titleOnly('Polityka prywatności'),
      es: titleOnly('Política de privacidad'),
    },
  },
  {
    name: 'help',
    texts: {
      en: {
        title: 'Help',
        seo_title: '',
        seo_description: 'Answers about accounts, deposits, withdrawals and responsible gaming.',
        content:
          '<section id="account"><h2>Account</h2><p>Register with your e-mail and phone.</p>' +
          '</section><section id="deposits"><h2>Deposits</h2><p>Deposits are credited at once.' +
          '</p></section>',
      },
      cs: titleOnly('Nápověda'),
      de: titleOnly('Hilfe'),
      sk: titleOnly('Pomoc'),
      hu: titleOnly('Súgó'),
      pl: titleOnly('Pomoc'),
      es: titleOnly('Ayuda'),
    },
  },
];
