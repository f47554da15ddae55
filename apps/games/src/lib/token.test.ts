import { describe, expect, it } from 'vitest';
import { findLaunchToken } from './token';

describe('findLaunchToken', () => {
  const token = 'a'.repeat(32);

  it('reads the token of the game URL', () => {
    expect(findLaunchToken(`?token=${token}`)).toBe(token);
    expect(findLaunchToken(`?lang=en&token=${token}`)).toBe(token);
  });

  it('has nothing for a missing, empty, short or long token', () => {
    expect(findLaunchToken('')).toBeNull();
    expect(findLaunchToken('?token=')).toBeNull();
    expect(findLaunchToken('?token=short')).toBeNull();
    expect(findLaunchToken(`?token=${'a'.repeat(129)}`)).toBeNull();
  });
});
