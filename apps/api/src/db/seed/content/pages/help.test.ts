import {
  LANGUAGES,
  OFFLINE_TRANSFER_WORKING_DAYS,
  SELF_EXCLUSION_DAYS,
  TIME_OUT_MAX_HOURS,
  TIME_OUT_MIN_HOURS,
} from '@prime/contract';
import { describe, expect, it } from 'vitest';
import { SEEDED_PAYMENT_METHODS } from '../../payment-methods';
import { HELP_PAGE, PAYMENT_METHOD_LABELS } from './help';

/** One section of the help page in a language, by its id. */
const section = (language: (typeof LANGUAGES)[number], id: string): string => {
  const html = HELP_PAGE.texts[language].content;
  const found = html.match(new RegExp(`<section id="${id}">([\\s\\S]*?)</section>`))?.[1];
  expect(found, `${language}#${id}`).toBeDefined();
  return found ?? '';
};

const links = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe('the seeded help page states the facts the product is configured with', () => {
  describe.each(LANGUAGES)('in %s', (language) => {
    it('names every seeded payment method, each where it can be used', () => {
      const label = (method: (typeof SEEDED_PAYMENT_METHODS)[number]) =>
        PAYMENT_METHOD_LABELS[language][method.kind](method.name);
      for (const method of SEEDED_PAYMENT_METHODS.filter((entry) => entry.deposit))
        expect(section(language, 'deposits'), method.name).toContain(label(method));
      for (const method of SEEDED_PAYMENT_METHODS.filter((entry) => entry.withdrawal))
        expect(section(language, 'withdrawals'), method.name).toContain(label(method));
    });

    it('gives offline transfers and payouts up to the configured working days', () => {
      for (const id of ['deposits', 'withdrawals'])
        expect(section(language, id)).toContain(`${OFFLINE_TRANSFER_WORKING_DAYS}`);
    });

    it('offers the configured time-out and self-exclusion range', () => {
      const limits = section(language, 'limits');
      for (const fact of [
        TIME_OUT_MIN_HOURS,
        TIME_OUT_MAX_HOURS / (7 * 24),
        Math.min(...SELF_EXCLUSION_DAYS),
        Math.max(...SELF_EXCLUSION_DAYS),
      ])
        expect(limits).toContain(`${fact}`);
    });

    it('sends the closure to the self-service page and the bonus code to its three places', () => {
      expect(links(section(language, 'account'))).toContain('/limits');
      expect(links(section(language, 'bonuses'))).toEqual(
        expect.arrayContaining(['/registration', '/deposit', '/myBonus']),
      );
    });
  });

  it('names no payment method the cashier does not offer', () => {
    const english = HELP_PAGE.texts.en.content;
    for (const stale of ['Visa', 'Mastercard', 'Skrill', 'Neteller', 'Paysafecard'])
      expect(english).not.toContain(stale);
    expect(english).not.toMatch(/ask for your account to be closed/);
  });
});
