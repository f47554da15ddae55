import { OPERATOR } from './operator';

/** Czech text of the responsible gaming page; same structure and facts as the English. */
export const RESPONSIBLE_GAMING_CS = `
<p>Hazardní hra je zábava, ne způsob, jak vydělat peníze. Většina lidí hraje v Prime pro radost a hru má pod kontrolou. U některých se však hraní může stát problémem, který zasáhne jejich finance, práci, zdraví i vztahy. Na této stránce vysvětlujeme nástroje, které vám pomohou udržet kontrolu, varovné signály problémového hraní a kde najít bezplatnou a důvěrnou pomoc.</p>
<p>${OPERATOR.company} je držitelem licence ${OPERATOR.regulator} (licence ${OPERATOR.licence}) a dodržuje směrnici o ochraně hráčů (Gaming Player Protection Directive) vydanou podle maltského zákona o hazardních hrách (Gaming Act, Cap. 583). Níže uvedené nástroje vynucují naše servery, nejen webová stránka: limit nebo vyloučení, které nastavíte, platí na každém zařízení a v každé hře.</p>

<section>
<h2>Bezpečné hraní</h2>
<ul>
<li>Hrajte jen o peníze, jejichž ztrátu si můžete dovolit. Nikdy nepoužívejte peníze určené na nájem, účty, jídlo nebo splátky dluhů.</li>
<li>Předem si určete, kolik času a peněz hře věnujete, a po dosažení této hranice přestaňte, ať vyhráváte, nebo prohráváte.</li>
<li>Nehoňte prohry. Snaha vyhrát zpět prohrané peníze obvykle vede k ještě větším ztrátám.</li>
<li>Dělejte si pravidelné přestávky a nehrajte, když jste rozrušení, ve stresu, unavení nebo pod vlivem alkoholu či drog.</li>
<li>Udržujte hraní v rovnováze s jinými činnostmi. Nikdy by nemělo nahradit čas s rodinou, přáteli nebo práci.</li>
<li>Výsledek každé hry je náhodný. Žádný systém ani strategie nezaručí výhru a z dlouhodobého hlediska hry vracejí méně, než se vsadí.</li>
</ul>
</section>

<section>
<h2>Osoby mladší ${OPERATOR.minimumAge} let hrát nesmějí</h2>
<p>Osoby mladší ${OPERATOR.minimumAge} let si u nás nesmějí založit účet ani hrát. Věk a totožnost ověřujeme u každého hráče. Účet, který patří nezletilé osobě, okamžitě uzavřeme; výhry propadají a vklady vracíme. Pokud sdílíte počítač nebo telefon s dětmi, uchovejte své přihlašovací údaje v tajnosti a zvažte filtrovací software, například <a href="https://www.netnanny.com">Net Nanny</a>, nebo rodičovskou kontrolu svého zařízení.</p>
</section>

<section>
<h2>Nástroje pro udržení kontroly</h2>
<p>Všechna následující nastavení najdete ve svém účtu v sekci <a href="/limits">Limity</a>. Pokud s nastavením potřebujete pomoci, <a href="/contact">kontaktujte naši podporu</a>; nikdy se vás nebudeme snažit od limitu nebo vyloučení odradit.</p>

<h3>Limity vkladů</h3>
<p>Nastavte si nejvyšší částku, kterou můžete vložit za den. Týdenní a měsíční limity vkladů se odvozují z denního limitu. Po dosažení limitu jsou další vklady až do konce období odmítnuty.</p>

<h3>Limity sázek a proher</h3>
<p>Denní limit sázek omezuje celkovou částku, kterou můžete za den vsadit. Denní limit proher omezuje vaši čistou prohru (sázky minus výhry) za den. Po dosažení kteréhokoli z nich nemůžete až do dalšího dne sázet a zobrazíme vám zprávu s odkazem na vaše limity.</p>

<h3>Kdy změny limitů platí</h3>
<ul>
<li><strong>Snížení limitu</strong> platí okamžitě.</li>
<li><strong>Zvýšení nebo zrušení limitu</strong> platí až po 24hodinové lhůtě na rozmyšlenou. Dokud je žádost nevyřízená, původní limit platí dál a žádost můžete zrušit.</li>
<li>Každý limit lze během 24 hodin změnit jen jednou.</li>
</ul>

<h3>Kontrola reality</h3>
<p>Během hry vám kontrola reality v intervalu, který si zvolíte (15, 30, 45 nebo 60 minut), připomene, jak dlouho už hrajete. Interval změníte v sekci <a href="/informations">Můj profil</a>. Připomínka hru pozastaví; můžete pokračovat, nebo přestat a projít si svou aktivitu.</p>

<h3>Historie účtu</h3>
<p>Úplnou historii vkladů, výběrů, sázek a výher najdete v sekcích <a href="/transactions">Transakce</a> a <a href="/reports">Přehledy</a> i se součty za libovolné období. Pravidelná kontrola vám ukáže, kolik skutečně utrácíte.</p>

<h3>Časová pauza</h3>
<p>Pokud chcete krátkou přestávku, můžete si v části sebevyloučení v sekci <a href="/limits">Limity</a> nastavit pauzu na 1 až 7 dní. Během pauzy nemůžete hrát ani vkládat. Po jejím skončení se účet automaticky znovu otevře.</p>

<h3>Sebevyloučení</h3>
<p>Pokud potřebujete delší přestávku, můžete se vyloučit na 14, 30, 60, 90, 180 nebo 360 dní, nebo trvale. Během vyloučení:</p>
<ul>
<li>nemůžete hrát, vkládat ani získávat bonusy a nebudeme vám posílat marketingová sdělení;</li>
<li>zbývající zůstatek si můžete vybrat prostřednictvím podpory;</li>
<li>vyloučení na dobu určitou nelze ve vašem účtu předčasně ukončit. Žádost o zkrácení musí být podána písemně s odůvodněním, posoudí ji náš tým pro zodpovědné hraní a u trvalého vyloučení jí nikdy nevyhovíme;</li>
<li>trvalé vyloučení je nevratné a nový účet vám nezaložíme.</li>
</ul>
<p>Doporučujeme vyloučit se také na jiných herních stránkách a nainstalovat blokovací software, například <a href="https://www.gamban.com">Gamban</a> nebo <a href="https://www.betblocker.org">BetBlocker</a>.</p>
</section>

<section>
<h2>Stává se hraní problémem?</h2>
<p>Odpovězte si upřímně na tyto otázky:</p>
<ol>
<li>Trávíte hraním více času nebo utrácíte více peněz, než jste zamýšleli?</li>
<li>Hrajete, abyste unikli starostem, nudě nebo samotě?</li>
<li>Honíte prohry nebo máte pocit, že musíte prohrané vyhrát zpět?</li>
<li>Půjčili jste si kvůli hraní peníze, prodali věci nebo nezaplatili účty?</li>
<li>Lhali jste rodině nebo přátelům o tom, kolik hrajete?</li>
<li>Jste neklidní nebo podráždění, když se snažíte hraní omezit nebo přestat?</li>
<li>Způsobilo hraní hádky nebo poškodilo vaši práci, studium či zdraví?</li>
<li>Myslíte na hraní, i když děláte něco jiného?</li>
</ol>
<p>Pokud jste na jednu nebo více otázek odpověděli ano, zvažte nastavení limitů, přestávku nebo rozhovor s některou z níže uvedených organizací.</p>
</section>

<section>
<h2>Jak se staráme o naše hráče</h2>
<p>Naši zaměstnanci jsou vyškoleni rozpoznat známky škodlivého hraní. Sledujeme herní vzorce, jako jsou rostoucí vklady, časté rušení výběrů a dlouhé herní relace. Pokud zjistíme známky rizika, můžeme vás kontaktovat, navrhnout nebo nastavit limity nebo pozastavit váš účet. Hráčům, kteří se vyloučili, neposíláme nabídky a nenabízíme bonusy za zrušení výběru.</p>
</section>

<section>
<h2>Kde hledat pomoc</h2>
<p>Tyto organizace poskytují hráčům a jejich blízkým bezplatnou a důvěrnou pomoc:</p>
<ul>
<li><a href="https://fsws.gov.mt/en/sedqa">Sedqa</a> (Foundation for Social Welfare Services, Malta): poradenství a podpora při problémech s hraním, linka 179.</li>
<li><a href="https://www.gamcare.org.uk">GamCare</a>: informace, rady a poradenství (v angličtině).</li>
<li><a href="https://www.begambleaware.org">BeGambleAware</a>: bezplatné poradenství a léčba, včetně sebehodnoticího testu (v angličtině).</li>
<li><a href="https://www.gamblersanonymous.org">Gamblers Anonymous</a>: svépomocné skupiny po celém světě.</li>
</ul>
<p>Naši podporu zastihnete na adrese <a href="mailto:${OPERATOR.email}">${OPERATOR.email}</a> nebo na čísle ${OPERATOR.phone}. Pokud nejste spokojeni s tím, jak jsme vyřídili záležitost týkající se zodpovědného hraní, můžete se obrátit na <a href="${OPERATOR.regulatorUrl}">${OPERATOR.regulator}</a>.</p>
</section>
`;
