import {
  OFFLINE_TRANSFER_WORKING_DAYS,
  SELF_EXCLUSION_DAYS,
  TIME_OUT_MAX_HOURS,
  TIME_OUT_MIN_HOURS,
  type Language,
  type PaymentMethodKind,
} from '@prime/contract';
import { SEEDED_PAYMENT_METHODS } from '../../payment-methods';
import type { FooterPageSeed } from '../footer-pages.types';
import { OPERATOR } from './operator';

/**
 * The facts the help page states, taken from where the product configures them, so the page
 * cannot drift from the cashier, the exclusion rules or the transfer pages.
 */
export type HelpFacts = {
  email: string;
  minimumAge: number;
  /** The deposit and withdrawal methods of the seeded cashier, named in the page's language. */
  depositMethods: string;
  withdrawalMethods: string;
  transferDays: number;
  timeOutMinHours: number;
  timeOutMaxWeeks: number;
  exclusionMinDays: number;
  exclusionMaxDays: number;
};

/** A method's name in each language by how it moves money; an e-wallet keeps its brand. */
export const PAYMENT_METHOD_LABELS: Record<
  Language,
  Record<PaymentMethodKind, (name: string) => string>
> = {
  en: {
    card: () => 'payment card',
    ewallet: (name) => `the ${name} e-wallet`,
    bank_transfer: () => 'bank transfer',
    crypto_transfer: () => 'crypto transfer',
  },
  cs: {
    card: () => 'platební karta',
    ewallet: (name) => `e-peněženka ${name}`,
    bank_transfer: () => 'bankovní převod',
    crypto_transfer: () => 'převod kryptoměn',
  },
  de: {
    card: () => 'Zahlungskarte',
    ewallet: (name) => `E-Wallet ${name}`,
    bank_transfer: () => 'Banküberweisung',
    crypto_transfer: () => 'Krypto-Überweisung',
  },
  sk: {
    card: () => 'platobná karta',
    ewallet: (name) => `e-peňaženka ${name}`,
    bank_transfer: () => 'bankový prevod',
    crypto_transfer: () => 'prevod kryptomien',
  },
  hu: {
    card: () => 'bankkártya',
    ewallet: (name) => `${name} e-pénztárca`,
    bank_transfer: () => 'banki átutalás',
    crypto_transfer: () => 'kriptoátutalás',
  },
  pl: {
    card: () => 'karta płatnicza',
    ewallet: (name) => `e-portfel ${name}`,
    bank_transfer: () => 'przelew bankowy',
    crypto_transfer: () => 'przelew kryptowalutowy',
  },
  es: {
    card: () => 'tarjeta de pago',
    ewallet: (name) => `el monedero electrónico ${name}`,
    bank_transfer: () => 'transferencia bancaria',
    crypto_transfer: () => 'transferencia de criptomonedas',
  },
};

/** The seeded methods of one direction, named in `language` and listed as its grammar lists. */
const methodsOf = (language: Language, direction: 'deposit' | 'withdrawal') =>
  new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format([
    ...new Set(
      SEEDED_PAYMENT_METHODS.filter((method) => method[direction]).map((method) =>
        PAYMENT_METHOD_LABELS[language][method.kind](method.name),
      ),
    ),
  ]);

export const helpFacts = (language: Language): HelpFacts => ({
  email: OPERATOR.email,
  minimumAge: OPERATOR.minimumAge,
  depositMethods: methodsOf(language, 'deposit'),
  withdrawalMethods: methodsOf(language, 'withdrawal'),
  transferDays: OFFLINE_TRANSFER_WORKING_DAYS,
  timeOutMinHours: TIME_OUT_MIN_HOURS,
  timeOutMaxWeeks: TIME_OUT_MAX_HOURS / (7 * 24),
  exclusionMinDays: Math.min(...SELF_EXCLUSION_DAYS),
  exclusionMaxDays: Math.max(...SELF_EXCLUSION_DAYS),
});

/** The section ids are opened by the URL hash (`/help#withdrawals`), so they must not change. */
const en = (f: HelpFacts) => `
<p>Find answers to the most common questions below. If you cannot find what you need, <a href="/contact">contact our support team</a> at <a href="mailto:${f.email}">${f.email}</a>.</p>

<section id="account">
<h2>Account</h2>
<h3>Who can open an account?</h3>
<p>Anyone aged ${f.minimumAge} or over who lives in a country where we accept players. Each person may have only one account, and the details you give must be true and your own.</p>
<h3>How do I register?</h3>
<p>Choose Register, pick your country, currency, nickname and password, confirm the code we send to your e-mail or phone, then enter your personal details. The account currency cannot be changed later.</p>
<h3>I forgot my password. What do I do?</h3>
<p>Choose "Forgot password" on the login page and enter your e-mail address. We send a reset link that works once and expires after one hour. After five failed logins within ten minutes, logins pause for ten minutes to protect your account.</p>
<h3>How do I close my account?</h3>
<p>Close it yourself in <a href="/limits">Limits</a>, once you have withdrawn your balance. A closed account cannot log in; to reopen it, contact support. If you are worried about your gambling, choose a self-exclusion there instead, so the account cannot be reopened early.</p>
</section>

<section id="deposits">
<h2>Deposits</h2>
<h3>Which payment methods can I use?</h3>
<p>You can deposit by ${f.depositMethods}. The cashier in <a href="/deposit">Deposit</a> shows the methods available in your currency with their minimum and maximum amounts.</p>
<h3>Are there fees?</h3>
<p>We do not charge fees for deposits. Your bank or payment provider may charge its own fees or convert the currency.</p>
<h3>How long does a deposit take?</h3>
<p>Card and e-wallet deposits are credited as soon as the payment is approved. Bank and crypto transfers are credited when the money reaches us, within up to ${f.transferDays} working days; always use the reference shown for the <a href="/bank-transfer">bank transfer</a> or the <a href="/crypto-transfer">crypto transfer</a>.</p>
<h3>Why was my deposit refused?</h3>
<p>The cashier message gives the reason: for example an amount below the method's minimum, a deposit limit reached, terms not yet accepted, an exclusion, pending verification, or a refusal by your bank.</p>
</section>

<section id="withdrawals">
<h2>Withdrawals</h2>
<h3>How do I withdraw?</h3>
<p>Go to <a href="/withdraw">Withdraw</a>, enter the amount and your account. We pay out by ${f.withdrawalMethods} to an account in your own name. Only your withdrawable balance can be withdrawn.</p>
<h3>Why do I need to be verified first?</h3>
<p>Anti-money laundering law requires us to confirm your identity before we pay out. Verify in <a href="/kyc">Verification</a> early to avoid delays; we may also ask you to complete the <a href="/sowq">source of wealth questionnaire</a>.</p>
<h3>How long does a withdrawal take?</h3>
<p>We normally review withdrawals within 24 hours on working days. After approval, the money reaches your bank account within up to ${f.transferDays} working days.</p>
<h3>Can I cancel a withdrawal?</h3>
<p>You can have one pending withdrawal at a time and cancel it while it is pending. A new withdrawal can be requested ten minutes after the previous one.</p>
</section>

<section id="bonuses">
<h2>Bonuses</h2>
<h3>How do bonuses work?</h3>
<p>A bonus is credited to your bonus balance and must be wagered a set number of times before it and its winnings become withdrawable. The terms of each offer show the wagering, the maximum bet, the games that count and the expiry.</p>
<h3>Where do I enter a bonus code?</h3>
<p>At <a href="/registration">registration</a>, with a deposit on the <a href="/deposit">Deposit</a> page, or in <a href="/myBonus">My bonus</a>. We tell you at once whether the code is valid.</p>
<h3>Can I cancel a bonus?</h3>
<p>Yes, in <a href="/myBonus">My bonus</a>. Cancelling removes the bonus money and any winnings from it; your own money is not affected.</p>
</section>

<section id="games">
<h2>Games</h2>
<h3>Can I try games for free?</h3>
<p>Yes. When you are not logged in, games open in demo mode with play money. Demo results have no cash value.</p>
<h3>Are the games fair?</h3>
<p>Results are decided by a random number generator, and each game's rules and return to player (RTP) are shown in its information.</p>
<h3>What happens if a game is interrupted?</h3>
<p>The round is completed on our servers and recorded in your history; open the game again to see it. If a game malfunctions, the affected bets are void and refunded, as our <a href="/terms-and-conditions">Terms and conditions</a> describe.</p>
</section>

<section id="limits">
<h2>Limits and self-exclusion</h2>
<h3>Which limits can I set?</h3>
<p>A daily deposit limit, a daily bet limit and a daily loss limit, in <a href="/limits">Limits</a>. We recommend setting them before you start playing.</p>
<h3>When does a change take effect?</h3>
<p>A lower limit applies immediately. A higher limit, or removing one, applies after 24 hours and your confirmation. A pending request can be cancelled.</p>
<h3>What is a reality check?</h3>
<p>A reminder during play of how long you have been playing and what you have wagered, every 15, 30, 45 or 60 minutes as you choose in <a href="/informations">My profile</a>.</p>
<h3>How do I take a break or exclude myself?</h3>
<p>In <a href="/limits">Limits</a> you can take a time-out from ${f.timeOutMinHours} hours up to ${f.timeOutMaxWeeks} weeks, or exclude yourself for ${f.exclusionMinDays} to ${f.exclusionMaxDays} days or permanently. Either applies at once: you cannot play or deposit until it ends. Read more on our <a href="/responsible-gaming">Responsible gaming</a> page.</p>
</section>

<section id="verification">
<h2>Verification</h2>
<h3>Which documents do you need?</h3>
<p>A valid passport, identity card or driving licence, and in some cases a proof of address or of your payment method. Upload them in <a href="/documents">Documents</a>.</p>
<h3>What is the online verification?</h3>
<p>In <a href="/kyc">Verification</a> you confirm your identity with our verification partner, using your document and, for some countries, a selfie. The basic level is opened for you when you register.</p>
<h3>How long does it take?</h3>
<p>Usually within 24 hours of receiving clear documents. Make sure all four corners are visible and the text is readable.</p>
</section>

<section id="technical">
<h2>Technical</h2>
<h3>Which devices and browsers are supported?</h3>
<p>Current versions of Chrome, Firefox, Safari and Edge on computers, tablets and phones. No download is needed.</p>
<h3>Why was I logged out?</h3>
<p>For your security, sessions end after 30 minutes without activity. Simply log in again.</p>
<h3>Which time zone do you use?</h3>
<p>All times shown on the site, including in your transaction history, are in UTC.</p>
</section>
`;

