import type { ComponentProps, ReactNode } from 'react';
import { useFieldControl } from './form-field';

/** An input wired to the FormField around it. */
export const Input = (props: ComponentProps<'input'>) => <input {...useFieldControl(props)} />;

/** A textarea wired to the FormField around it. */
export const Textarea = (props: ComponentProps<'textarea'>) => (
  <textarea {...useFieldControl(props)} />
);

export type SelectOption = { value: string | number; label: string };

/**
 * A select wired to the FormField around it. `placeholder` is a first option of value '' (a
 * prompt to choose, or 'all' where empty means no filter).
 */
export const Select = ({
  options,
  placeholder,
  ...props
}: Omit<ComponentProps<'select'>, 'children'> & {
  options: readonly SelectOption[];
  placeholder?: ReactNode;
}) => (
  <select {...useFieldControl(props)}>
    {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
    {options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </select>
);

/** A checkbox inside its label, the label's text after the box. */
export const Checkbox = ({
  label,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode }) => (
  <label className={className}>
    <input type="checkbox" {...props} />
    {label}
  </label>
);
