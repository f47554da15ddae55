import { OPERATOR, TERMS_EFFECTIVE_DE } from './operator';

/** German text of the cookie policy; same structure and facts as the English. */
export const COOKIES_DE = `
<p><em>Gültig ab ${TERMS_EFFECTIVE_DE}.</em></p>
<p>Diese Richtlinie erklärt, wie ${OPERATOR.company} auf dieser Website Cookies und ähnliche Technologien verwendet und wie Sie diese steuern können. Bitte lesen Sie sie zusammen mit unserer <a href="/privacy">Datenschutzerklärung</a>.</p>

<section>
<h2>Was Cookies sind</h2>
<p>Cookies sind kleine Textdateien, die eine Website auf Ihrem Gerät speichert und bei Ihrem nächsten Besuch wieder auslesen kann. Ähnliche Technologien wie der lokale Speicher (Local Storage) und der Sitzungsspeicher (Session Storage) des Browsers funktionieren auf die gleiche Weise; diese Richtlinie gilt auch für sie. Manche Cookies sind für den Betrieb der Website notwendig, andere werden nur mit Ihrer Zustimmung gesetzt.</p>
</section>

<section>
<h2>Ihre Wahl</h2>
<p>Bei Ihrem ersten Besuch fragt ein Hinweisfenster, welche Kategorien Sie akzeptieren. Sie können alle Cookies akzeptieren, Ihre eigene Auswahl speichern oder nur die notwendigen Cookies zulassen. Notwendige Cookies sind immer aktiv, weil die Website ohne sie nicht funktioniert. Ihre Wahl speichern wir im Cookie <strong>cookieConfirmed</strong> als einen dieser Codes:</p>
<table>
<thead><tr><th>Code</th><th>Bedeutung</th></tr></thead>
<tbody>
<tr><td>e</td><td>Nur notwendige Cookies</td></tr>
<tr><td>ef</td><td>Notwendige und funktionale Cookies</td></tr>
<tr><td>efs</td><td>Notwendige, funktionale und statistische Cookies</td></tr>
</tbody>
</table>
<p>Ihre Wahl gilt ein Jahr; danach fragen wir erneut. Um sie früher zu ändern, löschen Sie die Cookies dieser Website in Ihrem Browser und laden Sie die Seite neu: Das Hinweisfenster erscheint dann wieder.</p>
</section>

<section>
<h2>Verwendete Kategorien</h2>
<h3>Notwendig</h3>
<p>Erforderlich für den sicheren Betrieb der Website: um Sie angemeldet zu halten, Ihre Sprache zu speichern, das Anmeldeformular vor wiederholten Versuchen zu schützen und Ihre Cookie-Wahl festzuhalten. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren Dienst und, soweit zutreffend, unsere rechtlichen Pflichten. Sie können diese Cookies auf unserer Website nicht abwählen.</p>
<h3>Funktional</h3>
<p>Machen die Website komfortabler, zum Beispiel durch den Live-Support-Chat. Wenn Sie funktionale Cookies ablehnen, wird der Chat nicht geladen, und Sie erreichen uns stattdessen per E-Mail oder Telefon.</p>
<h3>Statistik</h3>
<p>Helfen uns in zusammengefasster Form zu verstehen, wie Besucher die Website nutzen, damit wir sie verbessern können. Sie werden nur gesetzt, wenn Sie die Kategorie Statistik wählen. Derzeit nutzen wir keinen Analysedienst; sollten wir einen einführen, führen wir seine Cookies hier auf, bevor wir sie setzen.</p>
<p>Wir verwenden keine Werbe-Cookies und keine Cookies zur websiteübergreifenden Nachverfolgung.</p>
</section>

<section>
<h2>Cookies und Speicher auf dieser Website</h2>
<table>
<thead><tr><th>Name</th><th>Kategorie</th><th>Zweck</th><th>Laufzeit</th></tr></thead>
<tbody>
<tr><td>cookieConfirmed</td><td>Notwendig</td><td>Speichert Ihre Cookie-Wahl (e, ef oder efs)</td><td>1 Jahr</td></tr>
<tr><td>language</td><td>Notwendig</td><td>Speichert die gewählte Sprache</td><td>1 Jahr</td></tr>
<tr><td>Zähler für Anmeldeversuche</td><td>Notwendig</td><td>Begrenzen wiederholte fehlgeschlagene Anmeldungen zum Schutz Ihres Kontos</td><td>10 Minuten; bis zu 1 Stunde nach einer Sperre</td></tr>
<tr><td>btag</td><td>Notwendig</td><td>Speichert den Partner, der Sie vermittelt hat, damit er im Rahmen unseres <a href="/affiliate-program">Partnerprogramms</a> vergütet werden kann</td><td>30 Tage</td></tr>
<tr><td>Zugangstoken (Local Storage)</td><td>Notwendig</td><td>Hält Sie angemeldet; die Sitzung endet nach 30 Minuten Inaktivität oder beim Abmelden</td><td>Bis zur Abmeldung</td></tr>
<tr><td>Sprache und Kontostandsanzeige (Local Storage)</td><td>Notwendig</td><td>Speichern Ihre Sprache und ob Ihr Kontostand angezeigt oder verborgen wird</td><td>Bis zur Löschung</td></tr>
<tr><td>Übersetzungen und Rücksprungpfad (Session Storage)</td><td>Notwendig</td><td>Beschleunigen das Laden und führen Sie nach der Anmeldung zur gewünschten Seite zurück</td><td>Bis zum Schließen des Browser-Tabs</td></tr>
<tr><td>Support-Chat</td><td>Funktional</td><td>Betreibt das Live-Chat-Fenster</td><td>Vom Chat-Anbieter festgelegt, nur mit funktionaler Zustimmung</td></tr>
</tbody>
</table>
</section>

<section>
<h2>Cookies im Browser verwalten</h2>
<p>In den Einstellungen der meisten Browser können Sie Cookies anzeigen, blockieren und löschen. Wenn Sie alle Cookies blockieren, können Sie sich nicht anmelden, weil die notwendigen Cookies für Ihre Sitzung gebraucht werden. Die Hilfeseiten Ihres Browsers erklären die Möglichkeiten; allgemeine Hinweise finden Sie auch auf <a href="https://www.aboutcookies.org">aboutcookies.org</a> (auf Englisch).</p>
</section>

<section>
<h2>Kontakt</h2>
<p>Fragen zu dieser Richtlinie senden Sie bitte an <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a>. Weitere Informationen zum Umgang mit personenbezogenen Daten und zu Ihren Rechten finden Sie in unserer <a href="/privacy">Datenschutzerklärung</a>.</p>
</section>
`;
