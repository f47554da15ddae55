import type { i18n as I18n, PostProcessorModule } from 'i18next';

/** Name of the post-processor that shows keys beside texts in admin preview. */
export const TRANSLATION_KEYS_PROCESSOR = 'translationKeys';

/**
 * Admin preview (spec 01 §2, §3): every text gets its key beside it, as `Log out
 * [header.logout]`, so staff can tell which key to edit.
 */
export const translationKeysProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: TRANSLATION_KEYS_PROCESSOR,
  process: (value, key, options) => {
    const name = Array.isArray(key) ? key[0] : key;
    const namespace = Array.isArray(options.ns) ? options.ns[0] : options.ns;
    return `${value} [${namespace ? `${String(namespace)}.` : ''}${String(name)}]`;
  },
};

/** Switches the keys on or off and re-renders every text. */
export const showTranslationKeys = (instance: I18n, on: boolean): void => {
  const current = instance.options.postProcess;
  const isOn = Array.isArray(current) && current.includes(TRANSLATION_KEYS_PROCESSOR);
  if (isOn === on) return;
  instance.options.postProcess = on ? [TRANSLATION_KEYS_PROCESSOR] : false;
  // react-i18next re-renders on languageChanged; the language itself stays.
  instance.emit('languageChanged', instance.language);
};
