import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../rules/identity';
import { envelope, queryFlag } from './common';

/** POST auth/login?checkHash=1 (spec 01 §7). */
export const loginQuery = z.object({ checkHash: queryFlag.optional() });

export const loginBody = z.object({
  /** The nickname, or the e-mail when the skin logs in with e-mail. */
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  /** The address the site saw; the server records the address it sees itself. */
  ip_address: z.string().max(64).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResultSchema = z.object({
  /** The session token for the `user-token` header. */
  token: z.string(),
  /** False for an imported player who must choose a new password first. */
  is_crypt: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;
export const loginResponse = envelope(loginResultSchema);
