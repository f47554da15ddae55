import { BASE_CURRENCY, CZK_CURRENCY_ID } from '@prime/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

type Country = { code: string; code3: string; name: string; phone_prefix: string; is_EEA: boolean };
type Currency = { id: number; code: string; rate: number };

describe('GET countries', () => {
  it('answers every ISO country with code, code3, name, phone prefix and EEA flag', async () => {
    const response = await h.call({ method: 'GET', url: '/v1/countries' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Country[] }>();
    expect(data).toHaveLength(249);
    expect(new Set(data.map((country) => country.code)).size).toBe(249);
    for (const country of data) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.code3).toMatch(/^[A-Z]{3}$/);
      expect(country.name.length).toBeGreaterThan(1);
      expect(typeof country.is_EEA).toBe('boolean');
    }
    expect(data.find((country) => country.code === 'MT')).toMatchObject({
      code3: 'MLT',
      phone_prefix: '+356',
      is_EEA: true,
    });
    expect(data.find((country) => country.code === 'CH')?.is_EEA).toBe(false);
    expect(data.filter((country) => country.is_EEA)).toHaveLength(30);
  });
});

describe('GET currencies', () => {
  it('answers EUR as the base and CZK with id 42, rates relative to EUR', async () => {
    const response = await h.call({ method: 'GET', url: '/v1/currencies' });
    const { data } = response.json<{ data: Currency[] }>();
    const byCode = new Map(data.map((currency) => [currency.code, currency]));
    expect(byCode.get(BASE_CURRENCY)?.rate).toBe(1);
    expect(byCode.get('CZK')?.id).toBe(CZK_CURRENCY_ID);
    for (const code of ['USD', 'GBP', 'PLN', 'HUF']) {
      expect(byCode.get(code)?.rate, code).toBeGreaterThan(0);
    }
    expect(byCode.get('HUF')!.rate).toBeGreaterThan(byCode.get('CZK')!.rate);
  });
});
