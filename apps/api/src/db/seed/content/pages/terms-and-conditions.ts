import type { FooterPageSeed } from '../footer-pages.types';
import { OPERATOR, TERMS_EFFECTIVE } from './operator';

const en = `
<p><strong>Version effective ${TERMS_EFFECTIVE}.</strong> Please read these terms carefully. They form a binding agreement between you and us. By registering, or by confirming these terms when we ask you to, you accept them. If you do not accept them, you must not use our services.</p>

<section>
<h2>1. Who we are</h2>
<p>1.1. This website and the games on it are operated by ${OPERATOR.company} ("Prime", "we", "us"), a company registered in Malta under number ${OPERATOR.registerNumber}, with its registered office at ${OPERATOR.address}, VAT number ${OPERATOR.vat}.</p>
<p>1.2. We are licensed and regulated by the <a href="${OPERATOR.regulatorUrl}">${OPERATOR.regulator}</a> under licence ${OPERATOR.licence}, issued on ${OPERATOR.licenceIssued}, in terms of the Gaming Act (Cap. 583 of the Laws of Malta).</p>
<p>1.3. You can contact us at <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> or ${OPERATOR.phone}.</p>
</section>

<section>
<h2>2. The agreement</h2>
<p>2.1. These terms apply together with our <a href="/privacy">Privacy policy</a>, <a href="/cookies">Cookie policy</a>, <a href="/responsible-gaming">Responsible gaming</a> page, <a href="/amlcft">AML/CFT policy</a>, the rules of each game and the terms of each promotion. If they conflict, the specific terms of a promotion or game prevail for that promotion or game; otherwise these terms prevail.</p>
<p>2.2. These terms are written in English. Translations are for convenience; if they differ, the English version applies.</p>
<p>2.3. All times on the website and in these terms are in Coordinated Universal Time (UTC).</p>
</section>

<section>
<h2>3. Who may play</h2>
<p>3.1. To open an account and play you must:</p>
<ul>
<li>be at least ${OPERATOR.minimumAge} years old, or the legal age for gambling in your country if that is higher;</li>
<li>live in a country from which we accept players, and be allowed by the law of that country to use our services. It is your responsibility to check this;</li>
<li>act on your own behalf, with your own money, and not in the course of a business;</li>
<li>not be excluded from gambling, whether by yourself, by us or by a register that applies to you;</li>
<li>not be an employee, director or officer of ${OPERATOR.company}, or a close relative of one.</li>
</ul>
<p>3.2. Gambling by minors is a criminal offence. Any account opened by a person under ${OPERATOR.minimumAge} is closed; winnings are void and deposits are returned.</p>
</section>

<section>
<h2>4. Your account</h2>
<p>4.1. You may hold only one account. If we find more than one account belonging to you, we may close the additional accounts and void bonuses and winnings obtained through them.</p>
<p>4.2. The information you give at registration must be true, complete and your own, and you must keep it up to date. Your account currency is chosen at registration and cannot be changed.</p>
<p>4.3. You are responsible for keeping your password secret. Do not let anyone else use your account. Tell us at once if you think someone else knows your password or has used your account. Bets placed with your correct login details are treated as placed by you.</p>
<p>4.4. For your security, a session ends after 30 minutes of inactivity, and logins are paused after repeated failed attempts.</p>
<p>4.5. Your account is not a bank account. Balances do not earn interest and must be used for play.</p>
</section>

<section>
<h2>5. Verification</h2>
<p>5.1. We are required by law to verify the identity, age and address of our players and, where applicable, the source of their funds and wealth. We may ask for documents at any time, as described in our <a href="/amlcft">AML/CFT policy</a>.</p>
<p>5.2. No withdrawal is paid before verification is complete. Verification must also be completed at the latest when your deposits reach EUR 2,000 in total or the equivalent in your currency.</p>
<p>5.3. If you do not provide requested information within 30 days, or if the documents appear to be false, we may suspend your account until the matter is resolved and may close it. Where we find fraud, we may report it to the competent authorities.</p>
</section>

<section>
<h2>6. Deposits</h2>
<p>6.1. You may deposit with the methods shown in the cashier, within the minimum and maximum amounts shown there and within your own deposit limits. We do not charge fees for deposits; your payment provider may.</p>
<p>6.2. You may only use payment methods registered in your own name. Deposits from third parties are returned and may lead to the suspension of your account.</p>
<p>6.3. You may not deposit while a self-exclusion or suspension is active, or before you have accepted the current version of these terms.</p>
<p>6.4. You must not reverse, charge back or otherwise cancel a deposit that has been used for play. If you do, we may recover the amount and any costs from your balance and close your account.</p>
</section>

<section>
<h2>7. Withdrawals</h2>
<p>7.1. You may withdraw your withdrawable balance at any time once your account is verified and any requested source of wealth questionnaire has been answered. Bonus funds can be withdrawn only when the bonus conditions are met.</p>
<p>7.2. Withdrawals are paid to a payment method in your name, normally the method used to deposit. We may require deposited funds to be wagered at least once before they are withdrawn to a different method, to prevent money laundering.</p>
<p>7.3. Only one withdrawal request can be pending at a time, and it can be cancelled while it is pending. Minimum and maximum amounts per method are shown in the cashier.</p>
<p>7.4. We process withdrawals without undue delay. We may delay a withdrawal only where the law requires it, while verification or an investigation of a breach of these terms is ongoing, or where a payment provider is unavailable. We will tell you the reason when the law allows.</p>
</section>

<section>
<h2>8. Bonuses and promotions</h2>
<p>8.1. Each promotion has its own terms, shown before you accept it. They state at least the wagering requirement, the games that count, the maximum bet while the bonus is active, any maximum winnings and the expiry date.</p>
<p>8.2. Bonus money is kept in a separate bonus balance. Unless the promotion states otherwise, your own money is used before bonus money.</p>
<p>8.3. You may cancel an active bonus at any time. Cancelling removes the remaining bonus money and winnings derived from it; your deposited money and winnings from it are not affected.</p>
<p>8.4. We may withdraw a bonus and related winnings if it was obtained through multiple accounts, collusion, exploiting an error, or playing patterns designed to meet the wagering without real risk, such as betting on opposite outcomes.</p>
<p>8.5. Promotions are not offered to players who have excluded themselves, and we do not offer bonuses to persuade you to reverse a withdrawal or to cancel a limit.</p>
</section>

<section>
<h2>9. Playing the games</h2>
<p>9.1. Each game has rules and a return to player (RTP) shown in its information. Results are produced by a random number generator and cannot be influenced by you or by us.</p>
<p>9.2. A bet is accepted when it is confirmed by our server and debited from your balance. The server's record of bets and results is final, unless it is shown to be wrong.</p>
<p>9.3. If a game or our systems malfunction, all bets affected by the malfunction are void and stakes are returned. If a round is interrupted by a loss of connection, it is completed by the server and the result is recorded in your history.</p>
<p>9.4. If a win is credited to you by mistake, for example because of a technical or human error, it does not belong to you. We will correct your balance and, if the amount has already been paid out, may ask you to return it.</p>
<p>9.5. Demo games use play money with no cash value. Results in demo mode may not match results in real play.</p>
</section>

<section>
<h2>10. Responsible gaming</h2>
<p>10.1. We offer deposit, bet and loss limits, reality checks, time-outs and self-exclusion, described on our <a href="/responsible-gaming">Responsible gaming</a> page. Lower limits apply immediately; higher limits apply after 24 hours.</p>
<p>10.2. A self-exclusion cannot be ended early from your account. A permanent exclusion cannot be reversed.</p>
<p>10.3. Where we have concerns about your play or your well-being, we may contact you, set limits or suspend your account, as the ${OPERATOR.regulator} requires.</p>
</section>

<section>
<h2>11. Prohibited conduct</h2>
<p>11.1. You must not:</p>
<ul>
<li>use our services for money laundering, fraud or any other unlawful purpose;</li>
<li>collude with other players, or use bots, scripts or other software to play;</li>
<li>exploit a fault, error or vulnerability in our games or systems, and you must report any you find;</li>
<li>use stolen, cloned or unauthorised payment methods;</li>
<li>use a VPN or other means to hide your location or to access our services from a country where we do not accept players;</li>
<li>insult, threaten or harass our staff or other players.</li>
</ul>
<p>11.2. If you break this clause we may suspend or close your account, void bets and winnings obtained through the breach, retain funds as permitted by law and report the matter to the competent authorities.</p>
</section>

<section>
<h2>12. Inactive accounts</h2>
<p>12.1. An account becomes inactive if you do not log in for 12 consecutive months. We will remind you by e-mail before and when this happens.</p>
<p>12.2. We do not charge fees on inactive accounts. Your balance remains yours. If we cannot reach you, we deal with the balance of a dormant account as required by the ${OPERATOR.regulator}.</p>
</section>

<section>
<h2>13. Suspension and closure</h2>
<p>13.1. You may close your account at any time by contacting support. If you close it because of gambling concerns, we recommend self-exclusion instead.</p>
<p>13.2. We may suspend or close your account if you break these terms, if the law or our regulator requires it, or if we stop offering services in your country. Except in cases of fraud or where the law requires otherwise, we will pay out your withdrawable balance after closure.</p>
</section>

<section>
<h2>14. Complaints and disputes</h2>
<p>14.1. If you have a complaint, e-mail <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> with the subject "Complaint", giving your nickname or player ID and a description of the problem. Complaints should be made within six months of the event.</p>
<p>14.2. We acknowledge your complaint within 48 hours and send you our final response within 10 days. If we need more time, we explain why and when you can expect our answer.</p>
<p>14.3. If you are not satisfied with our final response, you may refer your complaint free of charge to the independent alternative dispute resolution (ADR) entity named in our final response. You may also contact the player support service of the ${OPERATOR.regulator} through <a href="${OPERATOR.regulatorUrl}">${OPERATOR.regulatorUrl.replace('https://', '')}</a>. This does not affect your right to go to court.</p>
</section>

<section>
<h2>15. Liability</h2>
<p>15.1. We provide our services with reasonable skill and care. We are not liable for losses caused by events beyond our reasonable control, such as failures of the internet or of third-party networks, or by your device or software.</p>
<p>15.2. Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law, nor your rights as a consumer.</p>
<p>15.3. You agree to compensate us for losses caused by your fraudulent use of our services or a deliberate breach of these terms.</p>
</section>

<section>
<h2>16. Intellectual property</h2>
<p>The website, games, software, texts, graphics and trademarks belong to ${OPERATOR.company} or its licensors. You may use them only for playing on our website. You may not copy, modify or distribute them.</p>
</section>

<section>
<h2>17. Changes to these terms</h2>
<p>17.1. We may change these terms, for example to reflect changes in law, regulatory requirements or our services. We will publish the new version with its effective date and, for significant changes, tell you in advance.</p>
<p>17.2. When you next log in after a change, you will be asked to confirm the new version before you can deposit or play. If you do not accept it, you may withdraw your balance and close your account.</p>
</section>

<section>
<h2>18. General</h2>
<p>18.1. If any part of these terms is found invalid, the rest remains in force.</p>
<p>18.2. You may not transfer your rights under these terms. We may transfer ours to another company of our group or to a successor licensed by the ${OPERATOR.regulator}, and will tell you if we do.</p>
<p>18.3. If we do not enforce a right at once, we do not give it up.</p>
</section>

<section>
<h2>19. Governing law</h2>
<p>These terms are governed by the laws of Malta. The courts of Malta have jurisdiction, without affecting any mandatory rights you have as a consumer under the law of the country where you live, including the right to bring proceedings there.</p>
</section>
`;

