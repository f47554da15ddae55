import { hash, verify } from 'argon2';
import bcrypt from 'bcryptjs';

/** New passwords: argon2id with the library's defaults (ARCHITECTURE.md §8). */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** Hashes of players imported from the previous platform (bcrypt, `$2y$`/`$2b$`/`$2a$`). */
export const isLegacyHash = (stored: string): boolean => /^\$2[aby]\$\d{2}\$/.test(stored);

/**
 * Whether `password` matches the stored hash, argon2id or legacy bcrypt. Never throws on a
 * malformed hash: it simply does not match.
 */
export const verifyPassword = async (stored: string, password: string): Promise<boolean> => {
  try {
    if (isLegacyHash(stored))
      return await bcrypt.compare(password, stored.replace(/^\$2y\$/, '$2b$'));
    return await verify(stored, password);
  } catch {
    return false;
  }
};
