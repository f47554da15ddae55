/**
 * The key of a rule whose English message the API answered in a 422, so the site can show that
 * rule's translated text; undefined for a message the site has no key for (then it shows as sent).
 */
export const ruleOfMessage = <K extends string>(
  messages: Readonly<Record<K, string>>,
  message: string,
): K | undefined => (Object.keys(messages) as K[]).find((key) => messages[key] === message);
