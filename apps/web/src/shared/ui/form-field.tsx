import { createContext, use, useId, type ReactNode } from 'react';
import './form-field.css';

/** What a control inside a FormField takes from it: its id and what describes it. */
type FieldWiring = { id: string; isInvalid: boolean; describedBy: string | undefined };

const FieldContext = createContext<FieldWiring | null>(null);

/** The aria props a control may set itself; the field's wiring completes them. */
type ControlAria = {
  id?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
  'aria-describedby'?: string | undefined;
};

/**
 * A control's props with the wiring of the FormField around it: the id its label points to,
 * `aria-invalid` while the field shows an error, and `aria-describedby` naming the hint and the
 * error after whatever the control names itself. A control may still set `aria-invalid` (even to
 * undefined) where its field's error is about something else. Outside a field, props pass as they are.
 */
export const useFieldControl = <P extends ControlAria>(props: P): P => {
  const field = use(FieldContext);
  if (!field) return props;
  const describedBy = [props['aria-describedby'], field.describedBy].filter(Boolean).join(' ');
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-invalid': 'aria-invalid' in props ? props['aria-invalid'] : field.isInvalid || undefined,
    'aria-describedby': describedBy || undefined,
  };
};

/** A hint or an error to show: neither empty nor a falsy leftover of `a && b`. */
const isShown = (node: ReactNode) =>
  node !== undefined && node !== null && node !== '' && node !== false;

export type FormFieldProps = {
  label: ReactNode;
  /** Read out with the control, shown under it. */
  hint?: ReactNode;
  /** A translated error: the control is marked invalid and the error is read out with it. */
  error?: ReactNode;
  /** The error answers an action (not the typing), so it is announced at once (role alert). */
  isErrorAnnounced?: boolean;
  /** The label is for screen readers only (the control speaks for itself, as a search box). */
  isLabelHidden?: boolean;
  /** The look of the form family the field belongs to (`auth__field`, `account-form__field`...). */
  className?: string;
  /** The control (Input, Select, Textarea) and whatever stands beside it. */
  children: ReactNode;
};

/** A labelled control with its hint and its error, tied to it for assistive technology. */
export const FormField = ({
  label,
  hint,
  error,
  isErrorAnnounced = false,
  isLabelHidden = false,
  className,
  children,
}: FormFieldProps) => {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasHint = isShown(hint);
  const hasError = isShown(error);
  const describedBy = [hasHint ? hintId : null, hasError ? errorId : null].filter(Boolean);
  const wiring: FieldWiring = {
    id,
    isInvalid: hasError,
    describedBy: describedBy.length > 0 ? describedBy.join(' ') : undefined,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={isLabelHidden ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <FieldContext value={wiring}>{children}</FieldContext>
      {hasHint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className="field__error" role={isErrorAnnounced ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
};

/**
 * A group of controls answered together (the choices of a list, the parts of a date) under its
 * legend, with the group's error read out with it.
 */
export const FormFieldset = ({
  legend,
  error,
  isErrorAnnounced = false,
  className,
  children,
}: Pick<FormFieldProps, 'error' | 'isErrorAnnounced' | 'className' | 'children'> & {
  legend: ReactNode;
}) => {
  const errorId = useId();
  const hasError = isShown(error);
  return (
    <fieldset
      className={className}
      aria-invalid={hasError || undefined}
      aria-describedby={hasError ? errorId : undefined}
    >
      <legend>{legend}</legend>
      {children}
      {hasError ? (
        <p id={errorId} className="field__error" role={isErrorAnnounced ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
