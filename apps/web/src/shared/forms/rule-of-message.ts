/**
 * The rule a shown error names: the key of one of the site's own checks, or the English message
 * the API answered in a 422 for the same rule, so both show that rule's translated text;
 * undefined for a message the site has no key for (then it shows as sent).
 */
export const ruleOf = <K extends string>(
  messages: Readonly<Record<K, string>>,
  shown: string,
): K | undefined =>
  shown in messages
    ? (shown as K)
    : (Object.keys(messages) as K[]).find((key) => messages[key] === shown);