const cs = (f: HelpFacts) => `
<p>Níže najdete odpovědi na nejčastější otázky. Pokud nenajdete, co hledáte, <a href="/contact">kontaktujte naši podporu</a> na adrese <a href="mailto:${f.email}">${f.email}</a>.</p>

<section id="account">
<h2>Účet</h2>
<h3>Kdo si může založit účet?</h3>
<p>Každý, komu je alespoň ${f.minimumAge} let a kdo žije v zemi, ze které hráče přijímáme. Každá osoba smí mít jen jeden účet a uvedené údaje musí být pravdivé a vlastní.</p>
<h3>Jak se zaregistruji?</h3>
<p>Zvolte Registrace, vyberte zemi, měnu, přezdívku a heslo, potvrďte kód, který vám pošleme e-mailem nebo SMS, a pak vyplňte osobní údaje. Měnu účtu později nelze změnit.</p>
<h3>Zapomněl jsem heslo. Co mám dělat?</h3>
<p>Na přihlašovací stránce zvolte „Zapomenuté heslo“ a zadejte svůj e-mail. Pošleme vám odkaz pro nastavení nového hesla, který funguje jednou a platí jednu hodinu. Po pěti neúspěšných přihlášeních během deseti minut se přihlašování na deset minut pozastaví, aby byl váš účet chráněn.</p>
<h3>Jak zruším svůj účet?</h3>
<p>Zrušíte jej sami v sekci <a href="/limits">Limity</a>, jakmile si vyberete zůstatek. Ke zrušenému účtu se nelze přihlásit; o jeho obnovení požádejte podporu. Pokud máte obavy ze svého hraní, zvolte tam raději sebevyloučení, aby účet nešlo předčasně obnovit.</p>
</section>

<section id="deposits">
<h2>Vklady</h2>
<h3>Jaké platební metody mohu použít?</h3>
<p>Vkládat můžete přes: ${f.depositMethods}. Pokladna v sekci <a href="/deposit">Vklad</a> ukazuje metody dostupné ve vaší měně s jejich minimální a maximální částkou.</p>
<h3>Účtujete poplatky?</h3>
<p>Za vklady si neúčtujeme žádné poplatky. Vaše banka nebo poskytovatel plateb si může účtovat vlastní poplatky nebo měnu přepočítat.</p>
<h3>Jak dlouho trvá vklad?</h3>
<p>Vklady kartou a e-peněženkou připisujeme hned po schválení platby. Bankovní převody a převody kryptoměn připisujeme, jakmile peníze dorazí, do ${f.transferDays} pracovních dnů; vždy použijte uvedený identifikátor pro <a href="/bank-transfer">bankovní převod</a> nebo <a href="/crypto-transfer">převod kryptoměn</a>.</p>
<h3>Proč byl můj vklad odmítnut?</h3>
<p>Důvod uvádí zpráva pokladny: například částka pod minimem metody, dosažený limit vkladů, nepřijaté obchodní podmínky, vyloučení, probíhající ověření nebo odmítnutí ze strany vaší banky.</p>
</section>

<section id="withdrawals">
<h2>Výběry</h2>
<h3>Jak si vyberu peníze?</h3>
<p>Přejděte do sekce <a href="/withdraw">Výběr</a>, zadejte částku a svůj účet. Vyplácíme přes: ${f.withdrawalMethods}, na účet vedený na vaše jméno. Vybrat lze jen vybíratelný zůstatek.</p>
<h3>Proč musím být nejprve ověřen?</h3>
<p>Zákon proti praní peněz nám ukládá ověřit vaši totožnost před výplatou. Ověřte se včas v sekci <a href="/kyc">Ověření</a>, abyste předešli zdržení; můžeme vás také požádat o vyplnění <a href="/sowq">dotazníku o původu prostředků</a>.</p>
<h3>Jak dlouho trvá výběr?</h3>
<p>Výběry obvykle posoudíme do 24 hodin v pracovní dny. Po schválení dorazí peníze na váš bankovní účet do ${f.transferDays} pracovních dnů.</p>
<h3>Mohu výběr zrušit?</h3>
<p>Najednou můžete mít jeden čekající výběr a dokud čeká, můžete jej zrušit. Nový výběr lze zadat deset minut po předchozím.</p>
</section>

<section id="bonuses">
<h2>Bonusy</h2>
<h3>Jak bonusy fungují?</h3>
<p>Bonus se připíše na bonusový zůstatek a musí se protočit stanovený početkrát, než se bonus i výhry z něj dají vybrat. Podmínky každé nabídky uvádějí protočení, nejvyšší sázku, započítávané hry a platnost.</p>
<h3>Kam zadám bonusový kód?</h3>
<p>Při <a href="/registration">registraci</a>, spolu se vkladem na stránce <a href="/deposit">Vklad</a>, nebo v sekci <a href="/myBonus">Můj bonus</a>. Hned vám řekneme, zda je kód platný.</p>
<h3>Mohu bonus zrušit?</h3>
<p>Ano, v sekci <a href="/myBonus">Můj bonus</a>. Zrušením propadnou bonusové peníze i výhry z nich; vašich vlastních peněz se to nedotkne.</p>
</section>

<section id="games">
<h2>Hry</h2>
<h3>Mohu si hry vyzkoušet zdarma?</h3>
<p>Ano. Když nejste přihlášeni, hry se otevírají v demo režimu s herními penězi. Výsledky v demo režimu nemají peněžní hodnotu.</p>
<h3>Jsou hry férové?</h3>
<p>O výsledcích rozhoduje generátor náhodných čísel a pravidla i návratnost (RTP) každé hry najdete v jejích informacích.</p>
<h3>Co se stane, když se hra přeruší?</h3>
<p>Kolo se dokončí na našich serverech a zaznamená se do vaší historie; znovu otevřete hru a uvidíte jej. Pokud hra selže, dotčené sázky jsou neplatné a vrácené, jak popisují naše <a href="/terms-and-conditions">Obchodní podmínky</a>.</p>
</section>

<section id="limits">
<h2>Limity a sebevyloučení</h2>
<h3>Jaké limity si mohu nastavit?</h3>
<p>Denní limit vkladů, denní limit sázek a denní limit ztrát v sekci <a href="/limits">Limity</a>. Doporučujeme nastavit je dřív, než začnete hrát.</p>
<h3>Kdy změna platí?</h3>
<p>Nižší limit platí okamžitě. Vyšší limit nebo jeho zrušení platí po 24 hodinách a vašem potvrzení. Čekající žádost můžete zrušit.</p>
<h3>Co je kontrola reality?</h3>
<p>Připomínka během hry, jak dlouho už hrajete a kolik jste vsadili, každých 15, 30, 45 nebo 60 minut podle vaší volby v sekci <a href="/informations">Můj profil</a>.</p>
<h3>Jak si dám pauzu nebo se vyloučím?</h3>
<p>V sekci <a href="/limits">Limity</a> si můžete dát pauzu od ${f.timeOutMinHours} hodin až do ${f.timeOutMaxWeeks} týdnů, nebo se vyloučit na ${f.exclusionMinDays} až ${f.exclusionMaxDays} dní či natrvalo. Obojí platí okamžitě: dokud neskončí, nemůžete hrát ani vkládat. Více na stránce <a href="/responsible-gaming">Zodpovědné hraní</a>.</p>
</section>

<section id="verification">
<h2>Ověření</h2>
<h3>Jaké doklady potřebujete?</h3>
<p>Platný cestovní pas, občanský průkaz nebo řidičský průkaz a v některých případech doklad o adrese nebo o platební metodě. Nahrajte je v sekci <a href="/documents">Dokumenty</a>.</p>
<h3>Co je online ověření?</h3>
<p>V sekci <a href="/kyc">Ověření</a> potvrdíte svou totožnost u našeho ověřovacího partnera pomocí dokladu a u některých zemí i selfie. Základní úroveň se vám otevře už při registraci.</p>
<h3>Jak dlouho to trvá?</h3>
<p>Obvykle do 24 hodin od obdržení čitelných dokladů. Dbejte, aby byly vidět všechny čtyři rohy a text byl čitelný.</p>
</section>

<section id="technical">
<h2>Technické otázky</h2>
<h3>Která zařízení a prohlížeče podporujete?</h3>
<p>Aktuální verze prohlížečů Chrome, Firefox, Safari a Edge na počítačích, tabletech i telefonech. Nic není třeba stahovat.</p>
<h3>Proč jsem byl odhlášen?</h3>
<p>Z bezpečnostních důvodů končí relace po 30 minutách nečinnosti. Stačí se znovu přihlásit.</p>
<h3>Jaké časové pásmo používáte?</h3>
<p>Všechny časy na webu, včetně historie transakcí, jsou uvedeny v UTC.</p>
</section>
`;

