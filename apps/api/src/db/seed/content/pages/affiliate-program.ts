import type { FooterPageSeed } from '../footer-pages.types';
import { OPERATOR } from './operator';

const en = `
<p>The Prime affiliate program is for website owners, streamers and marketing partners who want to introduce new adult players to Prime and earn a commission for it. Partners must share our commitment to fair and responsible marketing.</p>

<section>
<h2>How it works</h2>
<ol>
<li><strong>Apply.</strong> Send your application to <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> with the subject "Affiliate program", naming your company or yourself, your websites or channels, your target markets and how you promote.</li>
<li><strong>Review.</strong> We check every applicant, including identity and beneficial ownership, as Maltese anti-money laundering rules require. We answer every application.</li>
<li><strong>Agreement.</strong> Approved partners sign an affiliate agreement that sets out the commission and the marketing rules.</li>
<li><strong>Promote.</strong> You receive a personal referral code and tracking links, which add <em>?btag=</em> and your code to the address of any page of our site, plus approved banners and texts.</li>
<li><strong>Earn.</strong> You earn commission on the players you refer, paid monthly with a statement.</li>
</ol>
</section>

<section>
<h2>Tracking</h2>
<p>When a visitor arrives through your link, the referral code is stored in the <strong>btag</strong> cookie for 30 days (see our <a href="/cookies">Cookie policy</a>). If the visitor registers within that time, the new account is linked to you. A player can be linked to one partner only, and links cannot be changed after registration.</p>
</section>

<section>
<h2>Commission</h2>
<p>Commission is a revenue share calculated on the gross gaming revenue (stakes minus winnings) of the players you refer, with the rate and any deductions agreed in your affiliate agreement. Players who are found to be under age, fraudulent, duplicate or self-excluded do not earn commission, and their revenue is excluded from the calculation.</p>
</section>

<section>
<h2>Marketing rules</h2>
<p>All marketing for Prime must comply with the Gaming Commercial Communications Regulations issued under the Gaming Act (Cap. 583) and with the law of each country where it is seen. In particular, partners must:</p>
<ul>
<li>never target or appeal to persons under ${OPERATOR.minimumAge}, and never use content, characters or channels attractive to minors;</li>
<li>show the 18+ mark and a responsible gaming message with a link to <a href="/responsible-gaming">Responsible gaming</a> on every promotion;</li>
<li>never suggest that gambling is a way to solve financial problems, to achieve success or social acceptance, or that skill can overcome the odds;</li>
<li>state the significant terms of any bonus they promote, such as wagering requirements and expiry, and never describe a bonus as free if conditions apply;</li>
<li>never send unsolicited e-mails or messages (spam), and use personal data only with valid consent under the GDPR;</li>
<li>not promote Prime in countries where we do not accept players, and not bid on our brand name in paid search without written permission;</li>
<li>never target people who have excluded themselves from gambling.</li>
</ul>
<p>We review partner promotions and may require changes, withhold commission or end the agreement if these rules are broken.</p>
</section>

<section>
<h2>Questions</h2>
<p>Write to <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a>. The program is run by ${OPERATOR.company}, ${OPERATOR.address}.</p>
</section>
`;

/** How partners join, how referrals are tracked and paid, and the marketing rules they accept. */
export const AFFILIATE_PROGRAM_PAGE: FooterPageSeed = {
  name: 'affiliate-program',
  texts: {
    en: {
      title: 'Affiliate program',
      seo_title: 'Affiliate program | Prime',
      seo_description:
        'Join the Prime affiliate program: how to apply, how referrals are tracked, how commission is paid and the responsible marketing rules partners follow.',
      content: en,
    },
    cs: {
      title: 'Partnerský program',
      seo_title: 'Partnerský program | Prime',
      seo_description:
        'Připojte se k partnerskému programu Prime: jak se přihlásit, jak sledujeme doporučení, jak vyplácíme provize a pravidla zodpovědného marketingu.',
      content: '',
    },
    de: {
      title: 'Partnerprogramm',
      seo_title: 'Partnerprogramm | Prime',
      seo_description:
        'Werden Sie Prime-Partner: Bewerbung, Tracking von Empfehlungen, Auszahlung der Provision und die Regeln für verantwortungsvolles Marketing.',
      content: '',
    },
    sk: {
      title: 'Partnerský program',
      seo_title: 'Partnerský program | Prime',
      seo_description:
        'Pridajte sa k partnerskému programu Prime: ako sa prihlásiť, ako sledujeme odporúčania, ako vyplácame provízie a pravidlá zodpovedného marketingu.',
      content: '',
    },
    hu: {
      title: 'Partnerprogram',
      seo_title: 'Partnerprogram | Prime',
      seo_description:
        'Csatlakozzon a Prime partnerprogramjához: jelentkezés, az ajánlások követése, a jutalék kifizetése és a felelős marketing szabályai.',
      content: '',
    },
    pl: {
      title: 'Program partnerski',
      seo_title: 'Program partnerski | Prime',
      seo_description:
        'Dołącz do programu partnerskiego Prime: jak się zgłosić, jak śledzimy polecenia, jak wypłacamy prowizję i zasady odpowiedzialnego marketingu.',
      content: '',
    },
    es: {
      title: 'Programa de afiliados',
      seo_title: 'Programa de afiliados | Prime',
      seo_description:
        'Únete al programa de afiliados de Prime: cómo solicitarlo, cómo se registran los referidos, cómo se paga la comisión y las reglas de marketing responsable.',
      content: '',
    },
  },
};
