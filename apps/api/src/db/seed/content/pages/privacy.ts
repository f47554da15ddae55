import type { FooterPageSeed } from '../footer-pages.types';
import { OPERATOR, TERMS_EFFECTIVE } from './operator';

const en = `
<p><em>Effective ${TERMS_EFFECTIVE}.</em></p>
<p>This policy explains how ${OPERATOR.company} collects and uses your personal data when you visit our website, open an account and play, and what rights you have. We process personal data in accordance with the General Data Protection Regulation (EU) 2016/679 (GDPR) and the Data Protection Act (Cap. 586 of the Laws of Malta).</p>

<section>
<h2>1. Who is responsible for your data</h2>
<p>The controller of your personal data is ${OPERATOR.company}, company registration number ${OPERATOR.registerNumber}, ${OPERATOR.address}. We have appointed a Data Protection Officer (DPO), whom you can reach at <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> with the subject "Data protection", or by post at our registered office, marked "For the attention of the Data Protection Officer".</p>
</section>

<section>
<h2>2. The data we collect</h2>
<h3>Data you give us</h3>
<ul>
<li><strong>Registration data:</strong> nickname, e-mail address, mobile number, password (stored only as a hash), country, account currency, first and last name, gender, date of birth, address, nationality and country of birth.</li>
<li><strong>Declarations:</strong> whether you are a politically exposed person (PEP) or the ultimate beneficial owner (UBO) of the funds you use, and your consent choices for marketing and terms.</li>
<li><strong>Verification data:</strong> copies of identity documents, proof of address, proof of payment methods, selfies taken during online verification, and answers to the source of wealth questionnaire with any supporting documents.</li>
<li><strong>Communications:</strong> messages, e-mails, chat transcripts and call notes when you contact us, including complaints.</li>
<li><strong>Settings:</strong> your limits, self-exclusions, reality-check interval and language.</li>
</ul>
<h3>Data we collect when you use our services</h3>
<ul>
<li><strong>Transactions:</strong> deposits, withdrawals, payment method details (masked card numbers, e-wallet identifiers, IBAN) and their status.</li>
<li><strong>Gameplay:</strong> games played, bets, wins, bonuses and session times.</li>
<li><strong>Technical data:</strong> IP address, approximate location derived from it, device and browser type, login times and failed login attempts.</li>
<li><strong>Cookies and similar technologies:</strong> as described in our <a href="/cookies">Cookie policy</a>.</li>
</ul>
<h3>Data from third parties</h3>
<ul>
<li>identity and document verification results from our verification provider;</li>
<li>results of checks against sanctions lists, PEP lists and adverse media;</li>
<li>payment confirmations from payment service providers and banks;</li>
<li>the referral code of an affiliate partner who introduced you to us;</li>
<li>information from gambling self-exclusion registers and fraud prevention sources, where we are required or permitted to consult them.</li>
</ul>
</section>

<section>
<h2>3. Why we use your data and on what legal basis</h2>
<table>
<thead><tr><th>Purpose</th><th>Legal basis (GDPR Article 6)</th></tr></thead>
<tbody>
<tr><td>Opening and running your account, processing bets, deposits and withdrawals, paying winnings</td><td>Performance of our contract with you</td></tr>
<tr><td>Verifying your age and identity; anti-money laundering and counter-terrorist financing checks; sanctions screening; reporting to the FIAU</td><td>Legal obligation (Prevention of Money Laundering Act and PMLFTR)</td></tr>
<tr><td>Player protection: limits, reality checks, self-exclusion, identifying signs of harmful play and contacting you about them</td><td>Legal obligation (Gaming Act and Player Protection Directive); where health-related information is involved, substantial public interest</td></tr>
<tr><td>Keeping records and reporting to the ${OPERATOR.regulator} and tax authorities</td><td>Legal obligation</td></tr>
<tr><td>Preventing fraud, duplicate accounts, bonus abuse and cheating; securing our systems</td><td>Legitimate interests in protecting our business and our players; legal obligation</td></tr>
<tr><td>Handling your questions and complaints</td><td>Contract; legal obligation</td></tr>
<tr><td>Sending you news and promotional offers by e-mail or SMS</td><td>Your consent, which you can withdraw at any time</td></tr>
<tr><td>Crediting affiliate partners for referrals</td><td>Legitimate interests</td></tr>
<tr><td>Improving our website and services using aggregated statistics</td><td>Your consent (statistics cookies) or legitimate interests for aggregated data</td></tr>
<tr><td>Establishing, exercising or defending legal claims</td><td>Legitimate interests</td></tr>
</tbody>
</table>
<p>If you do not provide the data we need to meet legal obligations, such as identification documents, we cannot open or keep your account or pay out withdrawals.</p>
<h3>Special categories of data</h3>
<p>Selfies used in online verification may be compared with your identity document by automated facial comparison; this is biometric data, processed only to verify your identity, with your explicit consent or as permitted under the anti-money laundering rules. Information about political exposure, and notes about a possible gambling problem, are treated with particular care and seen only by staff who need them.</p>
</section>

<section>
<h2>4. Automated decisions and profiling</h2>
<p>We use automated rules to assess anti-money laundering risk, to detect fraud and to recognise patterns that may indicate harmful gambling. These rules may lead to extra verification, limits or the suspension of play. Decisions that significantly affect you, such as closing your account, are reviewed by a member of staff. You may ask for human review of any automated decision, express your view and contest it.</p>
<p>With your consent we may also use your playing history to choose which promotions to show you. We never send promotions to players who have excluded themselves.</p>
</section>

<section>
<h2>5. Who we share data with</h2>
<p>We share personal data only where necessary, and only with:</p>
<ul>
<li><strong>Regulators and authorities:</strong> the ${OPERATOR.regulator}, the Financial Intelligence Analysis Unit, the tax authorities, the police and courts, when the law requires it;</li>
<li><strong>Payment service providers and banks</strong> that process your deposits and withdrawals;</li>
<li><strong>Identity verification and screening providers</strong> that check your documents and screen against sanctions and PEP lists;</li>
<li><strong>Game providers</strong> that run the games you play, limited to a player identifier, currency, language and gameplay data;</li>
<li><strong>Service providers</strong> that host our systems and send our e-mails and SMS messages, and the provider of our support chat if you use it;</li>
<li><strong>Auditors and professional advisers</strong> bound by confidentiality;</li>
<li><strong>Affiliate partners</strong>, who receive only aggregated or pseudonymised statistics needed to calculate their commission, never your contact details;</li>
<li>a buyer or successor of our business, under the same protections.</li>
</ul>
<p>Our service providers act on our instructions under written data processing agreements. We do not sell your personal data.</p>
</section>

<section>
<h2>6. Transfers outside the EEA</h2>
<p>We store your data within the European Economic Area. If a provider processes data outside the EEA, we ensure an adequate level of protection, through an adequacy decision of the European Commission or the Commission's standard contractual clauses together with any additional safeguards needed. You can ask us for a copy of the safeguards used.</p>
</section>

<section>
<h2>7. How long we keep your data</h2>
<table>
<thead><tr><th>Data</th><th>Retention</th></tr></thead>
<tbody>
<tr><td>Identification and verification records, transaction records and related correspondence</td><td>5 years after the end of our business relationship, as the PMLFTR require; longer where the FIAU or another authority instructs us</td></tr>
<tr><td>Gameplay and account records</td><td>For the periods required by the ${OPERATOR.regulator}, and at least 5 years after account closure</td></tr>
<tr><td>Self-exclusion records</td><td>For the duration of the exclusion and afterwards as long as needed to honour it and prevent re-registration</td></tr>
<tr><td>Marketing consents and preferences</td><td>Until you withdraw consent, then a record of the withdrawal</td></tr>
<tr><td>Support messages and complaints</td><td>5 years after they are resolved</td></tr>
<tr><td>Cookies</td><td>As stated in the <a href="/cookies">Cookie policy</a>; your consent choice is kept for one year</td></tr>
</tbody>
</table>
<p>When a retention period ends, we delete or anonymise the data.</p>
</section>

<section>
<h2>8. How we protect your data</h2>
<p>All connections to our website are encrypted with TLS. Passwords are stored only as argon2id hashes, session tokens only as hashes, and sessions end after 30 minutes of inactivity. Uploaded documents are stored outside the public website. Access to personal data is limited to staff who need it, is logged and is reviewed. More details are on our <a href="/security">Security</a> page. If a personal data breach is likely to result in a high risk to you, we will tell you without undue delay.</p>
</section>

<section>
<h2>9. Your rights</h2>
<p>Under the GDPR you have the right to:</p>
<ul>
<li><strong>access</strong> your personal data and receive a copy;</li>
<li><strong>rectification</strong> of data that is inaccurate or incomplete;</li>
<li><strong>erasure</strong> of your data, unless we must keep it by law, for example under anti-money laundering or gaming rules;</li>
<li><strong>restriction</strong> of processing in certain cases, for example while we check the accuracy of data;</li>
<li><strong>data portability</strong>: receive data you gave us in a structured, machine-readable format, or have it sent to another controller;</li>
<li><strong>object</strong> to processing based on our legitimate interests, and at any time to direct marketing;</li>
<li><strong>withdraw consent</strong> at any time, without affecting processing before the withdrawal; you can unsubscribe from marketing through the link in every marketing message or in your account;</li>
<li>not be subject to a decision based solely on automated processing that significantly affects you, as described in section 4.</li>
</ul>
<p>To exercise your rights, write to <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a>. We may ask you to confirm your identity. We answer within one month; in complex cases this can be extended by two further months, and we will tell you why. Exercising your rights is free of charge, unless a request is manifestly unfounded or excessive.</p>
</section>

<section>
<h2>10. Complaints to the supervisory authority</h2>
<p>If you believe we have not handled your data lawfully, please contact us first so we can try to resolve it. You also have the right to lodge a complaint with the Information and Data Protection Commissioner (IDPC), Floor 2, Airways House, Triq il-Kbira, Tas-Sliema SLM 1549, Malta, <a href="https://idpc.org.mt">idpc.org.mt</a>, or with the supervisory authority of the EU country where you live or work.</p>
</section>

<section>
<h2>11. Minors</h2>
<p>Our services are only for persons aged ${OPERATOR.minimumAge} or over. We do not knowingly collect data from minors. If we learn that a minor has registered, we close the account and keep only the data needed to prevent re-registration and to meet our legal obligations.</p>
</section>

<section>
<h2>12. Changes to this policy</h2>
<p>We may update this policy when our processing or the law changes. The version in force is always published here with its effective date. We will inform you of significant changes by e-mail or when you log in.</p>
</section>
`;

