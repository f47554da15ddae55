import type { RuleKey } from '@prime/contract/rules';

export type Credentials = { username: string; password: string };

/**
 * A login's rules, the player's and the staff's alike (contract `loginBody`, `adminLoginBody`):
 * a name that is not blank and a password that is not empty; the server judges the rest.
 */
export const checkCredentials = ({
  username,
  password,
}: Credentials): Partial<Record<keyof Credentials, RuleKey>> => ({
  username: username.trim() === '' ? 'required' : undefined,
  password: password === '' ? 'required' : undefined,
});
