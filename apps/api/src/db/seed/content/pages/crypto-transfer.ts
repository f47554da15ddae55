import type { FooterPageSeed } from '../footer-pages.types';
import { OPERATOR } from './operator';

type Words = {
  how: string;
  steps: [string, string, string, string];
  when: string;
  whenText: string;
  value: string;
  own: string;
  ownText: string;
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
<p>${w.value}</p>
</section>

<section>
<h2>${w.own}</h2>
<p>${w.ownText}</p>
<p>${w.help}</p>
</section>
`;

const en = page({
  how: 'How a crypto transfer deposit works',
  steps: [
    'In <a href="/deposit">Deposit</a>, choose <strong>Crypto transfer</strong>, enter the amount in your account currency, the name of the sender and a reference code of your choice.',
    'We show you the address and the network to send to, with your reference code.',
    'Send the transfer from your own wallet on exactly that network. A transfer on another network cannot be recovered.',
    'The deposit stays <strong>pending</strong> in <a href="/transactions">Transactions</a> until we have received and checked it.',
  ],
  when: 'When the money is credited',
  whenText:
    'We credit your account once the transfer is confirmed on the network and checked by our payments team, <strong>up to 5 working days</strong>. A transfer we have not received within 14 days is cancelled; if it arrives later, contact us.',
  value:
    'We credit the value that actually arrived, converted into your account currency at the rate of the day we receive it. Network fees are paid by the sender.',
  own: 'Only from a wallet you control',
  ownText: `Send only from a wallet that belongs to you. Our licence from the ${OPERATOR.regulator} and the anti-money laundering rules require us to know where the money comes from, so we may ask for proof that you own the wallet. Withdrawals are paid by bank transfer to an account in your name.`,
  help: `Questions about a transfer? Write to <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> with your reference code.`,
});

const cs = page({
  how: 'Jak funguje vklad kryptoměnou',
  steps: [
    'V sekci <a href="/deposit">Vklad</a> zvolte <strong>Převod kryptoměny</strong>, zadejte částku v měně svého účtu, jméno odesílatele a referenční kód podle svého výběru.',
    'Zobrazíme vám adresu a síť, na kterou máte poslat, spolu s vaším referenčním kódem.',
    'Pošlete převod ze své vlastní peněženky přesně na této síti. Převod na jiné síti nelze vrátit.',
    'Vklad zůstane ve stavu <strong>čeká</strong> v sekci <a href="/transactions">Transakce</a>, dokud ho neobdržíme a nezkontrolujeme.',
  ],
  when: 'Kdy budou peníze připsány',
  whenText:
    'Částku připíšeme, jakmile je převod potvrzen v síti a zkontrolován naším platebním týmem, <strong>do 5 pracovních dnů</strong>. Převod, který neobdržíme do 14 dnů, zrušíme; pokud dorazí později, kontaktujte nás.',
  value:
    'Připisujeme hodnotu, která skutečně dorazila, převedenou do měny vašeho účtu kurzem dne přijetí. Poplatky sítě hradí odesílatel.',
  own: 'Jen z peněženky, kterou ovládáte',
  ownText: `Posílejte jen z peněženky, která patří vám. Naše licence od ${OPERATOR.regulator} a pravidla proti praní peněz vyžadují, abychom znali původ peněz, proto můžeme požádat o doklad, že peněženku vlastníte. Výběry vyplácíme bankovním převodem na účet na vaše jméno.`,
  help: `Máte dotaz k převodu? Napište na <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> a uveďte referenční kód.`,
});

const de = page({
  how: 'So funktioniert eine Einzahlung per Krypto-Überweisung',
  steps: [
    'Wählen Sie unter <a href="/deposit">Einzahlung</a> die <strong>Krypto-Überweisung</strong>, geben Sie den Betrag in Ihrer Kontowährung, den Namen des Absenders und einen Referenzcode Ihrer Wahl ein.',
    'Wir zeigen Ihnen die Adresse und das Netzwerk, an das Sie senden, mit Ihrem Referenzcode.',
    'Senden Sie aus Ihrer eigenen Wallet genau über dieses Netzwerk. Eine Überweisung über ein anderes Netzwerk kann nicht zurückgeholt werden.',
    'Die Einzahlung bleibt <strong>ausstehend</strong> unter <a href="/transactions">Transaktionen</a>, bis wir sie erhalten und geprüft haben.',
  ],
  when: 'Wann das Geld gutgeschrieben wird',
  whenText:
    'Wir schreiben den Betrag gut, sobald die Überweisung im Netzwerk bestätigt und von unserem Zahlungsteam geprüft ist, <strong>innerhalb von bis zu 5 Werktagen</strong>. Eine Überweisung, die nicht innerhalb von 14 Tagen eingeht, wird storniert; kommt sie später an, melden Sie sich.',
  value:
    'Gutgeschrieben wird der tatsächlich eingegangene Wert, umgerechnet in Ihre Kontowährung zum Kurs des Eingangstages. Netzwerkgebühren trägt der Absender.',
  own: 'Nur aus einer Wallet, die Sie kontrollieren',
  ownText: `Senden Sie nur aus einer Wallet, die Ihnen gehört. Unsere Lizenz der ${OPERATOR.regulator} und die Geldwäschevorschriften verlangen, dass wir die Herkunft des Geldes kennen; wir können daher einen Nachweis verlangen, dass die Wallet Ihnen gehört. Auszahlungen erfolgen per Banküberweisung auf ein Konto auf Ihren Namen.`,
  help: `Fragen zu einer Überweisung? Schreiben Sie an <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> und nennen Sie Ihren Referenzcode.`,
});

const sk = page({
  how: 'Ako funguje vklad kryptomenou',
  steps: [
    'V sekcii <a href="/deposit">Vklad</a> zvoľte <strong>Prevod kryptomeny</strong>, zadajte sumu v mene svojho účtu, meno odosielateľa a referenčný kód podľa svojho výberu.',
    'Zobrazíme vám adresu a sieť, na ktorú máte poslať, spolu s vaším referenčným kódom.',
    'Pošlite prevod zo svojej vlastnej peňaženky presne v tejto sieti. Prevod v inej sieti sa nedá vrátiť.',
    'Vklad zostane v stave <strong>čaká</strong> v sekcii <a href="/transactions">Transakcie</a>, kým ho neprijmeme a neskontrolujeme.',
  ],
  when: 'Kedy budú peniaze pripísané',
  whenText:
    'Sumu pripíšeme, keď je prevod potvrdený v sieti a skontrolovaný naším platobným tímom, <strong>do 5 pracovných dní</strong>. Prevod, ktorý neprijmeme do 14 dní, zrušíme; ak príde neskôr, kontaktujte nás.',
  value:
    'Pripisujeme hodnotu, ktorá skutočne prišla, prepočítanú na menu vášho účtu kurzom dňa prijatia. Poplatky siete hradí odosielateľ.',
  own: 'Len z peňaženky, ktorú ovládate',
  ownText: `Posielajte len z peňaženky, ktorá patrí vám. Naša licencia od ${OPERATOR.regulator} a pravidlá proti praniu špinavých peňazí vyžadujú, aby sme poznali pôvod peňazí, preto môžeme požiadať o doklad, že peňaženku vlastníte. Výbery vyplácame bankovým prevodom na účet na vaše meno.`,
  help: `Máte otázku k prevodu? Napíšte na <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> a uveďte referenčný kód.`,
});

const hu = page({
  how: 'Így működik a befizetés kriptoátutalással',
  steps: [
    'A <a href="/deposit">Befizetés</a> oldalon válassza a <strong>Kriptoátutalás</strong> lehetőséget, adja meg az összeget a számlája pénznemében, a küldő nevét és egy saját választású hivatkozási kódot.',
    'Megmutatjuk a címet és a hálózatot, ahová küldenie kell, a hivatkozási kódjával együtt.',
    'Küldje el az átutalást a saját tárcájából, pontosan ezen a hálózaton. Más hálózaton küldött átutalás nem állítható vissza.',
    'A befizetés <strong>függőben</strong> marad a <a href="/transactions">Tranzakciók</a> között, amíg meg nem kaptuk és ellenőriztük.',
  ],
  when: 'Mikor kerül jóváírásra a pénz',
  whenText:
    'Jóváírjuk, amint az átutalást a hálózat megerősítette és a fizetési csapatunk ellenőrizte, <strong>legfeljebb 5 munkanapon belül</strong>. A 14 napon belül be nem érkezett átutalást töröljük; ha később érkezik, írjon nekünk.',
  value:
    'A ténylegesen beérkezett értéket írjuk jóvá, a számlája pénznemére átszámítva a beérkezés napjának árfolyamán. A hálózati díjat a küldő fizeti.',
  own: 'Csak az Ön által kezelt tárcából',
  ownText: `Csak a saját tárcájából küldjön. A ${OPERATOR.regulator} által kiadott engedélyünk és a pénzmosás elleni szabályok előírják, hogy ismerjük a pénz eredetét, ezért kérhetjük annak igazolását, hogy a tárca az Öné. A kifizetéseket banki átutalással teljesítjük a saját nevére szóló számlára.`,
  help: `Kérdése van egy átutalással kapcsolatban? Írjon a <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> címre, és adja meg a hivatkozási kódot.`,
});

const pl = page({
  how: 'Jak działa wpłata przelewem kryptowalutowym',
  steps: [
    'W sekcji <a href="/deposit">Wpłata</a> wybierz <strong>Przelew kryptowalutowy</strong>, wpisz kwotę w walucie konta, nazwisko nadawcy i wybrany przez siebie kod referencyjny.',
    'Pokażemy adres i sieć, na które należy wysłać środki, wraz z Twoim kodem referencyjnym.',
    'Wyślij przelew ze swojego portfela dokładnie w tej sieci. Przelewu w innej sieci nie da się odzyskać.',
    'Wpłata pozostaje <strong>oczekująca</strong> w sekcji <a href="/transactions">Transakcje</a>, dopóki jej nie otrzymamy i nie sprawdzimy.',
  ],
  when: 'Kiedy pieniądze zostaną zaksięgowane',
  whenText:
    'Księgujemy kwotę, gdy przelew zostanie potwierdzony w sieci i sprawdzony przez nasz zespół płatności, <strong>do 5 dni roboczych</strong>. Przelew, który nie dotrze w ciągu 14 dni, anulujemy; jeśli dotrze później, skontaktuj się z nami.',
  value:
    'Księgujemy wartość, która faktycznie dotarła, przeliczoną na walutę konta po kursie z dnia otrzymania. Opłaty sieciowe ponosi nadawca.',
  own: 'Tylko z portfela, który kontrolujesz',
  ownText: `Wysyłaj tylko z portfela, który należy do Ciebie. Nasza licencja od ${OPERATOR.regulator} i przepisy o przeciwdziałaniu praniu pieniędzy wymagają, abyśmy znali pochodzenie środków, dlatego możemy poprosić o dowód, że portfel należy do Ciebie. Wypłaty realizujemy przelewem bankowym na rachunek na Twoje nazwisko.`,
  help: `Masz pytanie dotyczące przelewu? Napisz na <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> i podaj kod referencyjny.`,
});

const es = page({
  how: 'Cómo funciona un depósito por transferencia de criptomonedas',
  steps: [
    'En <a href="/deposit">Depósito</a>, elija <strong>Transferencia de criptomonedas</strong>, introduzca el importe en la moneda de su cuenta, el nombre del remitente y un código de referencia de su elección.',
    'Le mostramos la dirección y la red a la que enviar, con su código de referencia.',
    'Envíe la transferencia desde su propio monedero exactamente en esa red. Una transferencia en otra red no se puede recuperar.',
    'El depósito queda <strong>pendiente</strong> en <a href="/transactions">Transacciones</a> hasta que lo recibamos y comprobemos.',
  ],
  when: 'Cuándo se abona el dinero',
  whenText:
    'Abonamos el importe cuando la transferencia está confirmada en la red y revisada por nuestro equipo de pagos, <strong>en un máximo de 5 días hábiles</strong>. Una transferencia que no recibamos en 14 días se cancela; si llega más tarde, contáctenos.',
  value:
    'Abonamos el valor que realmente llega, convertido a la moneda de su cuenta al cambio del día en que lo recibimos. Las comisiones de red corren a cargo del remitente.',
  own: 'Solo desde un monedero que usted controle',
  ownText: `Envíe solo desde un monedero que le pertenezca. Nuestra licencia de la ${OPERATOR.regulator} y las normas contra el blanqueo de capitales nos exigen conocer el origen del dinero, por lo que podemos pedirle una prueba de que el monedero es suyo. Las retiradas se pagan por transferencia bancaria a una cuenta a su nombre.`,
  help: `¿Preguntas sobre una transferencia? Escriba a <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> indicando su código de referencia.`,
});

/** How a crypto transfer deposit works (spec 02 §2, linked from the deposit). */
export const CRYPTO_TRANSFER_PAGE: FooterPageSeed = {
  name: 'crypto-transfer',
  texts: {
    en: {
      title: 'Crypto transfer',
      seo_title: 'Crypto transfer | Prime',
      seo_description:
        'Deposit by crypto transfer with your reference code; credited after confirmation and checks, up to 5 working days.',
      content: en,
    },
    cs: {
      title: 'Převod kryptoměny',
      seo_title: 'Převod kryptoměny | Prime',
      seo_description:
        'Vklad převodem kryptoměny s referenčním kódem; připsán po potvrzení a kontrole, do 5 pracovních dnů.',
      content: cs,
    },
    de: {
      title: 'Krypto-Überweisung',
      seo_title: 'Krypto-Überweisung | Prime',
      seo_description:
        'Einzahlung per Krypto-Überweisung mit Referenzcode; Gutschrift nach Bestätigung und Prüfung, bis zu 5 Werktage.',
      content: de,
    },
    sk: {
      title: 'Prevod kryptomeny',
      seo_title: 'Prevod kryptomeny | Prime',
      seo_description:
        'Vklad prevodom kryptomeny s referenčným kódom; pripísaný po potvrdení a kontrole, do 5 pracovných dní.',
      content: sk,
    },
    hu: {
      title: 'Kriptoátutalás',
      seo_title: 'Kriptoátutalás | Prime',
      seo_description:
        'Befizetés kriptoátutalással hivatkozási kóddal; jóváírás megerősítés és ellenőrzés után, legfeljebb 5 munkanap.',
      content: hu,
    },
    pl: {
      title: 'Przelew kryptowalutowy',
      seo_title: 'Przelew kryptowalutowy | Prime',
      seo_description:
        'Wpłata przelewem kryptowalutowym z kodem referencyjnym; księgowana po potwierdzeniu i sprawdzeniu, do 5 dni roboczych.',
      content: pl,
    },
    es: {
      title: 'Transferencia de criptomonedas',
      seo_title: 'Transferencia de criptomonedas | Prime',
      seo_description:
        'Deposite por transferencia de criptomonedas con su código de referencia; se abona tras confirmarla y revisarla, hasta 5 días hábiles.',
      content: es,
    },
  },
};