/** Privacy notice under the GDPR and the Maltese Data Protection Act (Cap. 586). */
export const PRIVACY_PAGE: FooterPageSeed = {
  name: 'privacy',
  texts: {
    en: {
      title: 'Privacy policy',
      seo_title: 'Privacy policy | Prime',
      seo_description:
        'How Prime collects, uses, shares and protects your personal data under the GDPR and Maltese law, how long we keep it and how to use your rights.',
      content: en,
    },
    cs: {
      title: 'Zásady ochrany osobních údajů',
      seo_title: 'Zásady ochrany osobních údajů | Prime',
      seo_description:
        'Jak Prime podle GDPR a maltského práva shromažďuje, používá, sdílí a chrání vaše osobní údaje, jak dlouho je uchovává a jak uplatnit svá práva.',
      content: '',
    },
    de: {
      title: 'Datenschutzerklärung',
      seo_title: 'Datenschutzerklärung | Prime',
      seo_description:
        'Wie Prime Ihre personenbezogenen Daten nach DSGVO und maltesischem Recht erhebt, nutzt, weitergibt und schützt, wie lange wir sie speichern und Ihre Rechte.',
      content: '',
    },
    sk: {
      title: 'Zásady ochrany osobných údajov',
      seo_title: 'Zásady ochrany osobných údajov | Prime',
      seo_description:
        'Ako Prime podľa GDPR a maltského práva zhromažďuje, používa, zdieľa a chráni vaše osobné údaje, ako dlho ich uchováva a ako uplatniť svoje práva.',
      content: '',
    },
    hu: {
      title: 'Adatvédelmi szabályzat',
      seo_title: 'Adatvédelmi szabályzat | Prime',
      seo_description:
        'Hogyan gyűjti, használja, továbbítja és védi a Prime a személyes adatait a GDPR és a máltai jog szerint, meddig őrzi meg őket, és milyen jogai vannak.',
      content: '',
    },
    pl: {
      title: 'Polityka prywatności',
      seo_title: 'Polityka prywatności | Prime',
      seo_description:
        'Jak Prime zbiera, wykorzystuje, udostępnia i chroni Twoje dane osobowe zgodnie z RODO i prawem maltańskim, jak długo je przechowuje i jakie masz prawa.',
      content: '',
    },
    es: {
      title: 'Política de privacidad',
      seo_title: 'Política de privacidad | Prime',
      seo_description:
        'Cómo Prime recoge, usa, comparte y protege tus datos personales según el RGPD y la ley maltesa, cuánto tiempo los conserva y cómo ejercer tus derechos.',
      content: '',
    },
  },
};
