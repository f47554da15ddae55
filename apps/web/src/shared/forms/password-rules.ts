import {
  checkImportedPassword,
  checkPassword,
  checkPasswordAgainstIdentity,
  checkPasswordConfirmation,
  passwordParts,
  shouldCheckConfirmation,
} from '@prime/contract/rules';

/** One line of the live checklist: its text key (myprofile section) and whether it holds. */
export type PasswordCheck = { key: string; ok: boolean };

export type PasswordDraft = { current?: string; password: string; confirmation: string };

export type PasswordContext = {
  /** Imported players follow the stricter special-character rule. */
  imported: boolean;
  email?: string | null;
  nickname?: string | null;
};

/**
 * The rules of spec 02 §5 (Password change, Imported player) as a checklist that fills while
 * the player types, and the verdict that enables the button. The verdicts are the contract's.
 */
export const evaluatePassword = (draft: PasswordDraft, context: PasswordContext) => {
  const parts = passwordParts(draft.password);
  const checks: PasswordCheck[] = [
    { key: 'password_rule_length', ok: parts.length },
    { key: 'password_rule_lower', ok: parts.lower },
    { key: 'password_rule_upper', ok: parts.upper },
    { key: 'password_rule_digit', ok: parts.digit },
    context.imported
      ? { key: 'password_rule_imported_special', ok: parts.importedSpecial }
      : { key: 'password_rule_special', ok: parts.special && parts.noSpaces },
  ];
  const verdict = context.imported
    ? checkImportedPassword(draft.password)
    : checkPassword(draft.password);
  const identity = context.imported
    ? null
    : checkPasswordAgainstIdentity(draft.password, {
        email: context.email ?? null,
        nickname: context.nickname ?? null,
      });
  if (!context.imported) {
    checks.push({
      key: 'password_rule_identity',
      ok: draft.password.length > 0 && identity === null,
    });
    checks.push({
      key: 'password_rule_differs',
      ok: draft.password.length > 0 && draft.password !== (draft.current ?? ''),
    });
  }
  const matches = checkPasswordConfirmation(draft.password, draft.confirmation) === null;
  checks.push({ key: 'password_rule_match', ok: draft.confirmation.length > 0 && matches });

  const isValid =
    verdict === null &&
    identity === null &&
    matches &&
    (context.imported || ((draft.current ?? '').length > 0 && draft.password !== draft.current));
  return {
    checks,
    isValid,
    /** The mismatch shows from the 5th character of the confirmation on. */
    showMismatch: shouldCheckConfirmation(draft.confirmation) && !matches,
  };
};
