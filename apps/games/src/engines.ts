/** The game families of the studio (ARCHITECTURE §6): an engine, themed and parameterised. */
export type EngineSummary = { name: string; description: string };

export const ENGINES: readonly EngineSummary[] = [
  { name: 'Slots', description: 'Video slots with 3, 4 or 5 reels.' },
  { name: 'Crash', description: 'A rising multiplier to cash out before it crashes.' },
  { name: 'Roulette', description: 'European single-zero roulette.' },
  { name: 'Scratch cards', description: 'Instant-win cards revealed on the screen.' },
];
