import type { TransactionStatus } from '@prime/contract';
import { TRANSACTION_TYPES } from '@prime/contract/constants';
import type { TFunction } from 'i18next';

/** The types the list can be filtered by (spec 02 §9), in the order the filter offers them. */
export const TRANSACTION_TYPE_FILTER = Object.values(TRANSACTION_TYPES);

type TypeKey = `type_${(typeof TRANSACTION_TYPE_FILTER)[number]}`;

const isKnownType = (typeId: number): boolean =>
  (TRANSACTION_TYPE_FILTER as readonly number[]).includes(typeId);

/**
 * A type's name in the site's language, chosen by its id; a type this site does not know yet
 * keeps the server's English name.
 */
export const typeName = (
  t: TFunction<'transactions'>,
  type: { id: number; name: string },
): string => (isKnownType(type.id) ? t(`type_${type.id}` as TypeKey) : type.name);

export const statusName = (t: TFunction<'transactions'>, status: TransactionStatus): string =>
  t(`status_${status}`);

/** The status's colour (spec 02 §2): success green, declined red, initialized blue, pending yellow. */
export const statusTone = (status: TransactionStatus): string =>
  (
    ({
      success: 'success',
      declined: 'declined',
      initialized: 'initialized',
      pending: 'pending',
    }) as Partial<Record<TransactionStatus, string>>
  )[status] ?? 'neutral';
