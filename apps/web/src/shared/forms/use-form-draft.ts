import { useState, type FormEvent } from 'react';

/**
 * What breaks a rule, by field: a text key (a contract rule's key, or the form's own). A rule may
 * also be about several fields together (`choices`), under a name of its own.
 */
export type DraftErrors<K extends string> = Partial<Record<K, string | undefined>>;

export type DraftOptions<V, K extends string> = {
  initialValues: V | (() => V);
  /**
   * The form's rules, made of the contract's (`@prime/contract/rules`): the key of every rule the
   * values break, by field. They run on every render, so an error and the button's state follow
   * the keystroke that caused them.
   */
  validate?: (values: V) => DraftErrors<K>;
  /**
   * When a broken rule shows under its field: `always`, as soon as the value breaks it;
   * `touched`, once the field was left, every field after a submit; `submitted`, from a submit on.
   */
  showErrors?: 'always' | 'touched' | 'submitted';
  /**
   * With `submitted`: the shown errors follow the input until all are fixed, then wait for the
   * next submit (`change`), or stay as the submit found them until the next one (`submit`).
   */
  revalidate?: 'change' | 'submit';
};

const NO_RULES = () => ({});

const hasKeys = (errors: object) => Object.values(errors).some((value) => value !== undefined);

/**
 * The state of a form: its values, the rules they break, which errors show, and the errors the
 * server answered. Validation is synchronous: a form shows its rules on the render of the change,
 * which an asynchronous resolver (react-hook-form's) would show one tick later.
 */
export const useFormDraft = <V extends object, K extends string = Extract<keyof V, string>>({
  initialValues,
  validate = NO_RULES,
  showErrors = 'always',
  revalidate = 'change',
}: DraftOptions<V, K>) => {
  const [initial] = useState(initialValues);
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<DraftErrors<K>>({});
  /** The errors the last submit found, while they show (`submitted` only). */
  const [submitted, setSubmitted] = useState<DraftErrors<K> | null>(null);

  const errors = validate(values);
  const isValid = !hasKeys(errors);
  // Fixed, the errors wait for the next submit to show again.
  if (showErrors === 'submitted' && revalidate === 'change' && submitted && isValid) {
    setSubmitted(null);
  }

  const isShown = (field: K) => {
    if (showErrors === 'always') return true;
    if (showErrors === 'touched') return touched[field] === true;
    return submitted !== null;
  };

  /** The error under a field: the server's answer first, then a broken rule once it shows. */
  const errorOf = (field: K): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    if (!isShown(field)) return undefined;
    return showErrors === 'submitted' && revalidate === 'submit'
      ? submitted?.[field]
      : errors[field];
  };

  /** Changes some values; a changed field forgets what the server said of it. */
  const update = (patch: Partial<V>) => {
    setValues((current) => ({ ...current, ...patch }));
    if (Object.keys(patch).some((field) => field in serverErrors)) {
      setServerErrors((current) => {
        const next: Partial<Record<string, string | undefined>> = { ...current };
        for (const field of Object.keys(patch)) delete next[field];
        return next;
      });
    }
  };

  const touch = (field: Extract<keyof V, string>) =>
    setTouched((current) => ({ ...current, [field]: true }));

  /** What a submit does first: every error shows. True when the values break no rule. */
  const check = (): boolean => {
    setTouched(Object.fromEntries(Object.keys(values).map((field) => [field, true])));
    setSubmitted(isValid ? null : errors);
    return isValid;
  };

  /** A submit handler that checks the values and hands valid ones to `onValid`. */
  const handleSubmit = (onValid: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    if (check()) onValid(values);
  };

  const reset = (next: V = initial) => {
    setValues(next);
    setTouched({});
    setServerErrors({});
    setSubmitted(null);
  };

  return {
    values,
    /** Every rule the values break now, shown or not (the button's state). */
    errors,
    isValid,
    errorOf,
    update,
    touch,
    check,
    handleSubmit,
    setServerErrors,
    reset,
  };
};
