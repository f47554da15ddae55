import type { FooterPageSeed } from '../footer-pages.types';
import { OPERATOR } from './operator';

type Words = {
  how: string;
  steps: [string, string, string, string];
  when: string;
  whenText: string;
  received: string;
  own: string;
  ownText: string;
  withdraw: string;
  withdrawText: string;
  help: string;
};

const page = (w: Words) => `
<section>
<h2>${w.how}</h2>
<ol>
<li>${w.steps[0]}</li>
<li>${w.steps[1]}</li>
<li>${w.steps[2]}</li>
<li>${w.steps[3]}</li>
</ol>
</section>

<section>
<h2>${w.when}</h2>
<p>${w.whenText}</p>
<p>${w.received}</p>
</section>

<section>
<h2>${w.own}</h2>
<p>${w.ownText}</p>
</section>

<section>
<h2>${w.withdraw}</h2>
<p>${w.withdrawText}</p>
<p>${w.help}</p>
</section>
`;

const en = page({
  how: 'How a bank transfer deposit works',
  steps: [
    'In <a href="/deposit">Deposit</a>, choose <strong>Bank transfer</strong>, enter the amount, the IBAN of the account you send from, your bank and your reference number.',
    'We show you our account: holder, IBAN, BIC and a <strong>variable symbol</strong> that belongs to this deposit only.',
    'Send the transfer from your bank with the variable symbol in the payment reference, so we can match it to you.',
    'The deposit stays <strong>pending</strong> in <a href="/transactions">Transactions</a> until the money arrives.',
  ],
  when: 'When the money is credited',
  whenText:
    'We credit your account as soon as the transfer reaches our bank, usually within one working day inside the SEPA area and <strong>up to 5 working days</strong> otherwise. A transfer we have not received within 14 days is cancelled; if it arrives later, contact us and we will credit or return it.',
  received:
    'We credit the amount that actually reached our account. Fees charged by your bank or by intermediary banks are not covered by us.',
  own: 'Only from an account in your own name',
  ownText: `The sending account must be in your own name. We return transfers from other people's accounts, as our licence from the ${OPERATOR.regulator} and the anti-money laundering rules require.`,
  withdraw: 'Withdrawals by bank transfer',
  withdrawText:
    'You can withdraw to a SEPA bank account in your own name in <a href="/withdraw">Withdraw</a> once your account is verified. Approved withdrawals are paid within 5 working days.',
  help: `Questions about a transfer? Write to <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> with your variable symbol.`,
});

const cs = page({
  how: 'Jak funguje vklad bankovním převodem',
  steps: [
    'V sekci <a href="/deposit">Vklad</a> zvolte <strong>Bankovní převod</strong>, zadejte částku, IBAN účtu, ze kterého posíláte, svou banku a číslo reference.',
    'Zobrazíme vám náš účet: majitele, IBAN, BIC a <strong>variabilní symbol</strong>, který patří jen tomuto vkladu.',
    'Odešlete převod ze své banky s variabilním symbolem v platbě, abychom ho mohli přiřadit k vám.',
    'Vklad zůstane ve stavu <strong>čeká</strong> v sekci <a href="/transactions">Transakce</a>, dokud peníze nedorazí.',
  ],
  when: 'Kdy budou peníze připsány',
  whenText:
    'Částku připíšeme, jakmile převod dorazí na náš účet, v oblasti SEPA obvykle do jednoho pracovního dne, jinak <strong>do 5 pracovních dnů</strong>. Převod, který neobdržíme do 14 dnů, zrušíme; pokud dorazí později, kontaktujte nás a připíšeme ho nebo vrátíme.',
  received:
    'Připisujeme částku, která skutečně dorazila na náš účet. Poplatky vaší banky ani zprostředkujících bank nehradíme.',
  own: 'Jen z účtu na vaše jméno',
  ownText: `Odesílající účet musí být na vaše jméno. Převody z účtů jiných osob vracíme, jak vyžaduje naše licence od ${OPERATOR.regulator} a pravidla proti praní peněz.`,
  withdraw: 'Výběry bankovním převodem',
  withdrawText:
    'Na bankovní účet SEPA na vaše jméno můžete vybírat v sekci <a href="/withdraw">Výběr</a>, jakmile bude váš účet ověřen. Schválené výběry vyplácíme do 5 pracovních dnů.',
  help: `Máte dotaz k převodu? Napište na <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> a uveďte variabilní symbol.`,
});

