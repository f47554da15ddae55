import { OPERATOR, TERMS_EFFECTIVE_CS } from './operator';

/** Czech text of the cookie policy; same structure and facts as the English. */
export const COOKIES_CS = `
<p><em>Platné od ${TERMS_EFFECTIVE_CS}.</em></p>
<p>Tyto zásady vysvětlují, jak ${OPERATOR.company} na této webové stránce používá cookies a podobné technologie a jak je můžete ovládat. Čtěte je prosím společně s našimi <a href="/privacy">Zásadami ochrany osobních údajů</a>.</p>

<section>
<h2>Co jsou cookies</h2>
<p>Cookies jsou malé textové soubory, které webová stránka uloží do vašeho zařízení a při další návštěvě je může znovu načíst. Podobné technologie, jako je místní úložiště (local storage) a úložiště relace (session storage) prohlížeče, fungují stejně a tyto zásady se vztahují i na ně. Některé cookies jsou pro fungování stránky nezbytné, jiné ukládáme jen s vaším souhlasem.</p>
</section>

<section>
<h2>Vaše volba</h2>
<p>Při první návštěvě se vás panel zeptá, které kategorie přijímáte. Můžete přijmout všechny cookies, uložit vlastní výběr, nebo ponechat jen nezbytné. Nezbytné cookies jsou vždy zapnuté, protože bez nich stránka nefunguje. Vaši volbu ukládáme v cookie <strong>cookieConfirmed</strong> jako jeden z těchto kódů:</p>
<table>
<thead><tr><th>Kód</th><th>Význam</th></tr></thead>
<tbody>
<tr><td>e</td><td>Pouze nezbytné cookies</td></tr>
<tr><td>ef</td><td>Nezbytné a funkční cookies</td></tr>
<tr><td>efs</td><td>Nezbytné, funkční a statistické cookies</td></tr>
</tbody>
</table>
<p>Vaše volba platí jeden rok; poté se zeptáme znovu. Chcete-li ji změnit dříve, smažte v prohlížeči cookies této stránky a stránku znovu načtěte: panel se opět zobrazí.</p>
</section>

<section>
<h2>Kategorie, které používáme</h2>
<h3>Nezbytné</h3>
<p>Potřebné pro bezpečné fungování stránky: udržují vás přihlášené, pamatují si váš jazyk, chrání přihlašovací formulář před opakovanými pokusy a zaznamenávají vaši volbu cookies. Právním základem je náš oprávněný zájem na poskytování bezpečné služby a případně naše zákonné povinnosti. Na naší stránce je nelze vypnout.</p>
<h3>Funkční</h3>
<p>Zpříjemňují používání stránky, například živý chat podpory. Pokud funkční cookies nepřijmete, chat se nenačte a můžete nás kontaktovat e-mailem nebo telefonicky.</p>
<h3>Statistické</h3>
<p>Pomáhají nám v souhrnné podobě pochopit, jak návštěvníci stránku používají, abychom ji mohli zlepšovat. Ukládají se jen tehdy, když zvolíte kategorii statistické. V současnosti nepoužíváme žádnou analytickou službu; pokud ji zavedeme, uvedeme zde její cookies dříve, než je začneme ukládat.</p>
<p>Nepoužíváme reklamní cookies ani cookies pro sledování napříč weby.</p>
</section>

<section>
<h2>Cookies a úložiště na této stránce</h2>
<table>
<thead><tr><th>Název</th><th>Kategorie</th><th>Účel</th><th>Platnost</th></tr></thead>
<tbody>
<tr><td>cookieConfirmed</td><td>Nezbytné</td><td>Zaznamenává vaši volbu cookies (e, ef nebo efs)</td><td>1 rok</td></tr>
<tr><td>language</td><td>Nezbytné</td><td>Pamatuje si zvolený jazyk</td><td>1 rok</td></tr>
<tr><td>Počítadla pokusů o přihlášení</td><td>Nezbytné</td><td>Omezují opakovaná neúspěšná přihlášení a chrání tak váš účet</td><td>10 minut; po zablokování až 1 hodina</td></tr>
<tr><td>btag</td><td>Nezbytné</td><td>Zaznamenává partnera, který vás doporučil, aby mohl být odměněn v rámci našeho <a href="/affiliate-program">partnerského programu</a></td><td>30 dní</td></tr>
<tr><td>Přístupový token (local storage)</td><td>Nezbytné</td><td>Udržuje vás přihlášené; relace končí po 30 minutách nečinnosti nebo odhlášením</td><td>Do odhlášení</td></tr>
<tr><td>Jazyk a zobrazení zůstatku (local storage)</td><td>Nezbytné</td><td>Pamatují si váš jazyk a zda je zůstatek zobrazen, nebo skryt</td><td>Do smazání</td></tr>
<tr><td>Překlady a návratová cesta (session storage)</td><td>Nezbytné</td><td>Zrychlují načítání stránek a po přihlášení vás vrátí na požadovanou stránku</td><td>Do zavření karty prohlížeče</td></tr>
<tr><td>Chat podpory</td><td>Funkční</td><td>Zajišťuje okno živého chatu</td><td>Určuje poskytovatel chatu, jen s funkčním souhlasem</td></tr>
</tbody>
</table>
</section>

<section>
<h2>Správa cookies v prohlížeči</h2>
<p>Většina prohlížečů umožňuje v nastavení cookies zobrazit, blokovat a mazat. Pokud zablokujete všechny cookies, nebudete se moci přihlásit, protože nezbytné cookies jsou pro vaši relaci potřeba. Možnosti popisuje nápověda vašeho prohlížeče; obecné informace najdete také na <a href="https://www.aboutcookies.org">aboutcookies.org</a> (v angličtině).</p>
</section>

<section>
<h2>Kontakt</h2>
<p>Dotazy k těmto zásadám posílejte na <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a>. Podrobnosti o tom, jak nakládáme s osobními údaji, a o vašich právech najdete v našich <a href="/privacy">Zásadách ochrany osobních údajů</a>.</p>
</section>
`;
