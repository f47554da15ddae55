import type { FooterPageSeed } from '../footer-pages.types';
import { OPERATOR } from './operator';
import { RESPONSIBLE_GAMING_CS } from './responsible-gaming.cs';
import { RESPONSIBLE_GAMING_DE } from './responsible-gaming.de';

const en = `
<p>Gambling is entertainment, not a way to make money. Most people who play at Prime do so for fun and stay in control. For some, gambling can become a problem that affects money, work, health and relationships. This page explains the tools we provide to help you stay in control, the signs that gambling may be becoming a problem, and where to find free, confidential help.</p>
<p>${OPERATOR.company} is licensed by the ${OPERATOR.regulator} (licence ${OPERATOR.licence}) and follows the Gaming Player Protection Directive issued under the Gaming Act (Cap. 583 of the Laws of Malta). The tools below are enforced by our servers, not only by the website: a limit or exclusion you set applies on every device and in every game.</p>

<section>
<h2>Playing safely</h2>
<ul>
<li>Only gamble with money you can afford to lose. Never use money meant for rent, bills, food or debts.</li>
<li>Decide in advance how much time and money you will spend, and stop when you reach it, whether you are winning or losing.</li>
<li>Do not chase losses. Trying to win back what you have lost usually leads to bigger losses.</li>
<li>Take regular breaks and do not gamble when you are upset, stressed, tired or under the influence of alcohol or drugs.</li>
<li>Keep gambling in balance with other activities. It should never replace time with family, friends or work.</li>
<li>Remember that the outcome of every game is random. There is no system or strategy that guarantees a win, and in the long run the games return less than is staked.</li>
</ul>
</section>

<section>
<h2>Under-${OPERATOR.minimumAge}s are not allowed to play</h2>
<p>It is illegal for anyone under ${OPERATOR.minimumAge} to open an account or to gamble with us. We verify the age and identity of every player, and any account found to belong to a minor is closed immediately; winnings are forfeited and deposits returned. If you share a computer or phone with children, keep your login details private and consider filtering software such as <a href="https://www.netnanny.com">Net Nanny</a> or the parental controls of your device.</p>
</section>

<section>
<h2>Tools to stay in control</h2>
<p>You can set and review all of the following in your account under <a href="/limits">Limits</a>. If you need help setting them, <a href="/contact">contact our support team</a>; we will never try to talk you out of a limit or an exclusion.</p>

<h3>Deposit limits</h3>
<p>Set the maximum amount you can deposit per day. Weekly and monthly deposit limits follow from your daily limit. When you reach a limit, further deposits are refused until the period ends.</p>

<h3>Bet and loss limits</h3>
<p>A daily bet limit caps the total you can stake in one day. A daily loss limit caps your net losses (stakes minus winnings) in one day. When you reach either limit you cannot place further bets until the next day, and we show you a message with a link to your limits.</p>

<h3>How changes to limits take effect</h3>
<ul>
<li><strong>Lowering a limit</strong> takes effect immediately.</li>
<li><strong>Raising or removing a limit</strong> takes effect only after a cooling-off period of 24 hours. While the request is pending the limit stays as it was, and you can cancel the request.</li>
<li>Only one change to each limit is accepted in a 24-hour period.</li>
</ul>

<h3>Reality check</h3>
<p>While you play, a reality check reminds you how long you have been playing at an interval you choose: 15, 30, 45 or 60 minutes. You can change the interval in <a href="/informations">My profile</a>. The reminder pauses your game; you can continue, or stop and review your activity.</p>

<h3>Account history</h3>
<p>Your full history of deposits, withdrawals, bets and wins is available under <a href="/transactions">Transactions</a> and <a href="/reports">Reports</a>, with totals for any period. Reviewing it regularly helps you see how much you really spend.</p>

<h3>Time-out</h3>
<p>If you want a short break, you can take a time-out of 1 to 7 days from the self-exclusion section of <a href="/limits">Limits</a>. During a time-out you cannot log in to play or deposit. Your account reopens automatically when the period ends.</p>

<h3>Self-exclusion</h3>
<p>If you feel you need a longer break, you can exclude yourself for 14, 30, 60, 90, 180 or 360 days, or permanently. While you are excluded:</p>
<ul>
<li>you cannot play, deposit or claim bonuses, and you will not receive marketing from us;</li>
<li>you may still withdraw your remaining balance by contacting support;</li>
<li>a fixed-term exclusion cannot be ended early from your account. A request to shorten it must be made in writing with a reason, is reviewed by our responsible-gaming team and is never granted for a permanent exclusion;</li>
<li>a permanent exclusion cannot be reversed, and we will not open a new account for you.</li>
</ul>
<p>We also recommend excluding yourself from other gambling sites and installing blocking software such as <a href="https://www.gamban.com">Gamban</a> or <a href="https://www.betblocker.org">BetBlocker</a>.</p>
</section>

<section>
<h2>Is gambling becoming a problem?</h2>
<p>Answer these questions honestly:</p>
<ol>
<li>Do you spend more time or money on gambling than you intended?</li>
<li>Do you gamble to escape worries, boredom or loneliness?</li>
<li>Do you chase losses, or feel you must win back what you lost?</li>
<li>Have you borrowed money, sold belongings or missed payments because of gambling?</li>
<li>Have you lied to family or friends about how much you gamble?</li>
<li>Do you feel restless or irritable when you try to cut down or stop?</li>
<li>Has gambling caused arguments, or harmed your work, studies or health?</li>
<li>Do you think about gambling when you are doing other things?</li>
</ol>
<p>If you answered yes to one or more of these questions, please consider setting limits, taking a break or talking to one of the organisations below.</p>
</section>

<section>
<h2>How we look after our players</h2>
<p>Our staff are trained to recognise signs of harmful play. We monitor play patterns such as rising deposits, frequent cancelled withdrawals and long sessions. Where we see signs of risk we may contact you, suggest or apply limits, or suspend your account. We do not send promotions to players who have excluded themselves, and we do not offer bonuses to encourage you to reverse a withdrawal.</p>
</section>

<section>
<h2>Where to get help</h2>
<p>These organisations offer free and confidential support to players and their families:</p>
<ul>
<li><a href="https://fsws.gov.mt/en/sedqa">Sedqa</a> (Foundation for Social Welfare Services, Malta): support and counselling for gambling problems, helpline 179.</li>
<li><a href="https://www.gamcare.org.uk">GamCare</a>: information, advice and counselling; National Gambling Helpline 0808 8020 133.</li>
<li><a href="https://www.begambleaware.org">BeGambleAware</a>: free advice and treatment, with a self-assessment test.</li>
<li><a href="https://www.gamblersanonymous.org">Gamblers Anonymous</a>: peer support meetings around the world.</li>
</ul>
<p>You can also reach our support team at <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> or ${OPERATOR.phone}. If you are not satisfied with how we handled a responsible-gaming matter, you may contact the <a href="${OPERATOR.regulatorUrl}">${OPERATOR.regulator}</a>.</p>
</section>
`;

