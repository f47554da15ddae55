/** Schemas of the auth calls (spec 02 §7). */
export {};