const de = page({
  how: 'So funktioniert eine Einzahlung per Banküberweisung',
  steps: [
    'Wählen Sie unter <a href="/deposit">Einzahlung</a> die <strong>Banküberweisung</strong>, geben Sie den Betrag, die IBAN des Absenderkontos, Ihre Bank und Ihre Referenznummer ein.',
    'Wir zeigen Ihnen unser Konto: Inhaber, IBAN, BIC und ein <strong>Verwendungszeichen</strong>, das nur zu dieser Einzahlung gehört.',
    'Überweisen Sie von Ihrer Bank mit dem Verwendungszeichen im Verwendungszweck, damit wir die Zahlung Ihnen zuordnen können.',
    'Die Einzahlung bleibt <strong>ausstehend</strong> unter <a href="/transactions">Transaktionen</a>, bis das Geld eingeht.',
  ],
  when: 'Wann das Geld gutgeschrieben wird',
  whenText:
    'Wir schreiben den Betrag gut, sobald die Überweisung bei unserer Bank eingeht, im SEPA-Raum meist innerhalb eines Werktags, sonst <strong>innerhalb von bis zu 5 Werktagen</strong>. Eine Überweisung, die nicht innerhalb von 14 Tagen eingeht, wird storniert; kommt sie später an, melden Sie sich, und wir schreiben sie gut oder senden sie zurück.',
  received:
    'Gutgeschrieben wird der Betrag, der tatsächlich auf unserem Konto eingeht. Gebühren Ihrer Bank oder zwischengeschalteter Banken übernehmen wir nicht.',
  own: 'Nur von einem Konto auf Ihren Namen',
  ownText: `Das Absenderkonto muss auf Ihren Namen lauten. Überweisungen von Konten anderer Personen senden wir zurück, wie es unsere Lizenz der ${OPERATOR.regulator} und die Geldwäschevorschriften verlangen.`,
  withdraw: 'Auszahlungen per Banküberweisung',
  withdrawText:
    'Sie können unter <a href="/withdraw">Auszahlung</a> auf ein SEPA-Bankkonto auf Ihren Namen auszahlen, sobald Ihr Konto verifiziert ist. Genehmigte Auszahlungen werden innerhalb von 5 Werktagen überwiesen.',
  help: `Fragen zu einer Überweisung? Schreiben Sie an <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> und nennen Sie Ihr Verwendungszeichen.`,
});

const sk = page({
  how: 'Ako funguje vklad bankovým prevodom',
  steps: [
    'V sekcii <a href="/deposit">Vklad</a> zvoľte <strong>Bankový prevod</strong>, zadajte sumu, IBAN účtu, z ktorého posielate, svoju banku a číslo referencie.',
    'Zobrazíme vám náš účet: majiteľa, IBAN, BIC a <strong>variabilný symbol</strong>, ktorý patrí len tomuto vkladu.',
    'Odošlite prevod zo svojej banky s variabilným symbolom v platbe, aby sme ho mohli priradiť k vám.',
    'Vklad zostane v stave <strong>čaká</strong> v sekcii <a href="/transactions">Transakcie</a>, kým peniaze neprídu.',
  ],
  when: 'Kedy budú peniaze pripísané',
  whenText:
    'Sumu pripíšeme, hneď ako prevod príde na náš účet, v oblasti SEPA zvyčajne do jedného pracovného dňa, inak <strong>do 5 pracovných dní</strong>. Prevod, ktorý neprijmeme do 14 dní, zrušíme; ak príde neskôr, kontaktujte nás a pripíšeme ho alebo vrátime.',
  received:
    'Pripisujeme sumu, ktorá skutočne prišla na náš účet. Poplatky vašej banky ani sprostredkujúcich bánk nehradíme.',
  own: 'Len z účtu na vaše meno',
  ownText: `Odosielajúci účet musí byť na vaše meno. Prevody z účtov iných osôb vraciame, ako vyžaduje naša licencia od ${OPERATOR.regulator} a pravidlá proti praniu špinavých peňazí.`,
  withdraw: 'Výbery bankovým prevodom',
  withdrawText:
    'Na bankový účet SEPA na vaše meno môžete vyberať v sekcii <a href="/withdraw">Výber</a>, keď bude váš účet overený. Schválené výbery vyplácame do 5 pracovných dní.',
  help: `Máte otázku k prevodu? Napíšte na <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> a uveďte variabilný symbol.`,
});