const de = (f: HelpFacts) => `
<p>Hier finden Sie Antworten auf die häufigsten Fragen. Wenn Sie nicht finden, was Sie suchen, <a href="/contact">wenden Sie sich an unseren Support</a> unter <a href="mailto:${f.email}">${f.email}</a>.</p>

<section id="account">
<h2>Konto</h2>
<h3>Wer kann ein Konto eröffnen?</h3>
<p>Jede Person ab ${f.minimumAge} Jahren, die in einem Land lebt, aus dem wir Spieler annehmen. Jede Person darf nur ein Konto haben, und die Angaben müssen wahr und die eigenen sein.</p>
<h3>Wie registriere ich mich?</h3>
<p>Wählen Sie Registrieren, wählen Sie Land, Währung, Spitznamen und Passwort, bestätigen Sie den Code, den wir Ihnen per E-Mail oder SMS senden, und geben Sie dann Ihre persönlichen Daten ein. Die Kontowährung kann später nicht geändert werden.</p>
<h3>Ich habe mein Passwort vergessen. Was nun?</h3>
<p>Wählen Sie auf der Anmeldeseite „Passwort vergessen“ und geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, der einmal funktioniert und nach einer Stunde abläuft. Nach fünf fehlgeschlagenen Anmeldungen innerhalb von zehn Minuten werden Anmeldungen zum Schutz Ihres Kontos für zehn Minuten gesperrt.</p>
<h3>Wie schließe ich mein Konto?</h3>
<p>Sie schließen es selbst unter <a href="/limits">Limits</a>, sobald Sie Ihr Guthaben ausgezahlt haben. Mit einem geschlossenen Konto ist keine Anmeldung möglich; für die Wiedereröffnung wenden Sie sich an den Support. Wenn Sie sich wegen Ihres Spielverhaltens sorgen, wählen Sie dort besser einen Selbstausschluss, damit das Konto nicht vorzeitig wieder geöffnet werden kann.</p>
</section>

<section id="deposits">
<h2>Einzahlungen</h2>
<h3>Welche Zahlungsmethoden kann ich nutzen?</h3>
<p>Sie können einzahlen per ${f.depositMethods}. Die Kasse unter <a href="/deposit">Einzahlung</a> zeigt die in Ihrer Währung verfügbaren Methoden mit ihren Mindest- und Höchstbeträgen.</p>
<h3>Gibt es Gebühren?</h3>
<p>Wir berechnen keine Gebühren für Einzahlungen. Ihre Bank oder Ihr Zahlungsdienst kann eigene Gebühren berechnen oder die Währung umrechnen.</p>
<h3>Wie lange dauert eine Einzahlung?</h3>
<p>Einzahlungen per Karte und E-Wallet werden gutgeschrieben, sobald die Zahlung genehmigt ist. Bank- und Krypto-Überweisungen werden gutgeschrieben, wenn das Geld bei uns eingeht, innerhalb von bis zu ${f.transferDays} Werktagen; verwenden Sie immer die angegebene Referenz für die <a href="/bank-transfer">Banküberweisung</a> oder die <a href="/crypto-transfer">Krypto-Überweisung</a>.</p>
<h3>Warum wurde meine Einzahlung abgelehnt?</h3>
<p>Die Meldung der Kasse nennt den Grund: zum Beispiel ein Betrag unter dem Minimum der Methode, ein erreichtes Einzahlungslimit, nicht akzeptierte Geschäftsbedingungen, ein Ausschluss, eine ausstehende Verifizierung oder eine Ablehnung durch Ihre Bank.</p>
</section>

<section id="withdrawals">
<h2>Auszahlungen</h2>
<h3>Wie zahle ich aus?</h3>
<p>Gehen Sie zu <a href="/withdraw">Auszahlung</a>, geben Sie den Betrag und Ihr Konto ein. Wir zahlen per ${f.withdrawalMethods} auf ein Konto auf Ihren Namen aus. Auszahlbar ist nur Ihr auszahlbares Guthaben.</p>
<h3>Warum muss ich zuerst verifiziert sein?</h3>
<p>Das Geldwäschegesetz verpflichtet uns, Ihre Identität vor einer Auszahlung zu bestätigen. Verifizieren Sie sich frühzeitig unter <a href="/kyc">Verifizierung</a>, um Verzögerungen zu vermeiden; wir können Sie auch bitten, den <a href="/sowq">Fragebogen zur Mittelherkunft</a> auszufüllen.</p>
<h3>Wie lange dauert eine Auszahlung?</h3>
<p>Wir prüfen Auszahlungen in der Regel innerhalb von 24 Stunden an Werktagen. Nach der Genehmigung erreicht das Geld Ihr Bankkonto innerhalb von bis zu ${f.transferDays} Werktagen.</p>
<h3>Kann ich eine Auszahlung stornieren?</h3>
<p>Sie können jeweils eine offene Auszahlung haben und sie stornieren, solange sie offen ist. Eine neue Auszahlung ist zehn Minuten nach der vorherigen möglich.</p>
</section>

<section id="bonuses">
<h2>Boni</h2>
<h3>Wie funktionieren Boni?</h3>
<p>Ein Bonus wird Ihrem Bonusguthaben gutgeschrieben und muss eine festgelegte Anzahl von Malen umgesetzt werden, bevor er und seine Gewinne auszahlbar werden. Die Bedingungen jedes Angebots nennen Umsatz, Höchsteinsatz, zählende Spiele und Ablauf.</p>
<h3>Wo gebe ich einen Bonuscode ein?</h3>
<p>Bei der <a href="/registration">Registrierung</a>, mit einer Einzahlung auf der Seite <a href="/deposit">Einzahlung</a> oder unter <a href="/myBonus">Mein Bonus</a>. Wir sagen Ihnen sofort, ob der Code gültig ist.</p>
<h3>Kann ich einen Bonus stornieren?</h3>
<p>Ja, unter <a href="/myBonus">Mein Bonus</a>. Beim Stornieren verfallen das Bonusgeld und die Gewinne daraus; Ihr eigenes Geld bleibt unberührt.</p>
</section>

<section id="games">
<h2>Spiele</h2>
<h3>Kann ich Spiele kostenlos testen?</h3>
<p>Ja. Wenn Sie nicht angemeldet sind, öffnen sich die Spiele im Demomodus mit Spielgeld. Demo-Ergebnisse haben keinen Geldwert.</p>
<h3>Sind die Spiele fair?</h3>
<p>Über die Ergebnisse entscheidet ein Zufallszahlengenerator, und die Regeln und die Auszahlungsquote (RTP) jedes Spiels stehen in seinen Informationen.</p>
<h3>Was passiert, wenn ein Spiel unterbrochen wird?</h3>
<p>Die Runde wird auf unseren Servern abgeschlossen und in Ihrem Verlauf gespeichert; öffnen Sie das Spiel erneut, um sie zu sehen. Bei einer Fehlfunktion sind die betroffenen Einsätze ungültig und werden erstattet, wie unsere <a href="/terms-and-conditions">Allgemeinen Geschäftsbedingungen</a> beschreiben.</p>
</section>

<section id="limits">
<h2>Limits und Selbstausschluss</h2>
<h3>Welche Limits kann ich setzen?</h3>
<p>Ein tägliches Einzahlungslimit, ein tägliches Einsatzlimit und ein tägliches Verlustlimit unter <a href="/limits">Limits</a>. Wir empfehlen, sie festzulegen, bevor Sie zu spielen beginnen.</p>
<h3>Wann gilt eine Änderung?</h3>
<p>Ein niedrigeres Limit gilt sofort. Ein höheres Limit oder seine Aufhebung gilt nach 24 Stunden und Ihrer Bestätigung. Eine offene Anfrage können Sie stornieren.</p>
<h3>Was ist ein Realitätscheck?</h3>
<p>Eine Erinnerung während des Spiels, wie lange Sie schon spielen und wie viel Sie eingesetzt haben, alle 15, 30, 45 oder 60 Minuten, wie Sie es unter <a href="/informations">Mein Profil</a> wählen.</p>
<h3>Wie lege ich eine Pause ein oder schließe mich aus?</h3>
<p>Unter <a href="/limits">Limits</a> können Sie eine Auszeit von ${f.timeOutMinHours} Stunden bis zu ${f.timeOutMaxWeeks} Wochen nehmen oder sich für ${f.exclusionMinDays} bis ${f.exclusionMaxDays} Tage oder dauerhaft ausschließen. Beides gilt sofort: Bis zum Ende können Sie weder spielen noch einzahlen. Mehr dazu auf unserer Seite <a href="/responsible-gaming">Verantwortungsvolles Spielen</a>.</p>
</section>

<section id="verification">
<h2>Verifizierung</h2>
<h3>Welche Dokumente brauchen Sie?</h3>
<p>Einen gültigen Reisepass, Personalausweis oder Führerschein und in manchen Fällen einen Adressnachweis oder einen Nachweis Ihrer Zahlungsmethode. Laden Sie sie unter <a href="/documents">Dokumente</a> hoch.</p>
<h3>Was ist die Online-Verifizierung?</h3>
<p>Unter <a href="/kyc">Verifizierung</a> bestätigen Sie Ihre Identität bei unserem Verifizierungspartner mit Ihrem Dokument und, für manche Länder, einem Selfie. Die Basisstufe wird bei der Registrierung für Sie eröffnet.</p>
<h3>Wie lange dauert das?</h3>
<p>Meist innerhalb von 24 Stunden nach Eingang gut lesbarer Dokumente. Achten Sie darauf, dass alle vier Ecken sichtbar und der Text lesbar ist.</p>
</section>

<section id="technical">
<h2>Technik</h2>
<h3>Welche Geräte und Browser werden unterstützt?</h3>
<p>Aktuelle Versionen von Chrome, Firefox, Safari und Edge auf Computern, Tablets und Telefonen. Ein Download ist nicht nötig.</p>
<h3>Warum wurde ich abgemeldet?</h3>
<p>Zu Ihrer Sicherheit enden Sitzungen nach 30 Minuten ohne Aktivität. Melden Sie sich einfach erneut an.</p>
<h3>Welche Zeitzone verwenden Sie?</h3>
<p>Alle Zeiten auf der Website, auch in Ihrem Transaktionsverlauf, sind in UTC angegeben.</p>
</section>
`;

