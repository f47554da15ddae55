import * as z from '../../zod';
import { studioRoundBody, studioRoundResponse } from './round';

/** Tickets one game may buy. */
export const BINGO_TICKETS_MIN = 1;
export const BINGO_TICKETS_MAX = 6;

export const BINGO_PRIZES = ['one_line', 'two_lines', 'full_house'] as const;
export type BingoPrize = (typeof BINGO_PRIZES)[number];

/** What the page needs to offer a game of 90-ball bingo against the draw. */
export const bingoRulesSchema = z.object({
  engine: z.literal('bingo-90'),
  /** Balls in the drum: 1 to 90. */
  balls: z.number().int(),
  /** Balls drawn in a game (fewer when every ticket has its full house). */
  draws: z.number().int(),
  tickets_min: z.number().int(),
  tickets_max: z.number().int(),
  /** What a ticket's best prize pays, as a multiple of the ticket's price. */
  prizes: z.object({
    one_line: z.number(),
    two_lines: z.number(),
    full_house: z.number(),
  }),
  /** Declared return to player in percent, the same for any number of tickets. */
  rtp: z.number(),
});
export type BingoRules = z.infer<typeof bingoRulesSchema>;

/** The number of tickets; each costs the chosen stake. */
export const bingoChoiceSchema = z.strictObject({
  tickets: z
    .number()
    .int('The number of tickets is a whole number.')
    .min(BINGO_TICKETS_MIN, `Buy at least ${BINGO_TICKETS_MIN} ticket.`)
    .max(BINGO_TICKETS_MAX, `Buy at most ${BINGO_TICKETS_MAX} tickets.`),
});
export type BingoChoice = z.infer<typeof bingoChoiceSchema>;

export const bingoResultSchema = z.object({
  /** Each ticket as 3 rows of 9 columns; 0 is a blank cell. */
  tickets: z.array(z.array(z.array(z.number().int()))),
  /** The balls in the order drawn. */
  balls: z.array(z.number().int()),
  /** Each ticket's best prize (null for none) and what it paid in major units. */
  ticket_prizes: z.array(z.object({ prize: z.enum(BINGO_PRIZES).nullable(), win: z.number() })),
});
export type BingoResult = z.infer<typeof bingoResultSchema>;

export const bingoPlayBody = studioRoundBody(bingoChoiceSchema);
export const bingoPlayResponse = studioRoundResponse(bingoResultSchema);
