import {
  COUNTRY_RESTRICTED_MESSAGES,
  ERROR_CODES,
  EXCLUSION_RULE_MESSAGES,
  type ApiErrorBody,
  type ErrorCode,
} from '@prime/contract';

const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  invalid_json: 'The request body is not valid JSON.',
  bad_request: 'The request is malformed.',
  unknown_client: 'Unknown client.',
  unauthenticated: 'You are not logged in or your session has expired.',
  forbidden: 'You are not allowed to do this.',
  not_found: 'Not found.',
  method_not_allowed: 'Method not allowed.',
  payload_too_large: 'The request body is too large.',
  unsupported_media_type: 'Unsupported content type.',
  uri_too_long: 'The address is too long.',
  headers_too_large: 'The request headers are too large.',
  request_timeout: 'The request took too long to arrive.',
  invalid_token: 'This link is invalid or has expired.',
  invalid_credentials: 'Incorrect username or password.',
  too_many_login_attempts: 'You have made too many login attempts, try again in 10 minutes.',
  registration_incomplete:
    'Your registration is not finished. Use the link in your e-mail to complete it.',
  account_closed: 'This account is closed. Please contact customer support.',
  country_restricted: COUNTRY_RESTRICTED_MESSAGES.en,
  code_is_wrong: 'The code is wrong or has expired.',
  resend_too_soon: 'Please wait before asking for a new code.',
  captcha_invalid: 'Please solve the captcha again.',
  duplicate_person: 'A player with the same name, surname and date of birth already exists.',
  already_used: 'An account with these details already exists.',
  promo_code_invalid: 'Promotional code not valid',
  field_locked: 'This field can no longer be changed.',
  password_current_wrong: 'The current password is not correct.',
  step_not_allowed: 'Please complete the previous step first.',
  insufficient_funds: 'Insufficient funds.',
  idempotency_conflict: 'This idempotency key was already used for another movement.',
  game_not_available: 'Game not available',
  terms_not_accepted: 'Please accept the latest terms and conditions to play for real money.',
  kyc_invalid: 'Your KYC status is not valid. You will be redirect to KYC page',
  account_disabled: 'Your player account is disabled.',
  self_excluded: 'You have excluded yourself from play.',
  player_blocked: 'Your account cannot play for real money. Please contact customer support.',
  reality_check_pending: 'Please answer the reality check to continue playing.',
  daily_bet_limit: 'This bet would exceed your daily bet limit.',
  daily_loss_limit: 'This bet could exceed your daily loss limit.',
  playing_time_limit: 'Your daily playing time limit has been reached.',
  weekly_bet_limit: 'This bet would exceed your weekly bet limit.',
  monthly_bet_limit: 'This bet would exceed your monthly bet limit.',
  weekly_loss_limit: 'This bet could exceed your weekly loss limit.',
  monthly_loss_limit: 'This bet could exceed your monthly loss limit.',
  limit_change_too_soon: 'Only one change of a limit is allowed in 24 hours.',
  limit_change_pending: 'A change of this limit is waiting: delete it first.',
  limit_request_not_confirmable: 'This change applies after 24 hours; it cannot be confirmed yet.',
  exclusion_period: EXCLUSION_RULE_MESSAGES.exclusion_period,
  exclusion_reason_required: EXCLUSION_RULE_MESSAGES.exclusion_reason_required,
  exclusion_request_pending: 'Your request to end the exclusion sooner is waiting for our answer.',
  exclusion_request_answered: 'This request was already answered.',
  closure_balance_left: 'Withdraw the money left on your account before you close it.',
  game_session_expired: 'The game session has ended. Please open the game again.',
  invalid_signature: 'The request signature is not valid.',
  transaction_rolled_back: 'This transaction was rolled back.',
  bet_not_found: 'No such bet.',
  bet_already_settled: 'The bet’s round already has a win; it cannot be rolled back.',
  win_limit_reached: 'This bet has had the most wins a bet may have.',
  betting_closed: 'Bets are closed for this round. Please wait for the next one.',
  bet_already_placed: 'You already have a bet in this round.',
  round_crashed: 'Too late: the round has crashed.',
  no_open_bet: 'You have no bet riding in this round.',
  payment_method_unavailable: 'This payment method is not available.',
  amount_out_of_range: 'Invalid amount chosen.',
  daily_deposit_limit: 'This deposit would exceed your daily deposit limit.',
  weekly_deposit_limit: 'This deposit would exceed your weekly deposit limit.',
  monthly_deposit_limit: 'This deposit would exceed your monthly deposit limit.',
  pending_transaction_exists: 'You have an existing pending transaction.',
  account_not_verified: 'Account not yet verified',
  questionnaire_required: 'Please answer the questionnaire before you withdraw.',
  withdraw_too_soon: 'You can request a withdrawal once every 10 minutes.',
  transaction_not_pending: 'This transaction can no longer be changed.',
  payout_in_progress:
    'The payout is being handed to the provider right now. Try again in a minute.',
  provider_has_payment:
    'The payment provider already has this payment, paid or being processed: its result will settle it.',
  payment_provider_unavailable:
    'The payment provider did not answer. Nothing changed; try again later.',
  neterapay_not_verified: 'Connect NeteraPay and identify with your PIN before you deposit.',
  account_not_active: 'Only active accounts can upload documents.',
  document_already_reviewed: 'This document was already reviewed.',
  survey_not_required: 'This questionnaire is not necessary for your account.',
  survey_already_answered: 'You have already answered this questionnaire.',
  invalid_webhook_signature: 'The webhook signature is not valid.',
  webhook_event_in_future: 'The event is dated in the future; it was not applied.',
  kyc_level_accepted: 'This verification level is already accepted.',
  kyc_level_not_offered: 'This verification level is not offered to your account.',
  kyc_required:
    'Your deposits have reached 2,000 EUR: please complete the basic identity verification before your next deposit.',
  bonus_bet_limit: 'This stake is above the maximum bet of your active bonus.',
  bonus_active:
    'A bonus is active: withdrawing now gives up the bonus and its winnings. Confirm to go on.',
  bonus_not_available: 'This bonus cannot be activated now.',
  totp_required: 'Enter the code of your authenticator app.',
  totp_invalid: 'The code is wrong or has expired.',
  staff_forbidden: 'Your role does not allow this action.',
  adjustment_own_request: 'Another staff member must approve the adjustment you asked for.',
  adjustment_decided: 'This adjustment was already decided.',
  support_request_closed: 'This support request is closed.',
  csrf_header_required: 'This request must come from the back office.',
  validation_failed: 'The given data was invalid.',
  too_many_requests: 'Too many requests, please try again later.',
  server_error: 'Something went wrong on our side. Please try again later.',
  in_maintenance: 'The site is in maintenance.',
};

