import type { Language } from '../constants';
import { cs } from './cs';
import { de } from './de';
import { en, type Texts } from './en';
import { es } from './es';
import { hu } from './hu';
import { pl } from './pl';
import { sk } from './sk';

export type { Texts };

/** Built-in interface texts of every language, keyed by section then key. */
export const BUILT_IN_TEXTS: Record<Language, Texts> = { en, cs, de, sk, hu, pl, es };

export { TRANSLATION_SECTIONS, type TranslationSection } from './sections';
