import { limitValueSchema, updateMeBody } from '@prime/contract';
import { describe, expect, it } from 'vitest';
import { limitValueError } from './limit-fields';

const SAMPLES = [
  '',
  '0',
  '7',
  '150',
  '1440',
  '1441',
  '9999999999',
  '12345678901',
  '12a',
  'abc',
  ' 15',
  '15 ',
  '1.5',
  '1,5',
  '-5',
  '+5',
  '1e3',
  '０１',
  '١٢',
];

describe('the form’s rule for a limit’s input', () => {
  it.each(SAMPLES)('accepts %j for a money limit exactly when limitValueSchema does', (text) => {
    const accepted = limitValueSchema.safeParse(text === '' ? null : text).success;
    expect(limitValueError('max_weekly_bet', text) === undefined).toBe(accepted);
  });

  it.each(SAMPLES)('accepts %j as playing time exactly when PUT me does', (text) => {
    const accepted = updateMeBody.safeParse({
      field: 'max_daily_playing_time',
      max_daily_playing_time: text === '' ? null : text,
    }).success;
    expect(limitValueError('max_daily_playing_time', text) === undefined).toBe(accepted);
  });
});