/** What a 422 names: each refused field with its messages. */
export type FieldErrors = Record<string, string[]>;

/** The codes answered with 422; such an answer always says which fields it refuses. */
export type FieldErrorCode = {
  [Code in ErrorCode]: (typeof ERROR_CODES)[Code] extends 422 ? Code : never;
}[ErrorCode];

/** An expected failure: a stable code from the contract, its HTTP status, and a safe message. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    code: FieldErrorCode,
    message: string | undefined,
    errors: FieldErrors,
    details?: Record<string, unknown>,
  );
  constructor(
    code: Exclude<ErrorCode, FieldErrorCode>,
    message?: string,
    errors?: FieldErrors,
    details?: Record<string, unknown>,
  );
  constructor(
    readonly code: ErrorCode,
    message: string = DEFAULT_MESSAGES[code],
    readonly errors?: FieldErrors,
    /** Facts the client acts on, sent as `details` (e.g. the balance, an expiry date). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code];
  }
}

export const defaultMessage = (code: ErrorCode): string => DEFAULT_MESSAGES[code];

const isFieldErrorCode = (code: ErrorCode): code is FieldErrorCode => ERROR_CODES[code] === 422;

/** An error answer of this API raised again as it came, by a caller of the API in-process. */
export const errorOfAnswer = (body: ApiErrorBody): AppError =>
  isFieldErrorCode(body.code)
    ? new AppError(body.code, body.message, body.errors ?? {}, body.details)
    : new AppError(body.code, body.message, body.errors, body.details);