const sk = (f: HelpFacts) => `
<p>Nižšie nájdete odpovede na najčastejšie otázky. Ak nenájdete, čo hľadáte, <a href="/contact">kontaktujte našu podporu</a> na adrese <a href="mailto:${f.email}">${f.email}</a>.</p>

<section id="account">
<h2>Účet</h2>
<h3>Kto si môže založiť účet?</h3>
<p>Každý, kto má aspoň ${f.minimumAge} rokov a žije v krajine, z ktorej hráčov prijímame. Každá osoba môže mať len jeden účet a uvedené údaje musia byť pravdivé a vlastné.</p>
<h3>Ako sa zaregistrujem?</h3>
<p>Zvoľte Registrácia, vyberte krajinu, menu, prezývku a heslo, potvrďte kód, ktorý vám pošleme e-mailom alebo SMS, a potom vyplňte osobné údaje. Menu účtu neskôr nemožno zmeniť.</p>
<h3>Zabudol som heslo. Čo mám robiť?</h3>
<p>Na prihlasovacej stránke zvoľte „Zabudnuté heslo“ a zadajte svoj e-mail. Pošleme vám odkaz na nastavenie nového hesla, ktorý funguje raz a platí jednu hodinu. Po piatich neúspešných prihláseniach počas desiatich minút sa prihlasovanie na desať minút pozastaví, aby bol váš účet chránený.</p>
<h3>Ako zruším svoj účet?</h3>
<p>Zrušíte ho sami v sekcii <a href="/limits">Limity</a>, keď si vyberiete zostatok. Do zrušeného účtu sa nedá prihlásiť; o jeho obnovenie požiadajte podporu. Ak máte obavy zo svojho hrania, zvoľte tam radšej sebavylúčenie, aby sa účet nedal predčasne obnoviť.</p>
</section>

<section id="deposits">
<h2>Vklady</h2>
<h3>Aké platobné metódy môžem použiť?</h3>
<p>Vkladať môžete cez: ${f.depositMethods}. Pokladňa v sekcii <a href="/deposit">Vklad</a> ukazuje metódy dostupné vo vašej mene s ich minimálnou a maximálnou sumou.</p>
<h3>Účtujete poplatky?</h3>
<p>Za vklady si neúčtujeme žiadne poplatky. Vaša banka alebo poskytovateľ platieb si môže účtovať vlastné poplatky alebo menu prepočítať.</p>
<h3>Ako dlho trvá vklad?</h3>
<p>Vklady kartou a e-peňaženkou pripisujeme hneď po schválení platby. Bankové prevody a prevody kryptomien pripisujeme, keď peniaze dorazia, do ${f.transferDays} pracovných dní; vždy použite uvedený identifikátor pre <a href="/bank-transfer">bankový prevod</a> alebo <a href="/crypto-transfer">prevod kryptomien</a>.</p>
<h3>Prečo bol môj vklad odmietnutý?</h3>
<p>Dôvod uvádza správa pokladne: napríklad suma pod minimom metódy, dosiahnutý limit vkladov, neprijaté obchodné podmienky, vylúčenie, prebiehajúce overenie alebo odmietnutie vašou bankou.</p>
</section>

<section id="withdrawals">
<h2>Výbery</h2>
<h3>Ako si vyberiem peniaze?</h3>
<p>Prejdite do sekcie <a href="/withdraw">Výber</a>, zadajte sumu a svoj účet. Vyplácame cez: ${f.withdrawalMethods}, na účet vedený na vaše meno. Vybrať možno len vyberateľný zostatok.</p>
<h3>Prečo musím byť najprv overený?</h3>
<p>Zákon proti praniu špinavých peňazí nám ukladá overiť vašu totožnosť pred výplatou. Overte sa včas v sekcii <a href="/kyc">Overenie</a>, aby ste predišli zdržaniu; môžeme vás tiež požiadať o vyplnenie <a href="/sowq">dotazníka o pôvode prostriedkov</a>.</p>
<h3>Ako dlho trvá výber?</h3>
<p>Výbery zvyčajne posúdime do 24 hodín v pracovné dni. Po schválení dorazia peniaze na váš bankový účet do ${f.transferDays} pracovných dní.</p>
<h3>Môžem výber zrušiť?</h3>
<p>Naraz môžete mať jeden čakajúci výber a kým čaká, môžete ho zrušiť. Nový výber možno zadať desať minút po predchádzajúcom.</p>
</section>

<section id="bonuses">
<h2>Bonusy</h2>
<h3>Ako bonusy fungujú?</h3>
<p>Bonus sa pripíše na bonusový zostatok a musí sa pretočiť stanovený počet krát, kým sa bonus aj výhry z neho dajú vybrať. Podmienky každej ponuky uvádzajú pretočenie, najvyššiu stávku, započítavané hry a platnosť.</p>
<h3>Kam zadám bonusový kód?</h3>
<p>Pri <a href="/registration">registrácii</a>, spolu so vkladom na stránke <a href="/deposit">Vklad</a>, alebo v sekcii <a href="/myBonus">Môj bonus</a>. Hneď vám povieme, či je kód platný.</p>
<h3>Môžem bonus zrušiť?</h3>
<p>Áno, v sekcii <a href="/myBonus">Môj bonus</a>. Zrušením prepadnú bonusové peniaze aj výhry z nich; vašich vlastných peňazí sa to nedotkne.</p>
</section>

<section id="games">
<h2>Hry</h2>
<h3>Môžem si hry vyskúšať zadarmo?</h3>
<p>Áno. Keď nie ste prihlásení, hry sa otvárajú v demo režime s hernými peniazmi. Výsledky v demo režime nemajú peňažnú hodnotu.</p>
<h3>Sú hry férové?</h3>
<p>O výsledkoch rozhoduje generátor náhodných čísel a pravidlá aj návratnosť (RTP) každej hry nájdete v jej informáciách.</p>
<h3>Čo sa stane, keď sa hra preruší?</h3>
<p>Kolo sa dokončí na našich serveroch a zaznamená sa do vašej histórie; znova otvorte hru a uvidíte ho. Ak hra zlyhá, dotknuté stávky sú neplatné a vrátené, ako opisujú naše <a href="/terms-and-conditions">Obchodné podmienky</a>.</p>
</section>

<section id="limits">
<h2>Limity a sebavylúčenie</h2>
<h3>Aké limity si môžem nastaviť?</h3>
<p>Denný limit vkladov, denný limit stávok a denný limit strát v sekcii <a href="/limits">Limity</a>. Odporúčame nastaviť ich skôr, než začnete hrať.</p>
<h3>Kedy zmena platí?</h3>
<p>Nižší limit platí okamžite. Vyšší limit alebo jeho zrušenie platí po 24 hodinách a vašom potvrdení. Čakajúcu žiadosť môžete zrušiť.</p>
<h3>Čo je kontrola reality?</h3>
<p>Pripomienka počas hry, ako dlho už hráte a koľko ste stavili, každých 15, 30, 45 alebo 60 minút podľa vašej voľby v sekcii <a href="/informations">Môj profil</a>.</p>
<h3>Ako si dám prestávku alebo sa vylúčim?</h3>
<p>V sekcii <a href="/limits">Limity</a> si môžete dať prestávku od ${f.timeOutMinHours} hodín až do ${f.timeOutMaxWeeks} týždňov, alebo sa vylúčiť na ${f.exclusionMinDays} až ${f.exclusionMaxDays} dní či natrvalo. Oboje platí okamžite: kým neskončí, nemôžete hrať ani vkladať. Viac na stránke <a href="/responsible-gaming">Zodpovedné hranie</a>.</p>
</section>

<section id="verification">
<h2>Overenie</h2>
<h3>Aké doklady potrebujete?</h3>
<p>Platný cestovný pas, občiansky preukaz alebo vodičský preukaz a v niektorých prípadoch doklad o adrese alebo o platobnej metóde. Nahrajte ich v sekcii <a href="/documents">Dokumenty</a>.</p>
<h3>Čo je online overenie?</h3>
<p>V sekcii <a href="/kyc">Overenie</a> potvrdíte svoju totožnosť u nášho overovacieho partnera pomocou dokladu a pri niektorých krajinách aj selfie. Základná úroveň sa vám otvorí už pri registrácii.</p>
<h3>Ako dlho to trvá?</h3>
<p>Zvyčajne do 24 hodín od prijatia čitateľných dokladov. Dbajte, aby boli viditeľné všetky štyri rohy a text bol čitateľný.</p>
</section>

<section id="technical">
<h2>Technické otázky</h2>
<h3>Ktoré zariadenia a prehliadače podporujete?</h3>
<p>Aktuálne verzie prehliadačov Chrome, Firefox, Safari a Edge na počítačoch, tabletoch aj telefónoch. Nič netreba sťahovať.</p>
<h3>Prečo som bol odhlásený?</h3>
<p>Z bezpečnostných dôvodov sa relácia končí po 30 minútach nečinnosti. Stačí sa znova prihlásiť.</p>
<h3>Aké časové pásmo používate?</h3>
<p>Všetky časy na webe vrátane histórie transakcií sú uvedené v UTC.</p>
</section>
`;