const hu = page({
  how: 'Így működik a befizetés banki átutalással',
  steps: [
    'A <a href="/deposit">Befizetés</a> oldalon válassza a <strong>Banki átutalás</strong> lehetőséget, adja meg az összeget, a küldő számla IBAN-ját, a bankját és a hivatkozási számát.',
    'Megmutatjuk a számlánkat: tulajdonos, IBAN, BIC és egy <strong>változó szimbólum</strong>, amely csak ehhez a befizetéshez tartozik.',
    'Indítsa el az átutalást a bankjából, a közleményben a változó szimbólummal, hogy Önhöz tudjuk rendelni.',
    'A befizetés <strong>függőben</strong> marad a <a href="/transactions">Tranzakciók</a> között, amíg a pénz meg nem érkezik.',
  ],
  when: 'Mikor kerül jóváírásra a pénz',
  whenText:
    'Amint az átutalás beérkezik a bankunkba, jóváírjuk, a SEPA-övezeten belül általában egy munkanapon belül, egyébként <strong>legfeljebb 5 munkanapon belül</strong>. A 14 napon belül be nem érkezett átutalást töröljük; ha később érkezik, írjon nekünk, és jóváírjuk vagy visszaküldjük.',
  received:
    'A számlánkra ténylegesen beérkezett összeget írjuk jóvá. Az Ön bankjának vagy a közvetítő bankoknak a díjait nem vállaljuk.',
  own: 'Csak a saját nevére szóló számláról',
  ownText: `A küldő számlának az Ön nevére kell szólnia. Más személyek számlájáról érkező átutalásokat visszaküldünk, ahogy a ${OPERATOR.regulator} által kiadott engedélyünk és a pénzmosás elleni szabályok előírják.`,
  withdraw: 'Kifizetés banki átutalással',
  withdrawText:
    'A <a href="/withdraw">Kifizetés</a> oldalon a saját nevére szóló SEPA-bankszámlára vehet fel pénzt, miután a fiókját ellenőriztük. A jóváhagyott kifizetéseket 5 munkanapon belül utaljuk.',
  help: `Kérdése van egy átutalással kapcsolatban? Írjon a <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> címre, és adja meg a változó szimbólumot.`,
});

const pl = page({
  how: 'Jak działa wpłata przelewem bankowym',
  steps: [
    'W sekcji <a href="/deposit">Wpłata</a> wybierz <strong>Przelew bankowy</strong>, wpisz kwotę, IBAN rachunku, z którego wysyłasz, swój bank i numer referencyjny.',
    'Pokażemy nasz rachunek: właściciela, IBAN, BIC i <strong>symbol zmienny</strong>, który należy tylko do tej wpłaty.',
    'Wyślij przelew ze swojego banku z symbolem zmiennym w tytule, abyśmy mogli przypisać go do Ciebie.',
    'Wpłata pozostaje <strong>oczekująca</strong> w sekcji <a href="/transactions">Transakcje</a>, dopóki pieniądze nie dotrą.',
  ],
  when: 'Kiedy pieniądze zostaną zaksięgowane',
  whenText:
    'Księgujemy kwotę, gdy tylko przelew dotrze do naszego banku, w obszarze SEPA zwykle w ciągu jednego dnia roboczego, w innych przypadkach <strong>do 5 dni roboczych</strong>. Przelew, który nie dotrze w ciągu 14 dni, anulujemy; jeśli dotrze później, skontaktuj się z nami, a zaksięgujemy go lub zwrócimy.',
  received:
    'Księgujemy kwotę, która faktycznie wpłynęła na nasz rachunek. Opłat Twojego banku ani banków pośredniczących nie pokrywamy.',
  own: 'Tylko z rachunku na Twoje nazwisko',
  ownText: `Rachunek nadawcy musi być na Twoje nazwisko. Przelewy z rachunków innych osób zwracamy, zgodnie z wymogami naszej licencji od ${OPERATOR.regulator} i przepisami o przeciwdziałaniu praniu pieniędzy.`,
  withdraw: 'Wypłaty przelewem bankowym',
  withdrawText:
    'Możesz wypłacać na rachunek SEPA na swoje nazwisko w sekcji <a href="/withdraw">Wypłata</a>, gdy Twoje konto zostanie zweryfikowane. Zatwierdzone wypłaty realizujemy w ciągu 5 dni roboczych.',
  help: `Masz pytanie dotyczące przelewu? Napisz na <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> i podaj symbol zmienny.`,
});

