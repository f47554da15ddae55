import type { FooterPageSeed } from '../footer-pages.types';
import { OPERATOR } from './operator';

const en = `
<p>Our support team is here to help with your account, payments, verification, games and responsible gaming. We answer in English and, where possible, in the language of your site.</p>

<section>
<h2>How to reach us</h2>
<table>
<thead><tr><th>Channel</th><th>Details</th><th>Typical response</th></tr></thead>
<tbody>
<tr><td>E-mail</td><td><a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a></td><td>Within 24 hours</td></tr>
<tr><td>Phone</td><td>${OPERATOR.phone}</td><td>During support hours</td></tr>
<tr><td>Live chat</td><td>From the chat button on the site, if you have accepted functional cookies</td><td>Within minutes during support hours</td></tr>
<tr><td>Post</td><td>${OPERATOR.company}, ${OPERATOR.address}</td><td>Within 10 working days</td></tr>
</tbody>
</table>
<p>All times on our website are shown in UTC.</p>
</section>

<section>
<h2>Before you write</h2>
<p>Many questions are answered in our <a href="/help">Help centre</a>, for example about <a href="/help#deposits">deposits</a>, <a href="/help#withdrawals">withdrawals</a> and <a href="/help#verification">verification</a>. When you contact us about your account, please:</p>
<ul>
<li>write from the e-mail address registered on your account, or give your nickname or player ID;</li>
<li>describe the problem, with the date and time, the game or payment method and any transaction ID;</li>
<li>never send your password. Our staff will never ask for it.</li>
</ul>
<p>To protect your account, we may ask security questions before discussing account details.</p>
</section>

<section>
<h2>Responsible gaming</h2>
<p>If you are worried about your gambling, or want help setting limits or excluding yourself, contact us through any channel above and say so; your request is handled with priority. You can also set limits and self-exclusion yourself in <a href="/limits">Limits</a>. Free, independent help is listed on our <a href="/responsible-gaming">Responsible gaming</a> page.</p>
</section>

<section>
<h2>Complaints</h2>
<p>If you are unhappy with our service, e-mail <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> with the subject "Complaint" and the details of your concern. We acknowledge every complaint within 48 hours and send a final response within 10 days. If the matter is complex and needs more time we tell you why and when you will hear from us. The full procedure, including referral to independent alternative dispute resolution and to the ${OPERATOR.regulator}, is set out in our <a href="/terms-and-conditions">Terms and conditions</a>.</p>
</section>

<section>
<h2>Company details</h2>
<p>${OPERATOR.company}, company registration number ${OPERATOR.registerNumber}, registered office ${OPERATOR.address}. VAT number ${OPERATOR.vat}. Licensed by the <a href="${OPERATOR.regulatorUrl}">${OPERATOR.regulator}</a> under licence ${OPERATOR.licence}. See the <a href="/imprint">Imprint</a> for full details.</p>
</section>
`;

/** Support channels, what to include in a request, and how complaints start. */
export const CONTACT_PAGE: FooterPageSeed = {
  name: 'contact',
  texts: {
    en: {
      title: 'Contact us',
      seo_title: 'Contact us | Prime',
      seo_description:
        'Contact Prime support by e-mail, phone or live chat for help with your account, payments, verification, responsible gaming or a complaint.',
      content: en,
    },
    cs: {
      title: 'Kontakt',
      seo_title: 'Kontakt | Prime',
      seo_description:
        'Kontaktujte podporu Prime e-mailem, telefonem nebo v chatu: pomoc s účtem, platbami, ověřením, zodpovědným hraním nebo stížností.',
      content: '',
    },
    de: {
      title: 'Kontakt',
      seo_title: 'Kontakt | Prime',
      seo_description:
        'Erreichen Sie den Prime-Support per E-Mail, Telefon oder Live-Chat: Hilfe zu Konto, Zahlungen, Verifizierung, verantwortungsvollem Spielen und Beschwerden.',
      content: '',
    },
    sk: {
      title: 'Kontakt',
      seo_title: 'Kontakt | Prime',
      seo_description:
        'Kontaktujte podporu Prime e-mailom, telefonicky alebo v chate: pomoc s účtom, platbami, overením, zodpovedným hraním alebo sťažnosťou.',
      content: '',
    },
    hu: {
      title: 'Kapcsolat',
      seo_title: 'Kapcsolat | Prime',
      seo_description:
        'Lépjen kapcsolatba a Prime ügyfélszolgálatával e-mailben, telefonon vagy chaten: fiók, fizetés, ellenőrzés, felelős játék vagy panasz.',
      content: '',
    },
    pl: {
      title: 'Kontakt',
      seo_title: 'Kontakt | Prime',
      seo_description:
        'Skontaktuj się z obsługą Prime e-mailem, telefonicznie lub na czacie: konto, płatności, weryfikacja, odpowiedzialna gra lub reklamacja.',
      content: '',
    },
    es: {
      title: 'Contacto',
      seo_title: 'Contacto | Prime',
      seo_description:
        'Contacta con el soporte de Prime por correo, teléfono o chat: ayuda con tu cuenta, pagos, verificación, juego responsable o reclamaciones.',
      content: '',
    },
  },
};