const hu = (f: HelpFacts) => `
<p>Alább választ talál a leggyakoribb kérdésekre. Ha nem találja, amit keres, <a href="/contact">forduljon ügyfélszolgálatunkhoz</a> a(z) <a href="mailto:${f.email}">${f.email}</a> címen.</p>

<section id="account">
<h2>Fiók</h2>
<h3>Ki nyithat fiókot?</h3>
<p>Bárki, aki betöltötte a ${f.minimumAge}. életévét, és olyan országban él, ahonnan játékosokat fogadunk. Mindenkinek csak egy fiókja lehet, és a megadott adatoknak valósnak és sajátnak kell lenniük.</p>
<h3>Hogyan regisztrálhatok?</h3>
<p>Válassza a Regisztráció lehetőséget, adja meg országát, pénznemét, becenevét és jelszavát, erősítse meg az e-mailben vagy SMS-ben küldött kódot, majd adja meg személyes adatait. A fiók pénzneme később nem módosítható.</p>
<h3>Elfelejtettem a jelszavam. Mit tegyek?</h3>
<p>A bejelentkezési oldalon válassza az „Elfelejtett jelszó” lehetőséget, és adja meg e-mail-címét. Küldünk egy linket, amely egyszer használható és egy óra után lejár. Ha tíz percen belül öt bejelentkezés sikertelen, fiókja védelmében tíz percre szüneteltetjük a bejelentkezést.</p>
<h3>Hogyan szüntethetem meg a fiókomat?</h3>
<p>Saját maga szüntetheti meg a <a href="/limits">Limitek</a> oldalon, miután kifizette az egyenlegét. Megszüntetett fiókba nem lehet bejelentkezni; újranyitásához forduljon az ügyfélszolgálathoz. Ha aggódik a szerencsejáték-szokásai miatt, inkább válassza ott az önkizárást, hogy a fiókot ne lehessen idő előtt újranyitni.</p>
</section>

<section id="deposits">
<h2>Befizetések</h2>
<h3>Milyen fizetési módokat használhatok?</h3>
<p>Befizethet a következőkkel: ${f.depositMethods}. A <a href="/deposit">Befizetés</a> oldal pénztára mutatja a pénznemében elérhető módokat a minimális és maximális összegükkel.</p>
<h3>Van díja a befizetésnek?</h3>
<p>A befizetésekért nem számítunk fel díjat. Bankja vagy fizetési szolgáltatója saját díjat számíthat fel, vagy átválthatja a pénznemet.</p>
<h3>Mennyi ideig tart a befizetés?</h3>
<p>A kártyás és e-pénztárcás befizetést a fizetés jóváhagyása után azonnal jóváírjuk. A banki és a kriptoátutalást akkor írjuk jóvá, amikor a pénz megérkezik hozzánk, legfeljebb ${f.transferDays} munkanapon belül; mindig a megadott hivatkozást használja a <a href="/bank-transfer">banki átutaláshoz</a> vagy a <a href="/crypto-transfer">kriptoátutaláshoz</a>.</p>
<h3>Miért utasították el a befizetésemet?</h3>
<p>A pénztár üzenete megadja az okot: például a mód minimuma alatti összeg, elért befizetési limit, el nem fogadott feltételek, kizárás, folyamatban lévő ellenőrzés vagy a bankja elutasítása.</p>
</section>

<section id="withdrawals">
<h2>Kifizetések</h2>
<h3>Hogyan vehetem fel a pénzemet?</h3>
<p>Lépjen a <a href="/withdraw">Kifizetés</a> oldalra, adja meg az összeget és a számláját. A kifizetés módja: ${f.withdrawalMethods}, a saját nevére szóló számlára. Csak a kifizethető egyenleg vehető fel.</p>
<h3>Miért kell előbb ellenőrizni a személyazonosságomat?</h3>
<p>A pénzmosás elleni törvény előírja, hogy kifizetés előtt ellenőrizzük személyazonosságát. Végezze el időben az ellenőrzést az <a href="/kyc">Ellenőrzés</a> oldalon, hogy elkerülje a késedelmet; kérhetjük a <a href="/sowq">vagyoni forrásokról szóló kérdőív</a> kitöltését is.</p>
<h3>Mennyi ideig tart a kifizetés?</h3>
<p>A kifizetéseket munkanapokon általában 24 órán belül elbíráljuk. Jóváhagyás után a pénz legfeljebb ${f.transferDays} munkanapon belül megérkezik a bankszámlájára.</p>
<h3>Visszavonhatok egy kifizetést?</h3>
<p>Egyszerre egy függő kifizetése lehet, és amíg függőben van, visszavonhatja. Új kifizetést az előző után tíz perccel kérhet.</p>
</section>

<section id="bonuses">
<h2>Bónuszok</h2>
<h3>Hogyan működnek a bónuszok?</h3>
<p>A bónuszt a bónuszegyenlegére írjuk jóvá, és meghatározott számú alkalommal meg kell forgatni, mielőtt a bónusz és a nyereményei kifizethetővé válnak. Minden ajánlat feltételei megadják a megforgatást, a maximális tétet, a beszámító játékokat és a lejáratot.</p>
<h3>Hol adhatom meg a bónuszkódot?</h3>
<p>A <a href="/registration">regisztrációkor</a>, egy befizetéssel a <a href="/deposit">Befizetés</a> oldalon, vagy a <a href="/myBonus">Bónuszom</a> oldalon. Azonnal megmondjuk, hogy a kód érvényes-e.</p>
<h3>Lemondhatok egy bónuszról?</h3>
<p>Igen, a <a href="/myBonus">Bónuszom</a> oldalon. A lemondással a bónuszpénz és a belőle származó nyeremények elvesznek; a saját pénzét ez nem érinti.</p>
</section>

<section id="games">
<h2>Játékok</h2>
<h3>Kipróbálhatom ingyen a játékokat?</h3>
<p>Igen. Ha nincs bejelentkezve, a játékok demó módban, játékpénzzel nyílnak meg. A demó eredményeknek nincs pénzbeli értéke.</p>
<h3>Tisztességesek a játékok?</h3>
<p>Az eredményekről véletlenszám-generátor dönt, és minden játék szabályai és visszatérítési aránya (RTP) megtalálható az információi között.</p>
<h3>Mi történik, ha egy játék megszakad?</h3>
<p>A kört szervereink befejezik és rögzítik az előzményeiben; nyissa meg újra a játékot, hogy lássa. Ha egy játék meghibásodik, az érintett tétek érvénytelenek és visszajárnak, ahogy <a href="/terms-and-conditions">Általános szerződési feltételeink</a> leírják.</p>
</section>

<section id="limits">
<h2>Limitek és önkizárás</h2>
<h3>Milyen limiteket állíthatok be?</h3>
<p>Napi befizetési, napi tét- és napi veszteséglimitet a <a href="/limits">Limitek</a> oldalon. Javasoljuk, hogy játék előtt állítsa be őket.</p>
<h3>Mikor lép életbe a módosítás?</h3>
<p>Az alacsonyabb limit azonnal érvényes. A magasabb limit vagy a limit törlése 24 óra elteltével és az Ön megerősítésével lép életbe. A függő kérelmet visszavonhatja.</p>
<h3>Mi az a valóságellenőrzés?</h3>
<p>Játék közbeni emlékeztető arról, mióta játszik és mennyit tett fel, 15, 30, 45 vagy 60 percenként, ahogy a <a href="/informations">Profilom</a> oldalon választja.</p>
<h3>Hogyan tarthatok szünetet vagy zárhatom ki magam?</h3>
<p>A <a href="/limits">Limitek</a> oldalon ${f.timeOutMinHours} órától ${f.timeOutMaxWeeks} hétig tartó szünetet tarthat, vagy kizárhatja magát ${f.exclusionMinDays}–${f.exclusionMaxDays} napra vagy véglegesen. Mindkettő azonnal érvényes: amíg tart, nem játszhat és nem fizethet be. További információ a <a href="/responsible-gaming">Felelős játék</a> oldalon.</p>
</section>

<section id="verification">
<h2>Ellenőrzés</h2>
<h3>Milyen dokumentumokra van szükség?</h3>
<p>Érvényes útlevélre, személyi igazolványra vagy jogosítványra, egyes esetekben lakcím- vagy fizetésimód-igazolásra. Töltse fel őket a <a href="/documents">Dokumentumok</a> oldalon.</p>
<h3>Mi az online ellenőrzés?</h3>
<p>Az <a href="/kyc">Ellenőrzés</a> oldalon ellenőrző partnerünknél igazolja személyazonosságát a dokumentumával, egyes országok esetében egy szelfivel is. Az alapszintet a regisztrációkor megnyitjuk Önnek.</p>
<h3>Mennyi ideig tart?</h3>
<p>Általában jól olvasható dokumentumok beérkezése után 24 órán belül. Ügyeljen, hogy mind a négy sarok látsszon és a szöveg olvasható legyen.</p>
</section>

<section id="technical">
<h2>Technikai kérdések</h2>
<h3>Milyen eszközöket és böngészőket támogatnak?</h3>
<p>A Chrome, a Firefox, a Safari és az Edge aktuális verzióit számítógépen, táblagépen és telefonon. Semmit nem kell letölteni.</p>
<h3>Miért jelentkeztettek ki?</h3>
<p>Biztonsága érdekében a munkamenet 30 perc tétlenség után véget ér. Egyszerűen jelentkezzen be újra.</p>
<h3>Milyen időzónát használnak?</h3>
<p>Az oldalon látható minden időpont, a tranzakciós előzményeket is beleértve, UTC szerint értendő.</p>
</section>
`;

