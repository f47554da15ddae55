/**
 * Every text the game page shows, in English. They live in one module so that a translation can
 * replace this object later without touching the code that uses it.
 */
export const TEXTS = {
  documentTitle: (game: string) => `${game} · Prime Games`,
  loading: 'Loading the game…',
  invalidSession: 'This game session is not valid. Please open the game again from the casino.',
  connectionFailed:
    'The game could not reach the server. Please check your connection and try again.',
  modeDemo: 'Demo — play money',
  modeReal: 'Real money',
  balance: 'Balance',
  bet: 'Bet',
  spin: 'Spin',
  spinning: 'Spinning…',
  paytable: 'Paytable',
  closePaytable: 'Close paytable',
  lobby: 'Lobby',
  win: (amount: string) => `Win ${amount}`,
  noWin: 'No win',
  totalWin: (amount: string) => `Total win ${amount}`,
  balanceIs: (amount: string) => `Balance ${amount}`,
  betTooHigh: 'The bet is higher than your balance. Choose a smaller bet.',
  freeSpinsAwarded: (count: number) => (count === 1 ? `1 free spin!` : `${count} free spins!`),
  freeSpinsProgress: (current: number, total: number) => `Free spins: ${current} of ${total}`,
  freeSpinsMultiplier: (multiplier: number) => `Wins ×${multiplier}`,
  lineWin: (line: number, count: number, symbol: string, amount: string) =>
    `Line ${line}: ${count} × ${symbol} — ${amount}`,
  scatterWin: (count: number, symbol: string, amount: string) =>
    `${count} × ${symbol} anywhere — ${amount}`,
  reelsLabel: (rows: string) => `Reels. ${rows}`,
  reelsRow: (row: number, symbols: string) => `Row ${row}: ${symbols}.`,
  reelsWaiting: 'Reels spinning',
  paytableTitle: 'Paytable',
  paytableSymbol: 'Symbol',
  paytablePays: 'Pays (× line bet)',
  paytablePay: (count: string, multiplier: number) => `${count} of a kind: ${multiplier}`,
  paytableWild: (symbol: string) =>
    `${symbol} is wild: it stands in for every symbol on a line except the scatter.`,
  paytableScatter: (symbol: string) =>
    `${symbol} is the scatter: it pays anywhere on the reels, not only on a line.`,
  paytableFreeSpins: (count: string, spins: number, symbol: string) =>
    `${count} × ${symbol} anywhere award ${spins} free spins.`,
  paytableFreeSpinsMultiplier: (multiplier: number) =>
    `Every win during free spins is multiplied by ${multiplier}.`,
  paytableLines: (lines: number, reels: number, rows: number) =>
    `${lines} paylines on ${reels} reels of ${rows} rows. A line pays its best combination from the leftmost reel to the right.`,
  paytableRtp: (rtp: string) => `Return to player: ${rtp}%.`,
  paytableFree: 'Free spins',
  paytableRules: 'Rules',
} as const;
