import type { SurveyQuestionType } from '@prime/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { surveyOptions, surveyQuestions, surveys } from '../schema';

/** A text in the seven languages of the site. */
type Texts = { en: string; cs: string; de: string; sk: string; hu: string; pl: string; es: string };

type SeedQuestion = {
  type: SurveyQuestionType;
  isRequired: boolean;
  texts: Texts;
  options?: { value: string; isDefault?: boolean; texts: Texts }[];
};

const NAME: Texts = {
  en: 'Source of wealth questionnaire',
  cs: 'Dotazník o původu majetku',
  de: 'Fragebogen zur Herkunft des Vermögens',
  sk: 'Dotazník o pôvode majetku',
  hu: 'Kérdőív a vagyon forrásáról',
  pl: 'Kwestionariusz dotyczący źródła majątku',
  es: 'Cuestionario sobre el origen del patrimonio',
};

const DESCRIPTION: Texts = {
  en: 'Anti-money laundering law requires us to understand where the money you play with comes from. Your answers are confidential and used only for this check.',
  cs: 'Zákon proti praní špinavých peněz nám ukládá zjistit, odkud pocházejí peníze, se kterými hrajete. Vaše odpovědi jsou důvěrné a použijeme je pouze k této kontrole.',
  de: 'Das Geldwäschegesetz verpflichtet uns zu verstehen, woher das Geld stammt, mit dem Sie spielen. Ihre Antworten sind vertraulich und werden nur für diese Prüfung verwendet.',
  sk: 'Zákon proti praniu špinavých peňazí nám ukladá zistiť, odkiaľ pochádzajú peniaze, s ktorými hráte. Vaše odpovede sú dôverné a použijeme ich iba na túto kontrolu.',
  hu: 'A pénzmosás elleni törvény előírja, hogy megismerjük, honnan származik a pénz, amellyel játszik. Válaszai bizalmasak, és csak erre az ellenőrzésre használjuk őket.',
  pl: 'Ustawa o przeciwdziałaniu praniu pieniędzy wymaga, abyśmy wiedzieli, skąd pochodzą pieniądze, którymi Pan/Pani gra. Odpowiedzi są poufne i służą wyłącznie tej weryfikacji.',
  es: 'La ley contra el blanqueo de capitales nos obliga a conocer el origen del dinero con el que juega. Sus respuestas son confidenciales y solo se usan para esta comprobación.',
};

/**
 * The source-of-wealth questionnaire a Malta licensee asks of players whose activity or risk
 * calls for it (FIAU guidance): occupation, income, where the money comes from, what the player
 * expects to deposit. Every one of the seven question types is used; five questions are required.
 */
