/**
 * zod as the contract uses it: the same library, with one difference that protects every string
 * schema at once. The contract's schemas import `* as z from '../zod'`, never `zod` itself (a lint
 * rule says so), and so does the API where it declares a schema of its own.
 */
import * as zod from 'zod';

export * from 'zod';

const LONE_SURROGATE = /\p{Cs}/u;

/**
 * True for text that can be stored and sent on: no NUL byte (PostgreSQL's text cannot hold one)
 * and no lone UTF-16 surrogate (not a character, with no UTF-8 encoding). With the `u` flag a
 * well-formed surrogate pair reads as one code point outside `\p{Cs}`, so only lone halves match.
 */
export const isStorableText = (value: string): boolean =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** What a request hears when one of its texts holds such a character. */
export const UNSTORABLE_TEXT_MESSAGE = 'This text contains a character that is not allowed.';

/**
 * `z.string()`: a string schema that refuses a NUL byte or a lone surrogate. Every string the
 * contract declares, in a request or an answer, is one of these, so such a value is a 422 at the
 * boundary instead of a failure deep in the database.
 */
export const string = (params?: Parameters<typeof zod.string>[0]) =>
  zod.string(params).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

const DECIMAL = /^-?\d{1,20}(\.\d{1,20})?$/;

/**
 * A number sent as a number or as decimal digits (`12`, `-3`, `0.5`), as query strings, path
 * parameters and some forms send them; then checked by `number`. `z.coerce.number()` would also
 * take `0x1f`, `1e3`, ` 12 ` or an empty string (as 0); this takes only what a person reads as
 * the number it is.
 */
export const decimal = <T extends zod.ZodType<number, number>>(number: T) =>
  zod
    .union([zod.number(), zod.string().regex(DECIMAL).transform(Number)], {
      error: 'Expected a number in decimal digits.',
    })
    .pipe(number);
