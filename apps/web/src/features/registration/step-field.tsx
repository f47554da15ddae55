import { FormField, type FormFieldProps } from '../../shared/ui/form-field';

/** A field of the wizard; `isFlashing` is the empty-field flash of spec 02 §5. */
export const StepField = ({
  isFlashing = false,
  ...field
}: Omit<FormFieldProps, 'className'> & { isFlashing?: boolean }) => (
  <FormField
    {...field}
    className={
      isFlashing ? 'registration__field registration__field--flash' : 'registration__field'
    }
  />
);

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
