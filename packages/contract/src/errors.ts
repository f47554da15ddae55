/**
 * Every error code the API answers with. The site maps a code to a translated text and falls
 * back to the `message` the API sent. Codes are stable: add new ones, never rename.
 */
export const ERROR_CODES = {
  /** The request body is not valid JSON. */
  invalid_json: 400,
  /** The request is malformed in a way that is not a field error. */
  bad_request: 400,
  /** Missing or unknown client credentials (the `Authorization: Basic` header). */
  unknown_client: 401,
  /** The call needs a player session and the `user-token` is missing, unknown or idle. */
  unauthenticated: 401,
  /** Operator API called without the operator token. */
  forbidden: 403,
  /** No such route or resource. */
  not_found: 404,
  /** The method is not allowed on this route. */
  method_not_allowed: 405,
  /** The request body is larger than the API accepts. */
  payload_too_large: 413,
  /** The request body has a content type the route does not accept, or a charset other than UTF-8. */
  unsupported_media_type: 415,
  /** A part of the address (a path parameter) is longer than any the API accepts. */
  uri_too_long: 414,
  /** The request's headers (cookies, address) are larger than the server reads. */
  headers_too_large: 431,
  /** The request did not arrive in time. */
  request_timeout: 408,
  /** A link token (newsletter opt-out) is unknown or has expired; the player needs a new link. */
  invalid_token: 400,
  /** Login: wrong username or password (the answer never says which). */
  invalid_credentials: 401,
  /** Login: the account or the address failed too often; wait LOGIN_LOCKOUT_MINUTES. */
  too_many_login_attempts: 429,
  /** Login: the registration of this account was never finished. */
  registration_incomplete: 403,
  /** Login: the account is closed. */
  account_closed: 403,
  /** Login or registration from a country the operator does not serve (by the client's address). */
  country_restricted: 403,
  /** A verification code is wrong, used or expired; the player asks for a new one. */
  code_is_wrong: 422,
  /** A new code was asked for before the resend countdown ended. */
  resend_too_soon: 429,
  /** The captcha solution is missing, wrong, expired or already used. */
  captcha_invalid: 422,
  /** A player with the same first name, last name and date of birth already exists. */
  duplicate_person: 409,
  /** A nickname, e-mail or phone number is taken; `errors` names the fields. */
  already_used: 409,
  /** A bonus code that no campaign of the player's currency accepts. */
  promo_code_invalid: 422,
  /** The field cannot change any more (a verified e-mail or phone, a set date of birth). */
  field_locked: 409,
  /** Password change: the current password is not right. */
  password_current_wrong: 422,
  /** The registration step needs an earlier one first (e.g. a verified e-mail or phone). */
  step_not_allowed: 409,
  /** The wallet pocket a debit takes from holds less than the amount; nothing moved. */
  insufficient_funds: 409,
  /** An idempotency key already used for a different movement; nothing moved. */
  idempotency_conflict: 409,
  /** The game cannot be opened: unknown, switched off, its provider disabled, or no demo. */
  game_not_available: 404,
  /** Real play needs the latest terms accepted; the site shows the terms prompt. */
  terms_not_accepted: 403,
  /** Real play needs a valid KYC level (PEP/UBO players, risky countries); the site goes to /kyc. */
  kyc_invalid: 403,
  /** The account is disabled until `details.status_expires_at`. */
  account_disabled: 403,
  /** The player excluded themselves from play until `details.status_expires_at`. */
  self_excluded: 403,
  /** The account may not play (not active, closed). */
  player_blocked: 403,
  /** A reality check is waiting for the player's answer; relaunching the game continues. */
  reality_check_pending: 403,
  /** The bet would exceed the player's max daily bet. */
  daily_bet_limit: 403,
  /** The bet could exceed the player's max daily loss. */
  daily_loss_limit: 403,
  /** The player's max daily playing time is used up. */
  playing_time_limit: 403,
  /** The bet would exceed the player's max weekly bet. */
  weekly_bet_limit: 403,
  /** The bet would exceed the player's max monthly bet. */
  monthly_bet_limit: 403,
  /** The bet could exceed the player's max weekly loss. */
  weekly_loss_limit: 403,
  /** The bet could exceed the player's max monthly loss. */
  monthly_loss_limit: 403,
  /** Limits: this limit was changed in the last 24 hours; `details.next_change_at` says when. */
  limit_change_too_soon: 429,
  /** Limits: a raise of this limit waits; delete it first (the field is locked meanwhile). */
  limit_change_pending: 409,
  /** Limits: the change waits for its 24 hours and cannot be confirmed yet. */
  limit_request_not_confirmable: 409,
  /** Exclusion: the end sent matches none of the offered periods. */
  exclusion_period: 422,
  /** Exclusion: ending it sooner needs a written reason (`EXCLUSION_LIFT_REASON_MIN`). */
  exclusion_reason_required: 422,
  /** Exclusion: a request to end it sooner already waits for the operator's answer. */
  exclusion_request_pending: 409,
  /** Exclusion: the operator already answered this request. */
  exclusion_request_answered: 409,
  /** Closure: money is left on the account; withdraw it first. */
  closure_balance_left: 409,
  /** The game session ended or expired: bets are refused, wins and rollbacks still accepted. */
  game_session_expired: 403,
  /** Seamless wallet: the request's signature is missing or wrong; nothing was done. */
  invalid_signature: 401,
  /** Seamless wallet: a bet whose id was rolled back earlier; nothing moved. */
  transaction_rolled_back: 409,
  /** Seamless wallet: the bet a win or rollback refers to does not exist for this player. */
  bet_not_found: 404,
  /** Seamless wallet: the bet's round already has a win, so the bet cannot be rolled back alone. */
  bet_already_settled: 409,
  /** Seamless wallet: the bet has had SEAMLESS_MAX_WINS_PER_BET wins; no more are paid. */
  win_limit_reached: 409,
  /** Crash: bets are taken only while the round's betting window is open. */
  betting_closed: 409,
  /** Crash: this game session already has a bet in the round. */
  bet_already_placed: 409,
  /** Crash: the round already crashed; the cash-out came too late. */
  round_crashed: 409,
  /** Crash: no bet of this game session is riding in the round (never placed or already paid). */
  no_open_bet: 409,
  /** Cashier: the payment method is unknown, switched off, or not offered in the player's currency. */
  payment_method_unavailable: 422,
  /** Cashier: the amount is outside the method's minimum and maximum; `errors.amount` says which. */
  amount_out_of_range: 422,
  /** Cashier: the deposit would pass the player's daily deposit limit; `details.left` is what remains. */
  daily_deposit_limit: 403,
  /** Cashier: the deposit would pass the player's weekly deposit limit. */
  weekly_deposit_limit: 403,
  /** Cashier: the deposit would pass the player's monthly deposit limit. */
  monthly_deposit_limit: 403,
  /** Cashier: a deposit of this method, or a withdrawal, is already pending. */
  pending_transaction_exists: 409,
  /** Cashier: only verified players can withdraw ("Account not yet verified"). */
  account_not_verified: 403,
  /** Cashier: the source-of-wealth questionnaire must be answered first (/sowq). */
  questionnaire_required: 403,
  /** Cashier: a withdrawal was asked for less than WITHDRAW_LOCK_SECONDS ago. */
  withdraw_too_soon: 429,
  /** Cashier: the transaction is no longer in a state that allows this (already settled). */
  transaction_not_pending: 409,
  /** Cashier staff: a payout is being handed to the provider right now; try again in a moment. */
  payout_in_progress: 409,
  /** Cashier staff: the provider has this payment or payout (paid or being processed); its result settles it. */
  provider_has_payment: 409,
  /** Cashier staff: the payment provider did not answer; nothing changed. */
  payment_provider_unavailable: 502,
  /** Cashier: NeteraPay needs the wallet connected and the player identified first (`details`: the status). */
  neterapay_not_verified: 409,
  /** Documents: only an active account may upload documents (spec 02 §6). */
  account_not_active: 403,
  /** Documents: the document was already approved or rejected; a review is final. */
  document_already_reviewed: 409,
  /** Questionnaire: nobody asked this player to answer it, so there is nothing to answer. */
  survey_not_required: 409,
  /** Questionnaire: answered since it was asked for; the answers are kept as they are. */
  survey_already_answered: 409,
  /** Payment webhook: the signature is missing, wrong or too old; nothing was done. */
  invalid_webhook_signature: 400,
  /** Verification webhook: the event is dated ahead of our clock by more than the allowed skew; nothing was done. */
  webhook_event_in_future: 400,
  /** KYC: this level is already accepted; nothing to verify again. */
  kyc_level_accepted: 409,
  /** KYC: this level is not offered to the player (the selfie level: risky countries only, no other level open). */
  kyc_level_not_offered: 409,
  /** Deposits reached the AML threshold: the basic KYC level must be accepted before more deposits. */
  kyc_required: 403,
  /** Bonus: the stake is above the active bonus's maximum bet; nothing moved (`details.max_bet`). */
  bonus_bet_limit: 403,
  /** Bonus: a withdrawal while a bonus is active; ask again with `forfeit_bonus` to give it up. */
  bonus_active: 409,
  /** Bonus: the campaign cannot be activated now (another bonus is active, or it needs a deposit). */
  bonus_not_available: 409,
  /** Staff login: the password was right; the authenticator's code is needed (no or a used challenge). */
  totp_required: 401,
  /** Staff login: the authenticator's code is wrong; it counts toward the lockout. */
  totp_invalid: 401,
  /** Staff: the staff member's role does not allow this action; nothing changed. */
  staff_forbidden: 403,
  /** Staff: a manual adjustment above the threshold needs another staff member's approval than its requester's. */
  adjustment_own_request: 403,
  /** Staff: this manual adjustment was already approved or rejected; nothing changed. */
  adjustment_decided: 409,
  /** Staff: the support request is closed; it takes no more replies. */
  support_request_closed: 409,
  /** Staff: a call that changes something lacks the `x-requested-with: prime-backoffice` header. */
  csrf_header_required: 403,
  /** One or more fields are invalid; `errors` lists them per field. */
  validation_failed: 422,
  /** Too many requests from this address; retry later. */
  too_many_requests: 429,
  /** Something failed on the server; nothing internal is disclosed. */
  server_error: 500,
  /** The site is in maintenance. */
  in_maintenance: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
