import type { FooterPageSeed } from '../footer-pages.types';
import { OPERATOR } from './operator';

const en = `
<p>${OPERATOR.company} is committed to preventing money laundering and the funding of terrorism (AML/CFT). As a licensed gaming operator we are a <em>subject person</em> under Maltese law, and we apply the checks below to every player. This page explains what we do and what we may ask of you.</p>

<section>
<h2>Legal framework</h2>
<ul>
<li>the Prevention of Money Laundering Act (Cap. 373 of the Laws of Malta);</li>
<li>the Prevention of Money Laundering and Funding of Terrorism Regulations (Subsidiary Legislation 373.01, the PMLFTR);</li>
<li>the Implementing Procedures issued by the Financial Intelligence Analysis Unit (FIAU), including those specific to the remote gaming sector;</li>
<li>the EU Anti-Money Laundering Directives, notably Directive (EU) 2015/849 as amended by Directive (EU) 2018/843;</li>
<li>international sanctions applied in Malta under the National Interest (Enabling Powers) Act (Cap. 365), including United Nations and European Union sanctions;</li>
<li>the Gaming Act (Cap. 583) and the directives of the ${OPERATOR.regulator}.</li>
</ul>
<p>The FIAU supervises our compliance with these rules, in cooperation with the ${OPERATOR.regulator}.</p>
</section>

<section>
<h2>Know your customer (KYC)</h2>
<p>We must know who our players are. When you register we record your name, date of birth, address, nationality and contact details, and we verify them:</p>
<ul>
<li><strong>Identity:</strong> a valid passport, national identity card or driving licence, uploaded in <a href="/documents">Documents</a>.</li>
<li><strong>Address:</strong> a recent utility bill, bank statement or official letter, not older than three months.</li>
<li><strong>Electronic verification:</strong> we may complete the checks through our identity verification service in <a href="/kyc">Verification</a>, which can include a selfie to confirm that the document belongs to you.</li>
<li><strong>Payment methods:</strong> proof that each card, e-wallet or bank account you use is in your own name.</li>
</ul>
<p>Verification must be complete before any withdrawal, and at the latest when your deposits reach EUR 2,000 (or the equivalent in another currency) in total, whether in one payment or several. Until it is complete, we may limit deposits, play or withdrawals.</p>
</section>

<section>
<h2>Source of funds and source of wealth</h2>
<p>Depending on your level of activity and risk profile, we may ask where the money you gamble with comes from, through a short questionnaire in your account (<a href="/sowq">Source of wealth</a>) and supporting documents such as payslips, tax returns, bank statements or proof of the sale of property or investments. Withdrawals are held until a requested questionnaire is answered. We ask because the law requires it, not because we suspect you.</p>
</section>

<section>
<h2>Enhanced due diligence</h2>
<p>We apply additional checks, including senior management approval and closer monitoring, to:</p>
<ul>
<li>politically exposed persons (PEPs), their family members and close associates;</li>
<li>players connected with high-risk countries identified by the European Commission or the Financial Action Task Force (FATF);</li>
<li>unusually large or complex transactions, or patterns of play with no apparent purpose.</li>
</ul>
<p>During registration we ask whether you are a PEP or the ultimate beneficial owner (UBO) of the funds. Until verification is complete such accounts have lower deposit limits and cannot play for real money.</p>
</section>

<section>
<h2>Ongoing monitoring</h2>
<p>We monitor deposits, play and withdrawals throughout the relationship. Examples of activity we look into include deposits followed by withdrawals with little or no play, frequent changes of payment method, the use of third-party payment methods, and play that does not match the information you gave us. We screen players against sanctions and PEP lists at registration and regularly afterwards.</p>
</section>

<section>
<h2>Rules for payments</h2>
<ul>
<li>You may only use payment methods registered in your own name. Third-party payments are returned.</li>
<li>Withdrawals are normally paid to the method used to deposit, as far as it can receive payments.</li>
<li>Your account is not a bank account: funds that are deposited must be used for play. We may refuse to pay out deposits that have not been wagered to a different method, and we do not pay interest.</li>
<li>Cash is never accepted.</li>
</ul>
</section>

<section>
<h2>Reporting and record keeping</h2>
<p>Where we know or suspect that funds come from crime or are linked to terrorism, we are required by law to report it to the FIAU, and we may not tell the player concerned. We may suspend an account and withhold funds while a matter is examined or as instructed by the authorities. We keep identification records and transaction records for at least five years after the end of the business relationship, as the PMLFTR require.</p>
</section>

<section>
<h2>Our organisation</h2>
<p>We have appointed a Money Laundering Reporting Officer (MLRO) who is responsible for our AML/CFT programme and for reports to the FIAU. Our staff receive regular AML/CFT training, and our procedures are reviewed independently.</p>
</section>

<section>
<h2>Your cooperation</h2>
<p>If we ask for information or documents, please provide them within 30 days. If you do not, we may suspend your account until you do, and in the end close it in line with our <a href="/terms-and-conditions">Terms and conditions</a>. Questions about verification can be sent to <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a>; see also <a href="/help#verification">Help: verification</a>. How we handle the personal data involved is explained in our <a href="/privacy">Privacy policy</a>.</p>
</section>
`;

