import { randomInt } from 'node:crypto';
import type { BankDetails, CryptoDetails } from '@prime/contract';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * Where players send offline deposits: the operator's bank account (its IBAN carries a valid
 * checksum, checked once here) and crypto wallet.
 */
const OPERATOR_BANK = {
  holder: 'Prime Gaming Ltd.',
  iban: 'CZ6508000000192000145399',
  bic: 'GIBACZPX',
  bban: '000000-1920001453',
  bank_code: '0800',
} as const;
if (!isValidIBAN(OPERATOR_BANK.iban)) throw new Error('The operator IBAN has a wrong checksum.');

const OPERATOR_CRYPTO = {
  address: 'tb1qprimecasinooperatorwallet0000000000000',
  network: 'Bitcoin testnet',
} as const;

/** Variable symbols are up to 10 digits; ours are always 10, so none is a prefix of another. */
export const newVariableSymbol = (): string => String(randomInt(1_000_000_000, 9_999_999_999));

export const bankDetailsFor = (variableSymbol: string): BankDetails => ({
  ...OPERATOR_BANK,
  variable_symbol: variableSymbol,
});

export const cryptoDetailsFor = (sender: {
  sender_name: string;
  reference_code: string;
}): CryptoDetails => ({ ...OPERATOR_CRYPTO, ...sender });

/** The IBAN as the bank reads it (spaces removed, upper case), or undefined if its checksum fails. */
export const normalIban = (typed: string): string | undefined => {
  const iban = electronicFormatIBAN(typed) ?? '';
  return isValidIBAN(iban) ? iban : undefined;
};