const pl = (f: HelpFacts) => `
<p>Poniżej znajdziesz odpowiedzi na najczęstsze pytania. Jeśli nie znajdziesz tego, czego szukasz, <a href="/contact">skontaktuj się z naszym działem obsługi</a> pod adresem <a href="mailto:${f.email}">${f.email}</a>.</p>

<section id="account">
<h2>Konto</h2>
<h3>Kto może założyć konto?</h3>
<p>Każda osoba, która ukończyła ${f.minimumAge} lat i mieszka w kraju, z którego przyjmujemy graczy. Każda osoba może mieć tylko jedno konto, a podane dane muszą być prawdziwe i własne.</p>
<h3>Jak się zarejestrować?</h3>
<p>Wybierz Rejestracja, podaj kraj, walutę, pseudonim i hasło, potwierdź kod, który wyślemy e-mailem lub SMS-em, a następnie wpisz dane osobowe. Waluty konta nie można później zmienić.</p>
<h3>Nie pamiętam hasła. Co zrobić?</h3>
<p>Na stronie logowania wybierz „Nie pamiętam hasła” i podaj swój adres e-mail. Wyślemy link, który działa raz i wygasa po godzinie. Po pięciu nieudanych logowaniach w ciągu dziesięciu minut logowanie zostaje wstrzymane na dziesięć minut, aby chronić Twoje konto.</p>
<h3>Jak zamknąć konto?</h3>
<p>Zamkniesz je samodzielnie w sekcji <a href="/limits">Limity</a>, gdy wypłacisz saldo. Do zamkniętego konta nie można się zalogować; aby je ponownie otworzyć, skontaktuj się z obsługą. Jeśli niepokoi Cię Twoja gra, wybierz tam raczej samowykluczenie, aby konta nie dało się otworzyć przedwcześnie.</p>
</section>

<section id="deposits">
<h2>Wpłaty</h2>
<h3>Z jakich metod płatności mogę korzystać?</h3>
<p>Wpłacać możesz przez: ${f.depositMethods}. Kasa w sekcji <a href="/deposit">Wpłata</a> pokazuje metody dostępne w Twojej walucie wraz z kwotą minimalną i maksymalną.</p>
<h3>Czy pobieracie opłaty?</h3>
<p>Nie pobieramy opłat za wpłaty. Twój bank lub dostawca płatności może naliczyć własne opłaty lub przewalutować kwotę.</p>
<h3>Ile trwa wpłata?</h3>
<p>Wpłaty kartą i e-portfelem księgujemy od razu po zatwierdzeniu płatności. Przelewy bankowe i kryptowalutowe księgujemy, gdy pieniądze do nas dotrą, w ciągu do ${f.transferDays} dni roboczych; zawsze używaj podanego identyfikatora dla <a href="/bank-transfer">przelewu bankowego</a> lub <a href="/crypto-transfer">przelewu kryptowalutowego</a>.</p>
<h3>Dlaczego moja wpłata została odrzucona?</h3>
<p>Powód podaje komunikat kasy: na przykład kwota poniżej minimum metody, osiągnięty limit wpłat, niezaakceptowany regulamin, wykluczenie, trwająca weryfikacja lub odmowa Twojego banku.</p>
</section>

<section id="withdrawals">
<h2>Wypłaty</h2>
<h3>Jak wypłacić pieniądze?</h3>
<p>Przejdź do sekcji <a href="/withdraw">Wypłata</a>, podaj kwotę i swoje konto. Wypłacamy przez: ${f.withdrawalMethods}, na konto na Twoje nazwisko. Wypłacić można tylko saldo do wypłaty.</p>
<h3>Dlaczego muszę najpierw przejść weryfikację?</h3>
<p>Przepisy o przeciwdziałaniu praniu pieniędzy wymagają potwierdzenia Twojej tożsamości przed wypłatą. Zweryfikuj się wcześniej w sekcji <a href="/kyc">Weryfikacja</a>, aby uniknąć opóźnień; możemy też poprosić o wypełnienie <a href="/sowq">ankiety o źródle majątku</a>.</p>
<h3>Ile trwa wypłata?</h3>
<p>Wypłaty zwykle rozpatrujemy w ciągu 24 godzin w dni robocze. Po zatwierdzeniu pieniądze trafiają na Twoje konto bankowe w ciągu do ${f.transferDays} dni roboczych.</p>
<h3>Czy mogę anulować wypłatę?</h3>
<p>Możesz mieć jednocześnie jedną oczekującą wypłatę i anulować ją, dopóki oczekuje. Nową wypłatę można zlecić dziesięć minut po poprzedniej.</p>
</section>

<section id="bonuses">
<h2>Bonusy</h2>
<h3>Jak działają bonusy?</h3>
<p>Bonus trafia na saldo bonusowe i trzeba go obrócić określoną liczbę razy, zanim on i wygrane z niego staną się dostępne do wypłaty. Warunki każdej oferty podają obrót, maksymalny zakład, zaliczane gry i termin ważności.</p>
<h3>Gdzie wpisać kod bonusowy?</h3>
<p>Podczas <a href="/registration">rejestracji</a>, razem z wpłatą na stronie <a href="/deposit">Wpłata</a> lub w sekcji <a href="/myBonus">Mój bonus</a>. Od razu powiemy, czy kod jest ważny.</p>
<h3>Czy mogę anulować bonus?</h3>
<p>Tak, w sekcji <a href="/myBonus">Mój bonus</a>. Anulowanie usuwa środki bonusowe i wygrane z nich; Twoje własne pieniądze pozostają nienaruszone.</p>
</section>

<section id="games">
<h2>Gry</h2>
<h3>Czy mogę wypróbować gry za darmo?</h3>
<p>Tak. Gdy nie jesteś zalogowany, gry otwierają się w trybie demo z wirtualnymi pieniędzmi. Wyniki w trybie demo nie mają wartości pieniężnej.</p>
<h3>Czy gry są uczciwe?</h3>
<p>O wynikach decyduje generator liczb losowych, a zasady i zwrot dla gracza (RTP) każdej gry znajdziesz w jej informacjach.</p>
<h3>Co się stanie, gdy gra zostanie przerwana?</h3>
<p>Runda zostaje dokończona na naszych serwerach i zapisana w Twojej historii; otwórz grę ponownie, aby ją zobaczyć. Jeśli gra działa wadliwie, objęte tym zakłady są nieważne i zwracane, jak opisuje nasz <a href="/terms-and-conditions">Regulamin</a>.</p>
</section>

<section id="limits">
<h2>Limity i samowykluczenie</h2>
<h3>Jakie limity mogę ustawić?</h3>
<p>Dzienny limit wpłat, dzienny limit zakładów i dzienny limit strat w sekcji <a href="/limits">Limity</a>. Zalecamy ustawić je przed rozpoczęciem gry.</p>
<h3>Kiedy zmiana zaczyna obowiązywać?</h3>
<p>Niższy limit obowiązuje od razu. Wyższy limit lub jego usunięcie obowiązuje po 24 godzinach i Twoim potwierdzeniu. Oczekujący wniosek możesz anulować.</p>
<h3>Czym jest kontrola rzeczywistości?</h3>
<p>Przypomnienie w trakcie gry, jak długo grasz i ile postawiłeś, co 15, 30, 45 lub 60 minut, zgodnie z wyborem w sekcji <a href="/informations">Mój profil</a>.</p>
<h3>Jak zrobić przerwę lub się wykluczyć?</h3>
<p>W sekcji <a href="/limits">Limity</a> możesz zrobić przerwę od ${f.timeOutMinHours} godzin do ${f.timeOutMaxWeeks} tygodni albo wykluczyć się na ${f.exclusionMinDays}–${f.exclusionMaxDays} dni lub na stałe. Obie opcje działają od razu: do ich końca nie możesz grać ani wpłacać. Więcej na stronie <a href="/responsible-gaming">Odpowiedzialna gra</a>.</p>
</section>

<section id="verification">
<h2>Weryfikacja</h2>
<h3>Jakich dokumentów potrzebujecie?</h3>
<p>Ważnego paszportu, dowodu osobistego lub prawa jazdy, a w niektórych przypadkach potwierdzenia adresu lub metody płatności. Prześlij je w sekcji <a href="/documents">Dokumenty</a>.</p>
<h3>Czym jest weryfikacja online?</h3>
<p>W sekcji <a href="/kyc">Weryfikacja</a> potwierdzasz tożsamość u naszego partnera weryfikacyjnego za pomocą dokumentu, a w niektórych krajach także selfie. Poziom podstawowy otwieramy dla Ciebie już przy rejestracji.</p>
<h3>Ile to trwa?</h3>
<p>Zwykle do 24 godzin od otrzymania czytelnych dokumentów. Zadbaj, aby widoczne były wszystkie cztery rogi, a tekst był czytelny.</p>
</section>

<section id="technical">
<h2>Kwestie techniczne</h2>
<h3>Jakie urządzenia i przeglądarki są obsługiwane?</h3>
<p>Aktualne wersje Chrome, Firefox, Safari i Edge na komputerach, tabletach i telefonach. Nie trzeba niczego pobierać.</p>
<h3>Dlaczego zostałem wylogowany?</h3>
<p>Ze względów bezpieczeństwa sesja kończy się po 30 minutach bezczynności. Wystarczy zalogować się ponownie.</p>
<h3>Jakiej strefy czasowej używacie?</h3>
<p>Wszystkie godziny na stronie, także w historii transakcji, są podane w UTC.</p>
</section>
`;