/** The player agreement; its version date is the one the terms-changed dialog refers to. */
export const TERMS_AND_CONDITIONS_PAGE: FooterPageSeed = {
  name: 'terms-and-conditions',
  texts: {
    en: {
      title: 'Terms and conditions',
      seo_title: 'Terms and conditions | Prime',
      seo_description: `The terms for playing at Prime, effective ${TERMS_EFFECTIVE}: eligibility, accounts, verification, deposits, withdrawals, bonuses, games and complaints.`,
      content: en,
    },
    cs: {
      title: 'Obchodní podmínky',
      seo_title: 'Obchodní podmínky | Prime',
      seo_description:
        'Podmínky hraní v Prime platné od 1. listopadu 2026: oprávnění, účet, ověření, vklady, výběry, bonusy, hry a stížnosti.',
      content: '',
    },
    de: {
      title: 'Allgemeine Geschäftsbedingungen',
      seo_title: 'Allgemeine Geschäftsbedingungen | Prime',
      seo_description:
        'Die Bedingungen für das Spielen bei Prime ab 1. November 2026: Teilnahme, Konto, Verifizierung, Ein- und Auszahlungen, Boni, Spiele und Beschwerden.',
      content: '',
    },
    sk: {
      title: 'Obchodné podmienky',
      seo_title: 'Obchodné podmienky | Prime',
      seo_description:
        'Podmienky hrania v Prime platné od 1. novembra 2026: oprávnenie, účet, overenie, vklady, výbery, bonusy, hry a sťažnosti.',
      content: '',
    },
    hu: {
      title: 'Általános szerződési feltételek',
      seo_title: 'Általános szerződési feltételek | Prime',
      seo_description:
        'A Prime játékfeltételei 2026. november 1-jétől: jogosultság, fiók, ellenőrzés, befizetés, kifizetés, bónuszok, játékok és panaszok.',
      content: '',
    },
    pl: {
      title: 'Regulamin',
      seo_title: 'Regulamin | Prime',
      seo_description:
        'Zasady gry w Prime obowiązujące od 1 listopada 2026: uprawnienia, konto, weryfikacja, wpłaty, wypłaty, bonusy, gry i reklamacje.',
      content: '',
    },
    es: {
      title: 'Términos y condiciones',
      seo_title: 'Términos y condiciones | Prime',
      seo_description:
        'Las condiciones para jugar en Prime, vigentes desde el 1 de noviembre de 2026: requisitos, cuenta, verificación, depósitos, retiradas, bonos y quejas.',
      content: '',
    },
  },
};