/** Player protection under the Gaming Player Protection Directive: tools, warning signs, help. */
export const RESPONSIBLE_GAMING_PAGE: FooterPageSeed = {
  name: 'responsible-gaming',
  texts: {
    en: {
      title: 'Responsible gaming',
      seo_title: 'Responsible gaming | Prime',
      seo_description:
        'Stay in control at Prime: deposit, bet and loss limits, reality checks, time-out and self-exclusion, and where to find free, confidential help.',
      content: en,
    },
    cs: {
      title: 'Zodpovědné hraní',
      seo_title: 'Zodpovědné hraní | Prime',
      seo_description:
        'Mějte hru pod kontrolou: limity vkladů, sázek a proher, kontrola reality, časová pauza a sebevyloučení a kde najít bezplatnou, důvěrnou pomoc.',
      content: RESPONSIBLE_GAMING_CS,
    },
    de: {
      title: 'Verantwortungsvolles Spielen',
      seo_title: 'Verantwortungsvolles Spielen | Prime',
      seo_description:
        'Behalten Sie die Kontrolle: Einzahlungs-, Einsatz- und Verlustlimits, Realitätscheck, Auszeit, Selbstausschluss und kostenlose, vertrauliche Hilfe.',
      content: RESPONSIBLE_GAMING_DE,
    },
    sk: {
      title: 'Zodpovedné hranie',
      seo_title: 'Zodpovedné hranie | Prime',
      seo_description:
        'Majte hru pod kontrolou: limity vkladov, stávok a prehier, kontrola reality, časová prestávka, sebavylúčenie a kde nájsť bezplatnú, dôvernú pomoc.',
      content: '',
    },
    hu: {
      title: 'Felelős játék',
      seo_title: 'Felelős játék | Prime',
      seo_description:
        'Tartsa kézben a játékot: befizetési, tét- és veszteséglimitek, valóságellenőrzés, szünet és önkizárás, valamint ingyenes, bizalmas segítség.',
      content: '',
    },
    pl: {
      title: 'Odpowiedzialna gra',
      seo_title: 'Odpowiedzialna gra | Prime',
      seo_description:
        'Zachowaj kontrolę: limity depozytów, zakładów i strat, kontrola rzeczywistości, przerwa i samowykluczenie oraz bezpłatna, poufna pomoc.',
      content: '',
    },
    es: {
      title: 'Juego responsable',
      seo_title: 'Juego responsable | Prime',
      seo_description:
        'Mantén el control: límites de depósito, apuesta y pérdida, recordatorio de tiempo, pausa y autoexclusión, y dónde encontrar ayuda gratuita y confidencial.',
      content: '',
    },
  },
};