const es = (f: HelpFacts) => `
<p>A continuación encontrarás respuestas a las preguntas más frecuentes. Si no encuentras lo que buscas, <a href="/contact">contacta con nuestro equipo de atención</a> en <a href="mailto:${f.email}">${f.email}</a>.</p>

<section id="account">
<h2>Cuenta</h2>
<h3>¿Quién puede abrir una cuenta?</h3>
<p>Cualquier persona de ${f.minimumAge} años o más que viva en un país desde el que aceptamos jugadores. Cada persona solo puede tener una cuenta, y los datos que des deben ser verdaderos y tuyos.</p>
<h3>¿Cómo me registro?</h3>
<p>Elige Registrarse, indica tu país, moneda, apodo y contraseña, confirma el código que te enviamos por correo electrónico o SMS y luego introduce tus datos personales. La moneda de la cuenta no se puede cambiar después.</p>
<h3>He olvidado mi contraseña. ¿Qué hago?</h3>
<p>Elige «He olvidado mi contraseña» en la página de inicio de sesión e introduce tu correo electrónico. Te enviamos un enlace que funciona una vez y caduca en una hora. Tras cinco intentos fallidos en diez minutos, el inicio de sesión se pausa diez minutos para proteger tu cuenta.</p>
<h3>¿Cómo cierro mi cuenta?</h3>
<p>Puedes cerrarla tú mismo en <a href="/limits">Límites</a>, una vez retirado tu saldo. Con una cuenta cerrada no se puede iniciar sesión; para reabrirla, contacta con atención al cliente. Si te preocupa tu forma de jugar, elige allí mejor la autoexclusión, para que la cuenta no pueda reabrirse antes de tiempo.</p>
</section>

<section id="deposits">
<h2>Depósitos</h2>
<h3>¿Qué métodos de pago puedo usar?</h3>
<p>Puedes depositar con ${f.depositMethods}. La caja en <a href="/deposit">Depósito</a> muestra los métodos disponibles en tu moneda con sus importes mínimo y máximo.</p>
<h3>¿Hay comisiones?</h3>
<p>No cobramos comisiones por los depósitos. Tu banco o proveedor de pagos puede cobrar las suyas o convertir la moneda.</p>
<h3>¿Cuánto tarda un depósito?</h3>
<p>Los depósitos con tarjeta y monedero electrónico se abonan en cuanto se aprueba el pago. Las transferencias bancarias y de criptomonedas se abonan cuando el dinero nos llega, en un plazo máximo de ${f.transferDays} días hábiles; usa siempre la referencia indicada para la <a href="/bank-transfer">transferencia bancaria</a> o la <a href="/crypto-transfer">transferencia de criptomonedas</a>.</p>
<h3>¿Por qué se rechazó mi depósito?</h3>
<p>El mensaje de la caja indica el motivo: por ejemplo, un importe inferior al mínimo del método, un límite de depósito alcanzado, condiciones no aceptadas, una exclusión, una verificación pendiente o un rechazo de tu banco.</p>
</section>

<section id="withdrawals">
<h2>Retiradas</h2>
<h3>¿Cómo retiro mi dinero?</h3>
<p>Ve a <a href="/withdraw">Retirada</a> e introduce el importe y tu cuenta. Pagamos por ${f.withdrawalMethods} a una cuenta a tu nombre. Solo se puede retirar el saldo retirable.</p>
<h3>¿Por qué necesito verificarme antes?</h3>
<p>La ley contra el blanqueo de capitales nos obliga a confirmar tu identidad antes de pagar. Verifícate pronto en <a href="/kyc">Verificación</a> para evitar retrasos; también podemos pedirte que completes el <a href="/sowq">cuestionario sobre el origen de los fondos</a>.</p>
<h3>¿Cuánto tarda una retirada?</h3>
<p>Normalmente revisamos las retiradas en 24 horas en días hábiles. Tras la aprobación, el dinero llega a tu cuenta bancaria en un plazo máximo de ${f.transferDays} días hábiles.</p>
<h3>¿Puedo cancelar una retirada?</h3>
<p>Puedes tener una retirada pendiente a la vez y cancelarla mientras esté pendiente. Se puede pedir una nueva retirada diez minutos después de la anterior.</p>
</section>

<section id="bonuses">
<h2>Bonos</h2>
<h3>¿Cómo funcionan los bonos?</h3>
<p>El bono se abona en tu saldo de bono y debe apostarse un número determinado de veces antes de que él y sus ganancias se puedan retirar. Las condiciones de cada oferta indican el requisito de apuesta, la apuesta máxima, los juegos que cuentan y la caducidad.</p>
<h3>¿Dónde introduzco un código de bono?</h3>
<p>En el <a href="/registration">registro</a>, con un depósito en la página <a href="/deposit">Depósito</a> o en <a href="/myBonus">Mi bono</a>. Te decimos al momento si el código es válido.</p>
<h3>¿Puedo cancelar un bono?</h3>
<p>Sí, en <a href="/myBonus">Mi bono</a>. Al cancelarlo se eliminan el dinero del bono y sus ganancias; tu propio dinero no se ve afectado.</p>
</section>

<section id="games">
<h2>Juegos</h2>
<h3>¿Puedo probar los juegos gratis?</h3>
<p>Sí. Si no has iniciado sesión, los juegos se abren en modo demo con dinero ficticio. Los resultados del modo demo no tienen valor monetario.</p>
<h3>¿Los juegos son justos?</h3>
<p>Los resultados los decide un generador de números aleatorios, y las reglas y el retorno al jugador (RTP) de cada juego figuran en su información.</p>
<h3>¿Qué pasa si un juego se interrumpe?</h3>
<p>La ronda se completa en nuestros servidores y queda registrada en tu historial; vuelve a abrir el juego para verla. Si un juego falla, las apuestas afectadas se anulan y se devuelven, como describen nuestros <a href="/terms-and-conditions">Términos y condiciones</a>.</p>
</section>

<section id="limits">
<h2>Límites y autoexclusión</h2>
<h3>¿Qué límites puedo fijar?</h3>
<p>Un límite diario de depósito, un límite diario de apuesta y un límite diario de pérdidas, en <a href="/limits">Límites</a>. Te recomendamos fijarlos antes de empezar a jugar.</p>
<h3>¿Cuándo se aplica un cambio?</h3>
<p>Un límite más bajo se aplica de inmediato. Un límite más alto, o su eliminación, se aplica tras 24 horas y tu confirmación. Puedes cancelar una solicitud pendiente.</p>
<h3>¿Qué es el control de realidad?</h3>
<p>Un recordatorio durante el juego de cuánto tiempo llevas jugando y cuánto has apostado, cada 15, 30, 45 o 60 minutos según elijas en <a href="/informations">Mi perfil</a>.</p>
<h3>¿Cómo me tomo un descanso o me autoexcluyo?</h3>
<p>En <a href="/limits">Límites</a> puedes tomarte una pausa de ${f.timeOutMinHours} horas a ${f.timeOutMaxWeeks} semanas, o autoexcluirte de ${f.exclusionMinDays} a ${f.exclusionMaxDays} días o de forma permanente. Ambas se aplican al momento: hasta que terminen no podrás jugar ni depositar. Más información en nuestra página de <a href="/responsible-gaming">Juego responsable</a>.</p>
</section>

<section id="verification">
<h2>Verificación</h2>
<h3>¿Qué documentos necesitáis?</h3>
<p>Un pasaporte, documento de identidad o permiso de conducir válido y, en algunos casos, un justificante de domicilio o de tu método de pago. Súbelos en <a href="/documents">Documentos</a>.</p>
<h3>¿Qué es la verificación en línea?</h3>
<p>En <a href="/kyc">Verificación</a> confirmas tu identidad con nuestro socio de verificación usando tu documento y, en algunos países, un selfie. El nivel básico se abre para ti al registrarte.</p>
<h3>¿Cuánto tarda?</h3>
<p>Normalmente 24 horas desde que recibimos documentos legibles. Asegúrate de que se vean las cuatro esquinas y de que el texto se lea bien.</p>
</section>

<section id="technical">
<h2>Cuestiones técnicas</h2>
<h3>¿Qué dispositivos y navegadores son compatibles?</h3>
<p>Las versiones actuales de Chrome, Firefox, Safari y Edge en ordenadores, tabletas y teléfonos. No hace falta descargar nada.</p>
<h3>¿Por qué se cerró mi sesión?</h3>
<p>Por tu seguridad, las sesiones terminan tras 30 minutos sin actividad. Solo tienes que volver a iniciar sesión.</p>
<h3>¿Qué zona horaria usáis?</h3>
<p>Todas las horas que se muestran en el sitio, incluido tu historial de transacciones, están en UTC.</p>
</section>
`;

