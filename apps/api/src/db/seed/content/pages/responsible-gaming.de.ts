import { OPERATOR } from './operator';

/** German text of the responsible gaming page; same structure and facts as the English. */
export const RESPONSIBLE_GAMING_DE = `
<p>Glücksspiel ist Unterhaltung und keine Möglichkeit, Geld zu verdienen. Die meisten Menschen, die bei Prime spielen, tun dies zum Spaß und behalten die Kontrolle. Für manche kann Glücksspiel jedoch zu einem Problem werden, das Finanzen, Arbeit, Gesundheit und Beziehungen belastet. Auf dieser Seite erklären wir die Werkzeuge, mit denen Sie die Kontrolle behalten, die Anzeichen eines problematischen Spielverhaltens und wo Sie kostenlose, vertrauliche Hilfe finden.</p>
<p>${OPERATOR.company} ist von der ${OPERATOR.regulator} lizenziert (Lizenz ${OPERATOR.licence}) und befolgt die Richtlinie zum Spielerschutz (Gaming Player Protection Directive) nach dem maltesischen Glücksspielgesetz (Gaming Act, Cap. 583). Die folgenden Werkzeuge werden von unseren Servern durchgesetzt, nicht nur von der Website: Ein Limit oder Ausschluss, den Sie festlegen, gilt auf jedem Gerät und in jedem Spiel.</p>

<section>
<h2>Sicher spielen</h2>
<ul>
<li>Spielen Sie nur mit Geld, dessen Verlust Sie sich leisten können. Verwenden Sie niemals Geld für Miete, Rechnungen, Lebensmittel oder Schulden.</li>
<li>Legen Sie im Voraus fest, wie viel Zeit und Geld Sie einsetzen, und hören Sie auf, wenn Sie diese Grenze erreichen – egal ob Sie gewinnen oder verlieren.</li>
<li>Jagen Sie Verlusten nicht hinterher. Der Versuch, Verlorenes zurückzugewinnen, führt meist zu noch größeren Verlusten.</li>
<li>Machen Sie regelmäßig Pausen und spielen Sie nicht, wenn Sie aufgewühlt, gestresst oder müde sind oder unter dem Einfluss von Alkohol oder Drogen stehen.</li>
<li>Halten Sie das Spielen im Gleichgewicht mit anderen Aktivitäten. Es sollte nie die Zeit mit Familie, Freunden oder die Arbeit ersetzen.</li>
<li>Das Ergebnis jedes Spiels ist zufällig. Kein System und keine Strategie garantiert einen Gewinn, und auf lange Sicht zahlen die Spiele weniger aus, als eingesetzt wird.</li>
</ul>
</section>

<section>
<h2>Spielen erst ab ${OPERATOR.minimumAge} Jahren</h2>
<p>Personen unter ${OPERATOR.minimumAge} Jahren dürfen kein Konto eröffnen und nicht bei uns spielen. Wir prüfen Alter und Identität jedes Spielers. Ein Konto, das einer minderjährigen Person gehört, wird sofort geschlossen; Gewinne verfallen und Einzahlungen werden zurückerstattet. Wenn Sie einen Computer oder ein Telefon mit Kindern teilen, halten Sie Ihre Zugangsdaten geheim und nutzen Sie Filtersoftware wie <a href="https://www.netnanny.com">Net Nanny</a> oder die Kindersicherung Ihres Geräts.</p>
</section>

<section>
<h2>Werkzeuge für mehr Kontrolle</h2>
<p>Alle folgenden Einstellungen finden Sie in Ihrem Konto unter <a href="/limits">Limits</a>. Wenn Sie Hilfe beim Einrichten brauchen, <a href="/contact">kontaktieren Sie unseren Support</a>; wir werden Sie nie zu überreden versuchen, ein Limit oder einen Ausschluss aufzugeben.</p>

<h3>Einzahlungslimits</h3>
<p>Legen Sie fest, wie viel Sie pro Tag höchstens einzahlen können. Wöchentliche und monatliche Einzahlungslimits ergeben sich aus Ihrem Tageslimit. Ist ein Limit erreicht, werden weitere Einzahlungen bis zum Ende des Zeitraums abgelehnt.</p>

<h3>Einsatz- und Verlustlimits</h3>
<p>Ein tägliches Einsatzlimit begrenzt die Summe Ihrer Einsätze an einem Tag. Ein tägliches Verlustlimit begrenzt Ihren Nettoverlust (Einsätze abzüglich Gewinne) an einem Tag. Ist eines der Limits erreicht, können Sie bis zum nächsten Tag keine weiteren Einsätze tätigen, und wir zeigen Ihnen eine Nachricht mit einem Link zu Ihren Limits.</p>

<h3>Wann Änderungen gelten</h3>
<ul>
<li><strong>Eine Senkung</strong> eines Limits gilt sofort.</li>
<li><strong>Eine Erhöhung oder Aufhebung</strong> gilt erst nach einer Bedenkzeit von 24 Stunden. Solange der Antrag offen ist, bleibt das bisherige Limit bestehen, und Sie können den Antrag zurückziehen.</li>
<li>Pro Limit ist innerhalb von 24 Stunden nur eine Änderung möglich.</li>
</ul>

<h3>Realitätscheck</h3>
<p>Während Sie spielen, erinnert Sie ein Realitätscheck in einem Abstand Ihrer Wahl – 15, 30, 45 oder 60 Minuten – daran, wie lange Sie schon spielen. Den Abstand ändern Sie unter <a href="/informations">Mein Profil</a>. Die Erinnerung unterbricht das Spiel; Sie können weiterspielen oder aufhören und Ihre Aktivität prüfen.</p>

<h3>Kontoverlauf</h3>
<p>Ihre vollständige Historie von Einzahlungen, Auszahlungen, Einsätzen und Gewinnen finden Sie unter <a href="/transactions">Transaktionen</a> und <a href="/reports">Berichte</a>, mit Summen für jeden Zeitraum. Ein regelmäßiger Blick darauf zeigt, wie viel Sie tatsächlich ausgeben.</p>

<h3>Auszeit</h3>
<p>Für eine kurze Pause können Sie im Bereich Selbstausschluss unter <a href="/limits">Limits</a> eine Auszeit von 1 bis 7 Tagen nehmen. Während der Auszeit können Sie weder spielen noch einzahlen. Ihr Konto wird nach Ablauf automatisch wieder geöffnet.</p>

<h3>Selbstausschluss</h3>
<p>Wenn Sie eine längere Pause brauchen, können Sie sich für 14, 30, 60, 90, 180 oder 360 Tage oder dauerhaft ausschließen. Während des Ausschlusses gilt:</p>
<ul>
<li>Sie können weder spielen noch einzahlen oder Boni erhalten, und Sie bekommen keine Werbung von uns;</li>
<li>Ihr verbleibendes Guthaben können Sie über den Support auszahlen lassen;</li>
<li>ein befristeter Ausschluss kann nicht über Ihr Konto vorzeitig beendet werden. Ein Antrag auf Verkürzung muss schriftlich mit Begründung gestellt werden, wird von unserem Team für verantwortungsvolles Spielen geprüft und wird bei einem dauerhaften Ausschluss nie bewilligt;</li>
<li>ein dauerhafter Ausschluss ist unwiderruflich, und wir eröffnen für Sie kein neues Konto.</li>
</ul>
<p>Wir empfehlen, sich auch bei anderen Glücksspielanbietern auszuschließen und eine Sperrsoftware wie <a href="https://www.gamban.com">Gamban</a> oder <a href="https://www.betblocker.org">BetBlocker</a> zu installieren.</p>
</section>

<section>
<h2>Wird Glücksspiel zum Problem?</h2>
<p>Beantworten Sie diese Fragen ehrlich:</p>
<ol>
<li>Verbringen Sie mehr Zeit oder Geld mit Glücksspiel, als Sie vorhatten?</li>
<li>Spielen Sie, um Sorgen, Langeweile oder Einsamkeit zu entfliehen?</li>
<li>Jagen Sie Verlusten hinterher oder haben Sie das Gefühl, Verlorenes zurückgewinnen zu müssen?</li>
<li>Haben Sie wegen des Spielens Geld geliehen, Dinge verkauft oder Zahlungen versäumt?</li>
<li>Haben Sie Familie oder Freunde darüber belogen, wie viel Sie spielen?</li>
<li>Werden Sie unruhig oder gereizt, wenn Sie versuchen, weniger zu spielen oder aufzuhören?</li>
<li>Hat das Spielen zu Streit geführt oder Ihrer Arbeit, Ausbildung oder Gesundheit geschadet?</li>
<li>Denken Sie an das Spielen, während Sie mit anderen Dingen beschäftigt sind?</li>
</ol>
<p>Wenn Sie eine oder mehrere Fragen mit Ja beantwortet haben, setzen Sie bitte Limits, legen Sie eine Pause ein oder sprechen Sie mit einer der unten genannten Organisationen.</p>
</section>

<section>
<h2>Wie wir auf unsere Spieler achten</h2>
<p>Unsere Mitarbeiter sind geschult, Anzeichen für schädliches Spielverhalten zu erkennen. Wir beobachten Spielmuster wie steigende Einzahlungen, häufig stornierte Auszahlungen und lange Sitzungen. Sehen wir Risikozeichen, können wir Sie kontaktieren, Limits vorschlagen oder festlegen oder Ihr Konto sperren. Spieler, die sich ausgeschlossen haben, erhalten keine Werbung, und wir bieten keine Boni an, um Sie zur Stornierung einer Auszahlung zu bewegen.</p>
</section>

<section>
<h2>Wo Sie Hilfe finden</h2>
<p>Diese Organisationen bieten Spielern und ihren Angehörigen kostenlose und vertrauliche Unterstützung:</p>
<ul>
<li><a href="https://fsws.gov.mt/en/sedqa">Sedqa</a> (Foundation for Social Welfare Services, Malta): Beratung und Unterstützung bei Glücksspielproblemen, Hotline 179.</li>
<li><a href="https://www.gamcare.org.uk">GamCare</a>: Information, Beratung und Therapie (auf Englisch).</li>
<li><a href="https://www.begambleaware.org">BeGambleAware</a>: kostenlose Beratung und Behandlung, mit einem Selbsttest (auf Englisch).</li>
<li><a href="https://www.gamblersanonymous.org">Gamblers Anonymous</a>: Selbsthilfegruppen weltweit.</li>
</ul>
<p>Unser Support ist erreichbar unter <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> oder ${OPERATOR.phone}. Wenn Sie mit unserem Umgang mit einem Anliegen zum verantwortungsvollen Spielen nicht zufrieden sind, können Sie sich an die <a href="${OPERATOR.regulatorUrl}">${OPERATOR.regulator}</a> wenden.</p>
</section>
`;
