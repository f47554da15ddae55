import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type FieldProps = {
  label: string;
  /** A translated error; it is tied to the input with aria-describedby. */
  error?: string | null | undefined;
  hint?: ReactNode;
  /** The empty-field flash of spec 02 §5. */
  flash?: boolean;
} & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input whose error and hint are announced with it. */
export const FormField = ({
  label,
  error,
  hint,
  flash = false,
  className,
  ...input
}: FieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div
      className={`registration__field${flash ? ' registration__field--flash' : ''} ${className ?? ''}`}
    >
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <small id={hintId} className="registration__hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={errorId} className="registration__error">
          {error}
        </small>
      ) : null}
    </div>
  );
};

type SelectProps = {
  label: string;
  error?: string | null | undefined;
  flash?: boolean;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  name: string;
};

export const SelectField = ({
  label,
  error,
  flash = false,
  value,
  onChange,
  options,
  placeholder,
  name,
}: SelectProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`registration__field${flash ? ' registration__field--flash' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <small id={errorId} className="registration__error">
          {error}
        </small>
      ) : null}
    </div>
  );
};

/** A step's passing notice (special characters removed) and its alert (what was refused). */
export const StepMessages = ({
  notice,
  alert,
}: {
  notice: string | null | undefined;
  alert: string | null | undefined;
}) => (
  <>
    {notice ? (
      <p className="registration__notice" role="status">
        {notice}
      </p>
    ) : null}
    {alert ? (
      <p className="registration__alert" role="alert">
        {alert}
      </p>
    ) : null}
  </>
);

/** A labelled checkbox of the personal-data step. */
export const CheckField = ({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <label className="registration__check">
    <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
    {label}
  </label>
);