/** Anti-money laundering and counter-terrorist financing policy (PMLFTR, FIAU, EU AMLD). */
export const AMLCFT_PAGE: FooterPageSeed = {
  name: 'amlcft',
  texts: {
    en: {
      title: 'AML/CFT policy',
      seo_title: 'Anti-money laundering policy | Prime',
      seo_description:
        'How Prime prevents money laundering and terrorist financing under Maltese law: identity checks, source of funds, PEP screening and monitoring.',
      content: en,
    },
    cs: {
      title: 'Zásady AML/CFT',
      seo_title: 'Zásady proti praní peněz | Prime',
      seo_description:
        'Jak Prime podle maltského práva brání praní peněz a financování terorismu: ověření totožnosti, původ prostředků, kontrola PEP a monitoring.',
      content: '',
    },
    de: {
      title: 'AML/CFT-Richtlinie',
      seo_title: 'Richtlinie gegen Geldwäsche | Prime',
      seo_description:
        'Wie Prime nach maltesischem Recht Geldwäsche und Terrorfinanzierung verhindert: Identitätsprüfung, Mittelherkunft, PEP-Prüfung und Überwachung.',
      content: '',
    },
    sk: {
      title: 'Zásady AML/CFT',
      seo_title: 'Zásady proti praniu špinavých peňazí | Prime',
      seo_description:
        'Ako Prime podľa maltského práva bráni praniu špinavých peňazí a financovaniu terorizmu: overenie totožnosti, pôvod prostriedkov, kontrola PEP.',
      content: '',
    },
    hu: {
      title: 'AML/CFT szabályzat',
      seo_title: 'Pénzmosás elleni szabályzat | Prime',
      seo_description:
        'Így előzi meg a Prime a máltai jog szerint a pénzmosást és a terrorizmus finanszírozását: személyazonosítás, a pénzeszközök eredete, PEP-szűrés.',
      content: '',
    },
    pl: {
      title: 'Polityka AML/CFT',
      seo_title: 'Polityka przeciwdziałania praniu pieniędzy | Prime',
      seo_description:
        'Jak Prime zgodnie z prawem maltańskim przeciwdziała praniu pieniędzy i finansowaniu terroryzmu: weryfikacja tożsamości, źródło środków, kontrola PEP.',
      content: '',
    },
    es: {
      title: 'Política de AML/CFT',
      seo_title: 'Política contra el blanqueo de capitales | Prime',
      seo_description:
        'Cómo Prime previene el blanqueo de capitales y la financiación del terrorismo según la ley maltesa: verificación de identidad, origen de fondos y PEP.',
      content: '',
    },
  },
};
