/** Joins class names, skipping the false ones. */
export const cn = (...names: (string | false | null | undefined)[]) =>
  names.filter(Boolean).join(' ');
