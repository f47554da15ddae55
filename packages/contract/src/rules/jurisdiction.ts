import { LANGUAGES, type Language } from '../constants';

/**
 * What a visitor connecting from a country the operator does not serve is told when a login or
 * a registration is refused (`country_restricted`), in each of the site's languages.
 */
export const COUNTRY_RESTRICTED_MESSAGES: Record<Language, string> = {
  en: 'We are sorry: our games are not offered in the country you are connecting from.',
  cs: 'Je nám líto, ale naše hry nejsou dostupné v zemi, ze které se připojujete.',
  de: 'Es tut uns leid: Unsere Spiele werden in dem Land, aus dem Sie sich verbinden, nicht angeboten.',
  sk: 'Je nám ľúto, ale naše hry nie sú dostupné v krajine, z ktorej sa pripájate.',
  hu: 'Sajnáljuk, de játékaink nem érhetők el abban az országban, ahonnan csatlakozik.',
  pl: 'Przykro nam, ale nasze gry nie są dostępne w kraju, z którego się łączysz.',
  es: 'Lo sentimos: nuestros juegos no se ofrecen en el país desde el que te conectas.',
};

/** The site language an `Accept-Language` header asks for first, English when none matches. */
export const languageOfAcceptHeader = (header: string | undefined): Language => {
  for (const part of (header ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(code)) return code as Language;
  }
  return 'en';
};