const es = page({
  how: 'Cómo funciona un depósito por transferencia bancaria',
  steps: [
    'En <a href="/deposit">Depósito</a>, elija <strong>Transferencia bancaria</strong>, introduzca el importe, el IBAN de la cuenta de origen, su banco y su número de referencia.',
    'Le mostramos nuestra cuenta: titular, IBAN, BIC y un <strong>símbolo variable</strong> que pertenece solo a este depósito.',
    'Haga la transferencia desde su banco con el símbolo variable en el concepto, para que podamos asignarla a usted.',
    'El depósito queda <strong>pendiente</strong> en <a href="/transactions">Transacciones</a> hasta que llegue el dinero.',
  ],
  when: 'Cuándo se abona el dinero',
  whenText:
    'Abonamos el importe en cuanto la transferencia llega a nuestro banco, normalmente en un día hábil dentro de la zona SEPA y <strong>en un máximo de 5 días hábiles</strong> en otro caso. Una transferencia que no recibamos en 14 días se cancela; si llega más tarde, contáctenos y la abonaremos o devolveremos.',
  received:
    'Abonamos el importe que realmente llega a nuestra cuenta. No asumimos las comisiones de su banco ni de los bancos intermediarios.',
  own: 'Solo desde una cuenta a su nombre',
  ownText: `La cuenta de origen debe estar a su nombre. Devolvemos las transferencias desde cuentas de otras personas, como exigen nuestra licencia de la ${OPERATOR.regulator} y las normas contra el blanqueo de capitales.`,
  withdraw: 'Retiradas por transferencia bancaria',
  withdrawText:
    'Puede retirar a una cuenta bancaria SEPA a su nombre en <a href="/withdraw">Retirada</a> cuando su cuenta esté verificada. Las retiradas aprobadas se pagan en un máximo de 5 días hábiles.',
  help: `¿Preguntas sobre una transferencia? Escriba a <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> indicando su símbolo variable.`,
});

/** How a bank transfer deposit and withdrawal work (spec 02 §2, linked from the deposit). */
export const BANK_TRANSFER_PAGE: FooterPageSeed = {
  name: 'bank-transfer',
  texts: {
    en: {
      title: 'Bank transfer',
      seo_title: 'Bank transfer | Prime',
      seo_description:
        'Deposit by bank transfer with your variable symbol; credited when it arrives, up to 5 working days. Withdraw to a SEPA account in your name.',
      content: en,
    },
    cs: {
      title: 'Bankovní převod',
      seo_title: 'Bankovní převod | Prime',
      seo_description:
        'Vklad bankovním převodem s variabilním symbolem; připsán po přijetí, do 5 pracovních dnů. Výběr na účet SEPA na vaše jméno.',
      content: cs,
    },
    de: {
      title: 'Banküberweisung',
      seo_title: 'Banküberweisung | Prime',
      seo_description:
        'Einzahlung per Überweisung mit Verwendungszeichen; Gutschrift bei Eingang, bis zu 5 Werktage. Auszahlung auf ein SEPA-Konto auf Ihren Namen.',
      content: de,
    },
    sk: {
      title: 'Bankový prevod',
      seo_title: 'Bankový prevod | Prime',
      seo_description:
        'Vklad bankovým prevodom s variabilným symbolom; pripísaný po prijatí, do 5 pracovných dní. Výber na účet SEPA na vaše meno.',
      content: sk,
    },
    hu: {
      title: 'Banki átutalás',
      seo_title: 'Banki átutalás | Prime',
      seo_description:
        'Befizetés banki átutalással változó szimbólummal; jóváírás beérkezéskor, legfeljebb 5 munkanap. Kifizetés saját SEPA-számlára.',
      content: hu,
    },
    pl: {
      title: 'Przelew bankowy',
      seo_title: 'Przelew bankowy | Prime',
      seo_description:
        'Wpłata przelewem z symbolem zmiennym; księgowana po wpływie, do 5 dni roboczych. Wypłata na rachunek SEPA na Twoje nazwisko.',
      content: pl,
    },
    es: {
      title: 'Transferencia bancaria',
      seo_title: 'Transferencia bancaria | Prime',
      seo_description:
        'Deposite por transferencia con su símbolo variable; se abona al llegar, hasta 5 días hábiles. Retire a una cuenta SEPA a su nombre.',
      content: es,
    },
  },
};
