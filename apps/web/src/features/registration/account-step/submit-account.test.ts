import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import type { RegistrationCalls } from '../api/registration-calls';
import type { AccountValues } from '../registration-rules';
import { submitAccount } from './submit-account';

const VALUES: AccountValues = {
  country: 'CZ',
  currencyId: '42',
  campaign: 'no-promo',
  bonusCode: '',
  nickname: 'anna2026',
  email: 'anna@example.com',
  password: 'Fresh#Start2026',
  confirmPassword: 'Fresh#Start2026',
  phonePrefix: '+420',
  phoneNumber: '601123456',
};

const fakeCalls = (calls: Partial<RegistrationCalls>) =>
  ({
    checkMobile: vi.fn(async () => ({ available: true })),
    register: vi.fn(async () => ({ token: 'tok-1', data: { id: 7 } })),
    ...calls,
  }) as unknown as RegistrationCalls;

describe('submitAccount', () => {
  it('checks the phone, registers, and hands step 1 what it needs', async () => {
    const calls = fakeCalls({});
    const outcome = await submitAccount(calls, VALUES, 'en');
    expect(calls.checkMobile).toHaveBeenCalledWith('+420601123456');
    expect(calls.register).toHaveBeenCalledWith(
      expect.objectContaining({
        username: 'anna2026',
        name: 'anna2026',
        currency_id: 42,
        promocode: 'no-promo',
        mobile: '+420601123456',
        language: 'en',
      }),
    );
    expect(outcome).toEqual({
      kind: 'registered',
      registered: {
        token: 'tok-1',
        userId: 7,
        email: 'anna@example.com',
        mobile: '+420601123456',
        phonePrefix: '+420',
      },
    });
  });

  it('sends the bonus code as the promocode when the player chose one', async () => {
    const calls = fakeCalls({});
    await submitAccount(calls, { ...VALUES, campaign: 'bonuscode', bonusCode: 'WELCOME' }, 'en');
    expect(calls.register).toHaveBeenCalledWith(expect.objectContaining({ promocode: 'WELCOME' }));
  });

  it('stops before registering when the phone is taken or refused', async () => {
    const taken = fakeCalls({ checkMobile: vi.fn(async () => ({ available: false })) });
    expect(await submitAccount(taken, VALUES, 'en')).toEqual({ kind: 'phone_used' });
    const refused = fakeCalls({
      checkMobile: vi.fn(async () => {
        throw new ApiError(422, 'validation_failed', 'Invalid');
      }),
    });
    expect(await submitAccount(refused, VALUES, 'en')).toEqual({ kind: 'phone_invalid' });
    expect(taken.register).not.toHaveBeenCalled();
    expect(refused.register).not.toHaveBeenCalled();
  });

  it('names the fields another account already uses', async () => {
    const calls = fakeCalls({
      register: vi.fn(async () => {
        throw new ApiError(409, 'already_used', 'Used', { username: ['x'], mobile: ['x'] });
      }),
    });
    expect(await submitAccount(calls, { ...VALUES, phoneNumber: '' }, 'en')).toEqual({
      kind: 'already_used',
      errors: { nickname: 'nickname_already_used', phoneNumber: 'phone_already_used' },
    });
    expect(calls.checkMobile).not.toHaveBeenCalled();
  });

  it('tells a refused field by its form name, and fails otherwise', async () => {
    const refusing = (errors?: Record<string, string[]>) =>
      fakeCalls({
        register: vi.fn(async () => {
          throw new ApiError(422, 'validation_failed', 'Invalid', errors);
        }),
      });
    expect(await submitAccount(refusing({ password: ['Too weak.'] }), VALUES, 'en')).toEqual({
      kind: 'refused',
      name: 'password',
      field: 'password',
      message: 'Too weak.',
    });
    expect(await submitAccount(refusing({}), VALUES, 'en')).toEqual({ kind: 'failed' });
    const broken = fakeCalls({
      register: vi.fn(async () => {
        throw new TypeError('offline');
      }),
    });
    expect(await submitAccount(broken, VALUES, 'en')).toEqual({ kind: 'failed' });
  });
});
