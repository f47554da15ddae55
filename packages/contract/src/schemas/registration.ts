/** Schemas of the registration calls (spec 02 §7). */
export {};
