/**
 * Built-in English texts of the game screen, apart from the shell so that only visitors who
 * open a game load them.
 */
export const enGame = {
  game: {
    loading: 'Loading the game…',
    back: 'Back',
    fullscreen: 'Fullscreen',
    exit_fullscreen: 'Exit fullscreen',
    terms: 'Terms and conditions',
    responsible_gaming: 'Responsible gaming',
    demo_mode: 'Demo mode: you are playing with play money.',
    not_available: 'Game not available',
    not_on_mobile: 'This game cannot be played on a mobile device.',
    not_on_desktop: 'This game can only be played on a mobile device.',
    demo_unavailable:
      'This game has no demo version. Log in and deposit to play it for real money.',
    login: 'Log in',
    deposit_now: 'Deposit Now',
    go_home: 'Go to the home page',
    go_limits: 'Go to my limits',
    ok: 'OK',
    close: 'Close',
    kyc_invalid: 'Your KYC status is not valid. You will be redirect to KYC page',
    account_disabled: 'Your player account is disable until to {{date}}',
    self_excluded:
      'You have decided to exclude yourself. Contact customer support to reactivate your gaming account.',
    player_blocked: 'Your account cannot play at the moment. Please contact customer support.',
    insufficient_funds: 'Your balance is too low for this bet.',
    limit_reached: 'You have reached one of your limits.',
    play_refused: 'The game refused this bet.',
    reality_title: 'Reality check',
    reality_session: 'Your session',
    reality_time_played: 'Time played',
    reality_wagered: 'Amount wagered',
    reality_net: 'Net result',
    reality_countdown: 'This message closes in {{seconds}} s.',
    reality_continue: 'Continue',
    reality_stop: 'Stop playing',
    reality_limits: 'Limits',
    reality_failed: 'The reality check could not be loaded. Please stop or continue playing.',
    minutes: '{{minutes}} min',
    hours_minutes: '{{hours}} h {{minutes}} min',
  },
} as const;
