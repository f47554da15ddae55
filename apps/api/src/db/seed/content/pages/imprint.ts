import type { FooterPageSeed } from '../footer-pages.types';
import { OPERATOR } from './operator';

const en = `
<section>
<h2>Operator</h2>
<p>This website is operated by <strong>${OPERATOR.company}</strong>, a limited liability company registered in Malta.</p>
<table>
<tbody>
<tr><th>Company name</th><td>${OPERATOR.company}</td></tr>
<tr><th>Registered office</th><td>${OPERATOR.address}</td></tr>
<tr><th>Company registration number</th><td>${OPERATOR.registerNumber} (Malta Business Registry)</td></tr>
<tr><th>VAT number</th><td>${OPERATOR.vat}</td></tr>
<tr><th>E-mail</th><td><a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a></td></tr>
<tr><th>Phone</th><td>${OPERATOR.phone}</td></tr>
</tbody>
</table>
</section>

<section>
<h2>Licence and supervision</h2>
<p>${OPERATOR.company} is licensed and regulated by the <a href="${OPERATOR.regulatorUrl}">${OPERATOR.regulator}</a> (MGA), Building SCM 02-03, Level 4, SmartCity Malta, Kalkara SCM 1001, Malta, under the Gaming Act (Cap. 583 of the Laws of Malta).</p>
<ul>
<li>Licence number: <strong>${OPERATOR.licence}</strong></li>
<li>Licence type: business-to-consumer gaming service licence</li>
<li>Date of issue: ${OPERATOR.licenceIssued}</li>
</ul>
<p>You can verify the licence in the register of licensees on the MGA website.</p>
<p>As an obliged entity under the Prevention of Money Laundering Act (Cap. 373) we are also subject to supervision by the Financial Intelligence Analysis Unit (FIAU) for anti-money laundering purposes. Our processing of personal data is supervised by the Information and Data Protection Commissioner of Malta.</p>
</section>

<section>
<h2>Age restriction and responsible gaming</h2>
<p>Gambling is permitted only to persons aged ${OPERATOR.minimumAge} or over. Gambling can be addictive; please play responsibly. Information and help: <a href="/responsible-gaming">Responsible gaming</a>.</p>
</section>

<section>
<h2>Complaints and dispute resolution</h2>
<p>Complaints can be sent to <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a>. We acknowledge every complaint within 48 hours and give a final response within 10 days. If you are not satisfied with our response, you may refer the dispute free of charge to an independent alternative dispute resolution entity, or contact the ${OPERATOR.regulator}. The procedure is described in section 14 of our <a href="/terms-and-conditions">Terms and conditions</a>.</p>
</section>

<section>
<h2>Legal information</h2>
<p>Use of this website and of our services is governed by our <a href="/terms-and-conditions">Terms and conditions</a>, our <a href="/privacy">Privacy policy</a> and our <a href="/cookies">Cookie policy</a>. The content of this website, including texts, graphics, logos and software, is protected by copyright and other intellectual property rights of ${OPERATOR.company} or its licensors and may not be reproduced without permission.</p>
<p>Although we take care to keep the information on this website accurate, we accept no responsibility for the content of external websites we link to; their operators are solely responsible for them.</p>
</section>
`;

/** Legal notice: who operates the site, its licence and its supervisors. */
export const IMPRINT_PAGE: FooterPageSeed = {
  name: 'imprint',
  texts: {
    en: {
      title: 'Imprint',
      seo_title: 'Imprint | Prime',
      seo_description: `Prime is operated by ${OPERATOR.company}, Malta, company ${OPERATOR.registerNumber}, licensed by the Malta Gaming Authority under licence ${OPERATOR.licence}.`,
      content: en,
    },
    cs: {
      title: 'Tiráž',
      seo_title: 'Tiráž | Prime',
      seo_description: `Prime provozuje ${OPERATOR.company}, Malta, reg. č. ${OPERATOR.registerNumber}, s licencí Malta Gaming Authority č. ${OPERATOR.licence}.`,
      content: '',
    },
    de: {
      title: 'Impressum',
      seo_title: 'Impressum | Prime',
      seo_description: `Prime wird betrieben von ${OPERATOR.company}, Malta, Reg.-Nr. ${OPERATOR.registerNumber}, lizenziert von der Malta Gaming Authority (${OPERATOR.licence}).`,
      content: '',
    },
    sk: {
      title: 'Impresum',
      seo_title: 'Impresum | Prime',
      seo_description: `Prime prevádzkuje ${OPERATOR.company}, Malta, reg. č. ${OPERATOR.registerNumber}, s licenciou Malta Gaming Authority č. ${OPERATOR.licence}.`,
      content: '',
    },
    hu: {
      title: 'Impresszum',
      seo_title: 'Impresszum | Prime',
      seo_description: `A Prime üzemeltetője a ${OPERATOR.company}, Málta, cégjegyzékszám ${OPERATOR.registerNumber}, Malta Gaming Authority engedély: ${OPERATOR.licence}.`,
      content: '',
    },
    pl: {
      title: 'Nota prawna',
      seo_title: 'Nota prawna | Prime',
      seo_description: `Operatorem Prime jest ${OPERATOR.company}, Malta, nr rej. ${OPERATOR.registerNumber}, licencja Malta Gaming Authority nr ${OPERATOR.licence}.`,
      content: '',
    },
    es: {
      title: 'Aviso legal',
      seo_title: 'Aviso legal | Prime',
      seo_description: `Prime está operado por ${OPERATOR.company}, Malta, n.º de registro ${OPERATOR.registerNumber}, con licencia de la Malta Gaming Authority ${OPERATOR.licence}.`,
      content: '',
    },
  },
};
