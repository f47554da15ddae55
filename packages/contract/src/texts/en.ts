import { enAccount } from './en-account';
import { enGame } from './en-game';
import { enShell } from './en-shell';

/** Built-in English interface texts: the reference every other language translates. */
export const en = { ...enShell, ...enAccount, ...enGame } as const;

/** The shape every language must fill: the English sections and keys, any text. */
export type Texts = { [S in keyof typeof en]: { [K in keyof (typeof en)[S]]: string } };
