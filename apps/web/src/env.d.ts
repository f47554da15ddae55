/** Client credentials of the site, replaced at build time by vite.config.ts `define`. */
declare const __PRIME_CLIENT_REF__: string;
declare const __PRIME_CLIENT_PASSWORD__: string;