/** Help centre in eight hash-addressable sections of questions and answers. */
export const HELP_PAGE: FooterPageSeed = {
  name: 'help',
  texts: {
    en: {
      title: 'Help',
      seo_title: 'Help centre | Prime',
      seo_description:
        'Answers about your Prime account, deposits, withdrawals, bonuses, games, limits, verification and technical questions.',
      content: en(helpFacts('en')),
    },
    cs: {
      title: 'Nápověda',
      seo_title: 'Centrum nápovědy | Prime',
      seo_description:
        'Odpovědi na otázky o účtu Prime, vkladech, výběrech, bonusech, hrách, limitech, ověření a technických potížích.',
      content: cs(helpFacts('cs')),
    },
    de: {
      title: 'Hilfe',
      seo_title: 'Hilfe-Center | Prime',
      seo_description:
        'Antworten zu Ihrem Prime-Konto, Einzahlungen, Auszahlungen, Boni, Spielen, Limits, Verifizierung und technischen Fragen.',
      content: de(helpFacts('de')),
    },
    sk: {
      title: 'Pomoc',
      seo_title: 'Centrum pomoci | Prime',
      seo_description:
        'Odpovede na otázky o účte Prime, vkladoch, výberoch, bonusoch, hrách, limitoch, overení a technických problémoch.',
      content: sk(helpFacts('sk')),
    },
    hu: {
      title: 'Súgó',
      seo_title: 'Súgóközpont | Prime',
      seo_description:
        'Válaszok a Prime-fiókkal, befizetésekkel, kifizetésekkel, bónuszokkal, játékokkal, limitekkel, ellenőrzéssel és technikai kérdésekkel kapcsolatban.',
      content: hu(helpFacts('hu')),
    },
    pl: {
      title: 'Pomoc',
      seo_title: 'Centrum pomocy | Prime',
      seo_description:
        'Odpowiedzi na pytania o konto Prime, wpłaty, wypłaty, bonusy, gry, limity, weryfikację i kwestie techniczne.',
      content: pl(helpFacts('pl')),
    },
    es: {
      title: 'Ayuda',
      seo_title: 'Centro de ayuda | Prime',
      seo_description:
        'Respuestas sobre tu cuenta Prime, depósitos, retiradas, bonos, juegos, límites, verificación y cuestiones técnicas.',
      content: es(helpFacts('es')),
    },
  },
};
