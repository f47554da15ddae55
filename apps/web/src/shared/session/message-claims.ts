/**
 * Message types a screen shows by itself while it is open: the game screen runs the reality
 * check with the session's figures, so the site-wide notifications leave that type to it and
 * the player never sees two reality checks at once.
 */
const claims = new Map<string, number>();

/** Claims a type until the returned function releases it (an effect's cleanup). */
export const claimMessageType = (type: string): (() => void) => {
  claims.set(type, (claims.get(type) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (claims.get(type) ?? 1) - 1;
    if (left > 0) claims.set(type, left);
    else claims.delete(type);
  };
};

export const isMessageTypeClaimed = (type: string): boolean => claims.has(type);