const QUESTIONS: SeedQuestion[] = [
  {
    type: 'select',
    isRequired: true,
    texts: {
      en: 'What is your employment status?',
      cs: 'Jaké je vaše pracovní zařazení?',
      de: 'Wie ist Ihr Beschäftigungsstatus?',
      sk: 'Aké je vaše pracovné zaradenie?',
      hu: 'Mi a foglalkoztatási státusza?',
      pl: 'Jaki jest Pana/Pani status zawodowy?',
      es: '¿Cuál es su situación laboral?',
    },
    options: [
      {
        value: 'employed',
        texts: {
          en: 'Employed',
          cs: 'Zaměstnanec',
          de: 'Angestellt',
          sk: 'Zamestnanec',
          hu: 'Alkalmazott',
          pl: 'Zatrudniony',
          es: 'Empleado por cuenta ajena',
        },
      },
      {
        value: 'self_employed',
        texts: {
          en: 'Self-employed',
          cs: 'Osoba samostatně výdělečně činná',
          de: 'Selbstständig',
          sk: 'Samostatne zárobkovo činná osoba',
          hu: 'Egyéni vállalkozó',
          pl: 'Samozatrudniony',
          es: 'Autónomo',
        },
      },
      {
        value: 'business_owner',
        texts: {
          en: 'Business owner',
          cs: 'Majitel firmy',
          de: 'Unternehmensinhaber',
          sk: 'Majiteľ firmy',
          hu: 'Cégtulajdonos',
          pl: 'Właściciel firmy',
          es: 'Propietario de empresa',
        },
      },
      {
        value: 'retired',
        texts: {
          en: 'Retired',
          cs: 'Důchodce',
          de: 'Im Ruhestand',
          sk: 'Dôchodca',
          hu: 'Nyugdíjas',
          pl: 'Emeryt',
          es: 'Jubilado',
        },
      },
      {
        value: 'student',
        texts: {
          en: 'Student',
          cs: 'Student',
          de: 'Student',
          sk: 'Študent',
          hu: 'Diák',
          pl: 'Student',
          es: 'Estudiante',
        },
      },
      {
        value: 'unemployed',
        texts: {
          en: 'Not employed',
          cs: 'Bez zaměstnání',
          de: 'Nicht erwerbstätig',
          sk: 'Bez zamestnania',
          hu: 'Nem dolgozik',
          pl: 'Niezatrudniony',
          es: 'Sin empleo',
        },
      },
    ],
  },
  {
    type: 'text',
    isRequired: true,
    texts: {
      en: 'What is your occupation or job title?',
      cs: 'Jaké je vaše povolání nebo pracovní pozice?',
      de: 'Welchen Beruf oder welche Position haben Sie?',
      sk: 'Aké je vaše povolanie alebo pracovná pozícia?',
      hu: 'Mi a foglalkozása vagy a beosztása?',
      pl: 'Jaki jest Pana/Pani zawód lub stanowisko?',
      es: '¿Cuál es su profesión o cargo?',
    },
  },
  {
    type: 'text',
    isRequired: false,
    texts: {
      en: 'Name of your employer or business',
      cs: 'Název zaměstnavatele nebo vaší firmy',
      de: 'Name Ihres Arbeitgebers oder Unternehmens',
      sk: 'Názov zamestnávateľa alebo vašej firmy',
      hu: 'Munkáltatója vagy vállalkozása neve',
      pl: 'Nazwa pracodawcy lub firmy',
      es: 'Nombre de su empleador o empresa',
    },
  },
  {
    type: 'radio',
    isRequired: true,
    texts: {
      en: 'What is your yearly net income (in euro, or its equivalent)?',
      cs: 'Jaký je váš roční čistý příjem (v eurech nebo jejich ekvivalentu)?',
      de: 'Wie hoch ist Ihr jährliches Nettoeinkommen (in Euro oder dem Gegenwert)?',
      sk: 'Aký je váš ročný čistý príjem (v eurách alebo ich ekvivalente)?',
      hu: 'Mekkora az éves nettó jövedelme (euróban vagy annak megfelelő összegben)?',
      pl: 'Jaki jest Pana/Pani roczny dochód netto (w euro lub równowartości)?',
      es: '¿Cuáles son sus ingresos netos anuales (en euros o su equivalente)?',
    },
    options: [
      {
        value: 'under_20000',
        texts: {
          en: 'Under €20,000',
          cs: 'Méně než 20 000 €',
          de: 'Unter 20.000 €',
          sk: 'Menej ako 20 000 €',
          hu: '20 000 € alatt',
          pl: 'Poniżej 20 000 €',
          es: 'Menos de 20.000 €',
        },
      },
      {
        value: '20000_50000',
        texts: {
          en: '€20,000 to €50,000',
          cs: '20 000 € až 50 000 €',
          de: '20.000 € bis 50.000 €',
          sk: '20 000 € až 50 000 €',
          hu: '20 000 €–50 000 €',
          pl: 'Od 20 000 € do 50 000 €',
          es: 'De 20.000 € a 50.000 €',
        },
      },
      {
        value: '50000_100000',
        texts: {
          en: '€50,000 to €100,000',
          cs: '50 000 € až 100 000 €',
          de: '50.000 € bis 100.000 €',
          sk: '50 000 € až 100 000 €',
          hu: '50 000 €–100 000 €',
          pl: 'Od 50 000 € do 100 000 €',
          es: 'De 50.000 € a 100.000 €',
        },
      },
      {
        value: 'over_100000',
        texts: {
          en: 'Over €100,000',
          cs: 'Více než 100 000 €',
          de: 'Über 100.000 €',
          sk: 'Viac ako 100 000 €',
          hu: '100 000 € felett',
          pl: 'Powyżej 100 000 €',
          es: 'Más de 100.000 €',
        },
      },
    ],
  },
  {
    type: 'checkbox',
    isRequired: true,
    texts: {
      en: 'Where does the money you deposit come from? Choose all that apply.',
      cs: 'Odkud pocházejí peníze, které vkládáte? Zvolte vše, co platí.',
      de: 'Woher stammt das Geld, das Sie einzahlen? Wählen Sie alles Zutreffende.',
      sk: 'Odkiaľ pochádzajú peniaze, ktoré vkladáte? Zvoľte všetko, čo platí.',
      hu: 'Honnan származik a befizetett pénz? Jelöljön meg minden megfelelőt.',
      pl: 'Skąd pochodzą wpłacane pieniądze? Proszę zaznaczyć wszystkie pasujące.',
      es: '¿De dónde procede el dinero que deposita? Elija todas las opciones que correspondan.',
    },
    options: [
      {
        value: 'salary',
        texts: {
          en: 'Salary or pension',
          cs: 'Mzda nebo důchod',
          de: 'Gehalt oder Rente',
          sk: 'Mzda alebo dôchodok',
          hu: 'Fizetés vagy nyugdíj',
          pl: 'Wynagrodzenie lub emerytura',
          es: 'Salario o pensión',
        },
      },
      {
        value: 'business',
        texts: {
          en: 'Business income',
          cs: 'Příjmy z podnikání',
          de: 'Unternehmenseinkünfte',
          sk: 'Príjmy z podnikania',
          hu: 'Vállalkozási jövedelem',
          pl: 'Dochody z działalności gospodarczej',
          es: 'Ingresos empresariales',
        },
      },
      {
        value: 'savings',
        texts: {
          en: 'Savings',
          cs: 'Úspory',
          de: 'Ersparnisse',
          sk: 'Úspory',
          hu: 'Megtakarítás',
          pl: 'Oszczędności',
          es: 'Ahorros',
        },
      },
      {
        value: 'investments',
        texts: {
          en: 'Investments or dividends',
          cs: 'Investice nebo dividendy',
          de: 'Kapitalanlagen oder Dividenden',
          sk: 'Investície alebo dividendy',
          hu: 'Befektetések vagy osztalék',
          pl: 'Inwestycje lub dywidendy',
          es: 'Inversiones o dividendos',
        },
      },
      {
        value: 'sale_of_assets',
        texts: {
          en: 'Sale of property or other assets',
          cs: 'Prodej nemovitosti nebo jiného majetku',
          de: 'Verkauf von Immobilien oder anderem Vermögen',
          sk: 'Predaj nehnuteľnosti alebo iného majetku',
          hu: 'Ingatlan vagy más vagyontárgy eladása',
          pl: 'Sprzedaż nieruchomości lub innego majątku',
          es: 'Venta de inmuebles u otros bienes',
        },
      },
      {
        value: 'inheritance',
        texts: {
          en: 'Inheritance or gift',
          cs: 'Dědictví nebo dar',
          de: 'Erbschaft oder Schenkung',
          sk: 'Dedičstvo alebo dar',
          hu: 'Öröklés vagy ajándék',
          pl: 'Spadek lub darowizna',
          es: 'Herencia o donación',
        },
      },
    ],
  },
  {
    type: 'number',
    isRequired: true,
    texts: {
      en: 'How much do you expect to deposit in a month, in your account’s currency?',
      cs: 'Kolik očekáváte, že měsíčně vložíte, v měně vašeho účtu?',
      de: 'Wie viel erwarten Sie monatlich einzuzahlen, in der Währung Ihres Kontos?',
      sk: 'Koľko očakávate, že mesačne vložíte, v mene vášho účtu?',
      hu: 'Havonta mennyit tervez befizetni, a számlája pénznemében?',
      pl: 'Ile planuje Pan/Pani wpłacać miesięcznie, w walucie konta?',
      es: '¿Cuánto prevé depositar al mes, en la moneda de su cuenta?',
    },
  },
  {
    type: 'date',
    isRequired: false,
    texts: {
      en: 'Since when have you had your current occupation?',
      cs: 'Od kdy vykonáváte své současné povolání?',
      de: 'Seit wann üben Sie Ihre jetzige Tätigkeit aus?',
      sk: 'Odkedy vykonávate svoje súčasné povolanie?',
      hu: 'Mióta dolgozik a jelenlegi foglalkozásában?',
      pl: 'Od kiedy wykonuje Pan/Pani obecny zawód?',
      es: '¿Desde cuándo ejerce su ocupación actual?',
    },
  },
  {
    type: 'textarea',
    isRequired: false,
    texts: {
      en: 'Is there anything else you would like to tell us about where your funds come from?',
      cs: 'Chcete nám k původu svých prostředků sdělit ještě něco?',
      de: 'Möchten Sie uns noch etwas zur Herkunft Ihrer Mittel mitteilen?',
      sk: 'Chcete nám k pôvodu svojich prostriedkov povedať ešte niečo?',
      hu: 'Szeretne még valamit elmondani pénzeszközei eredetéről?',
      pl: 'Czy chce Pan/Pani przekazać nam coś jeszcze o pochodzeniu środków?',
      es: '¿Quiere contarnos algo más sobre el origen de sus fondos?',
    },
  },
];

/**
 * The source-of-wealth questionnaire, for every currency, when none exists yet: reference data a
 * live site needs too. An operator's later version is a new questionnaire; this one is left alone.
 */
export const seedSurvey = async (tx: Db): Promise<number> => {
  const existing = await tx.select({ id: surveys.id }).from(surveys).where(eq(surveys.type, 'sow'));
  if (existing.length > 0) return 0;
  const [survey] = await tx
    .insert(surveys)
    .values({ type: 'sow', name: NAME, description: DESCRIPTION })
    .returning({ id: surveys.id });
  for (const [position, question] of QUESTIONS.entries()) {
    const [row] = await tx
      .insert(surveyQuestions)
      .values({
        surveyId: survey!.id,
        position: position + 1,
        type: question.type,
        isRequired: question.isRequired,
        texts: question.texts,
      })
      .returning({ id: surveyQuestions.id });
    if (question.options)
      await tx.insert(surveyOptions).values(
        question.options.map((option, index) => ({
          questionId: row!.id,
          position: index + 1,
          value: option.value,
          isDefault: option.isDefault ?? false,
          texts: option.texts,
        })),
      );
  }
  return 1;
};
