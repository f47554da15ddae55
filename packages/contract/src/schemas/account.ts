/** Schemas of the account calls (spec 02 §7). */
export {};
