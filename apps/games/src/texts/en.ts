import { SYMBOL_NAMES } from '../game/themes';

/**
 * Every text the game page shows, in English: the source of the shape every other language is
 * typed against, so a missing or misspelt key in a translation fails the typecheck.
 */
export const en = {
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
  history: 'History',
  historyTitle: 'Your last rounds',
  historyEmpty: 'No rounds yet.',
  historySpin: 'Spin',
  historySpinWithFree: (free: number) =>
    free === 1 ? 'Spin + 1 free spin' : `Spin + ${free} free spins`,
  historyMoney: (bet: string, win: string) => `Bet ${bet} · Win ${win}`,
  chip: 'Chip',
  undo: 'Undo',
  clear: 'Clear',
  totalStake: (amount: string) => `Total stake ${amount}`,
  placeBets: 'Place bets',
  betsPlaced: (amount: string) => `Bets placed: ${amount}`,
  deal: 'Deal',
  stakeOn: (spot: string, amount: string) => `${spot}, stake ${amount}`,
  stakeEmpty: 'Put a chip on a spot first.',
  stakeBelowMin: (amount: string) => `The total stake must be at least ${amount}.`,
  stakeAboveMax: (amount: string) => `The total stake may be at most ${amount}.`,
  tableLimits: (min: string, max: string) => `Table limits ${min} – ${max}`,
  bettingOpen: (seconds: number) => `Place your bets: ${seconds} s`,
  noMoreBets: 'No more bets',
  resultShown: (result: string) => `Result: ${result}`,
  roundLabel: (sequence: number) => `Round #${sequence}`,
  lastResults: 'Last results',
  verifyLast: 'Verify last result',
  verified: (sequence: number) =>
    `Round #${sequence}: the seed matches the hash published before the round, and gives this result.`,
  notVerified: (sequence: number) => `Round #${sequence} could not be verified.`,
  tableResult: (result: string, win: string, balance: string) =>
    `${result}. ${win}. Balance ${balance}.`,
  betClosedWait: 'Bets are closed. Wait for the next round.',
  rules: 'Rules',
  returnToPlayer: (rtp: string) => `Return to player: ${rtp}%.`,
  roundResult: (win: string | null, balance: string) =>
    `${win === null ? 'No win' : `Win ${win}`}. Balance ${balance}.`,
  skip: 'Skip',
  // Scratch cards.
  buyCard: 'Buy card',
  revealAll: 'Reveal all',
  scratchHint: 'Scratch the cells, or reveal them one by one with their buttons.',
  scratchCardLabel: 'Scratch card',
  scratchCell: (number: number) => `Scratch cell ${number}`,
  scratchCellShown: (number: number, amount: string) => `Cell ${number}: ${amount}`,
  scratchWaiting: 'Buy a card to play.',
  scratchRules: (match: number) =>
    `Find ${match} equal amounts on the card to win that amount. A card wins one prize at most.`,
  scratchSettled:
    'The whole card is drawn and settled by the server when you buy it: scratching only uncovers what is already there.',
  scratchPrizeHead: 'Prize (× stake)',
  scratchOddsHead: 'Odds',
  scratchOdds: (oneIn: number) => `1 in ${oneIn.toLocaleString('en')}`,
  // Dice.
  roll: 'Roll',
  diceDirection: 'Call',
  rollUnder: 'Roll under',
  rollOver: 'Roll over',
  target: 'Target',
  diceCall: (direction: 'under' | 'over', target: number) =>
    `${direction === 'under' ? 'Under' : 'Over'} ${target.toFixed(2)}`,
  diceChance: (percent: string) => `Win chance ${percent}%`,
  dicePays: (amount: string, multiplier: string) => `Pays ${amount} (×${multiplier})`,
  diceCallRtp: (rtp: string) => `Return of this call at this stake: ${rtp}%`,
  diceRolled: (roll: string) => `Rolled ${roll}`,
  diceRules: (min: number, max: number, rtp: number) =>
    `The roll is a number from 0.00 to 99.99, every one equally likely. Call it under or over a target from ${min} to ${max}; a roll equal to the target loses. A win pays the stake times ${rtp}% × 100 / win chance, rounded down to a cent, so a call returns at most ${rtp}%.`,
  // Wheel.
  risk: 'Risk',
  riskName: (risk: string) => `${risk.charAt(0).toUpperCase()}${risk.slice(1)}`,
  wheelLabel: (risk: string) => `Money wheel, ${risk} risk`,
  wheelStopped: (multiplier: string) => `The wheel stopped on ×${multiplier}`,
  wheelSegments: (multiplier: string, count: number, total: number) =>
    `×${multiplier}: ${count} of ${total} segments`,
  wheelRules:
    'Every segment of the wheel is equally likely. The segment under the pointer pays the stake times its number. The risk level changes the wheel, not its return.',
  // Bingo.
  tickets: 'Tickets',
  ticketPrice: 'Price per ticket',
  playBingo: 'Buy and draw',
  ticketLabel: (number: number) => `Ticket ${number}`,
  ballOf: (ball: number, count: number, total: number) => `Ball ${count} of ${total}: ${ball}`,
  bingoWaiting: 'Buy tickets to start a draw.',
  bingoCost: (tickets: number, amount: string) =>
    `${tickets} ${tickets === 1 ? 'ticket' : 'tickets'}: ${amount}`,
  bingoPrize: { one_line: 'One line', two_lines: 'Two lines', full_house: 'Full house' },
  bingoTicketWin: (prize: string, amount: string) => `${prize} — ${amount}`,
  bingoRules: (draws: number) =>
    `Each ticket has 15 numbers on 3 rows. ${draws} balls of 90 are drawn (fewer if every ticket is full). Each ticket pays its best prize: one full row, two full rows or all 15 numbers (full house). The server draws the tickets and the balls when you buy; the draw you watch only reveals them.`,
  bingoPays: (prize: string, multiplier: number) => `${prize}: ${multiplier} × the ticket price`,
  crashPlaceBet: 'Bet',
  crashBetPlaced: 'Bet placed',
  crashCashout: (amount: string) => `Cash out ${amount}`,
  crashWaitNext: 'Wait for the next round',
  crashAutoLabel: 'Auto cash-out (x)',
  crashAutoHint: (min: string, max: string) => `Optional: ${min} to ${max}`,
  crashAutoInvalid: (min: string, max: string) =>
    `Enter an automatic cash-out from ${min} to ${max} with at most two decimals, or leave it empty.`,
  crashBetsClose: (seconds: string) => `Bets close in ${seconds} s`,
  crashRunning: 'In flight: cash out before it crashes',
  crashCrashedAt: (multiplier: string) => `Crashed at ${multiplier}`,
  crashNextRound: (seconds: string) => `Next round in ${seconds} s`,
  crashBetsTitle: 'Bets this round',
  crashNoBets: 'No bets yet.',
  crashResultsTitle: 'Last results',
  crashFairnessTitle: 'Provably fair',
  crashFairnessIntro:
    'Before bets open the server publishes the SHA-256 hash of the round’s secret seed; after the crash it reveals the seed. This page recomputes the hash and the crash point from the seed.',
  crashRound: (sequence: number) => `Round ${sequence}`,
  crashHash: 'Hash',
  crashSeed: 'Seed',
  crashSeedHidden: 'Revealed after the crash',
  crashPoint: (multiplier: string) => `Crash point ${multiplier}`,
  crashRecomputed: (multiplier: string) => `Recomputed from the seed: ${multiplier}`,
  crashVerified: 'Verified',
  crashNotVerified: 'Does not match',
  crashVerify: 'Verify',
  crashVerifyRound: (sequence: number, multiplier: string) =>
    `Verify round ${sequence} (${multiplier})`,
  crashVerifyHistory: (sequence: number) => `Verify round ${sequence}`,
  crashYourBet: (bet: string, auto: string | null) =>
    auto ? `Your bet ${bet}, auto cash-out ${auto}` : `Your bet ${bet}`,
  crashRiding: 'riding',
  crashCashedOut: (multiplier: string, amount: string) => `cashed out at ${multiplier}: ${amount}`,
  crashCashedOutAt: (multiplier: string) => `cashed out at ${multiplier}`,
  crashLost: 'lost',
  crashAnnounceCashout: (multiplier: string, amount: string) =>
    `Cashed out at ${multiplier}. Win ${amount}.`,
  crashDescribeRound: (sequence: unknown, outcome: string) =>
    `Round ${String(sequence)}: ${outcome}`,
  crashMultiplierLabel: 'Multiplier',
  roulette: {
    dozens: ['1st 12', '2nd 12', '3rd 12'],
    even: 'Even',
    odd: 'Odd',
    red: 'Red',
    black: 'Black',
    colours: { green: 'green', red: 'red', black: 'black' },
    result: (pocket: number, colour: string) => `${pocket} ${colour}`,
  },
  baccarat: {
    names: { player: 'Player', banker: 'Banker', tie: 'Tie' },
    wins: (name: string, high: number, low: number) => `${name} wins ${high} to ${low}`,
    tie: (player: number, banker: number) => `Tie ${player} to ${banker}`,
  },
  blackjack: {
    deal: 'Deal',
    hit: 'Hit',
    stand: 'Stand',
    double: 'Double',
    split: 'Split',
    dealer: 'Dealer',
    dealerCards: 'Dealer’s cards',
    player: 'Your hand',
    you: 'You',
    faceDown: 'face-down card',
    feltLine: 'Blackjack pays 3 to 2 · Dealer stands on all 17s',
    placeBet: 'Choose your bet and deal.',
    total: (total: number) => `Total ${total}`,
    dealerShows: (total: number) => `Shows ${total}`,
    dealerShowsCard: (card: string) => `Dealer shows ${card}`,
    stake: (amount: string) => `Stake ${amount}`,
    handLabel: (index: number, count: number) => `Hand ${index} of ${count}`,
    cardsWithTotal: (cards: string, total: number) => `${cards}, total ${total}`,
    results: {
      blackjack: 'Blackjack',
      win: 'You win',
      push: 'Push',
      lose: 'Dealer wins',
      bust: 'Bust',
    },
    resumed: 'Your unfinished hand is back on the table.',
    rulesTitle: 'Rules',
    closeRules: 'Close rules',
    ruleDecks: (decks: number) => `${decks} decks, shuffled for every hand.`,
    ruleStandsSoft17: 'The dealer draws to 16 and stands on all 17s, soft 17 too.',
    ruleHitsSoft17: 'The dealer draws to 16 and hits soft 17.',
    ruleBlackjack: 'Blackjack pays 3 to 2; any other win pays 1 to 1; a tie is a push.',
    rulePeek:
      'The dealer checks for blackjack: a dealer blackjack ends the hand at once and takes only your first stake.',
    ruleDouble: 'Double on any first two cards: one more card, twice the stake.',
    ruleDoubleAfterSplit:
      'Double on any first two cards, after a split too: one more card, twice the stake.',
    ruleSplit: (times: number) =>
      `Split two cards of the same value ${times === 1 ? 'once' : `${times} times`}; split aces get one card each, and 21 after a split is not a blackjack.`,
    ruleNoInsurance: 'No insurance, no surrender.',
    ruleAbandoned: (minutes: number) =>
      `A hand left without a move for ${minutes} minutes is finished by standing on every open hand.`,
    ruleRtp: (rtp: string) => `Return to player with basic strategy: ${rtp}%.`,
    historyPlaying: 'Hand in play',
    historyHand: (total: number, result: string) => `${total} ${result.toLowerCase()}`,
    historyRound: (hands: string, dealer: number) => `You ${hands} · Dealer ${dealer}`,
  },
  /** The slot symbols' names: the catalog's own, which the other languages translate. */
  symbolNames: SYMBOL_NAMES,
};

/** The texts of one language: English's keys, and functions with English's parameters. */
export type Texts = typeof en;
