import { CASHIER_MINIMUM } from '@prime/contract';
import { useTranslation } from 'react-i18next';
import { Input } from '../../shared/ui/form-controls';
import { FormField } from '../../shared/ui/form-field';

/**
 * The cashier's amount, with the method's range as its hint (never below CASHIER_MINIMUM): the
 * deposit and the withdrawal ask for it alike.
 */
export const AmountField = ({
  value,
  range,
  money,
  error,
  isErrorAnnounced = false,
  onChange,
  onBlur,
}: {
  value: string;
  /** The chosen method's minimum and maximum, major units; none while no method is chosen. */
  range: { minimum: number; maximum: number } | undefined;
  money: (amount: number) => string;
  error: string | undefined;
  /** The error is the server's answer to a submit, announced at once. */
  isErrorAnnounced?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) => {
  const { t } = useTranslation('cashier');
  return (
    <FormField
      className="account-form__field"
      label={t('amount')}
      hint={
        range
          ? t('amount_hint', {
              minimum: money(Math.max(range.minimum, CASHIER_MINIMUM)),
              maximum: money(range.maximum),
            })
          : undefined
      }
      error={error}
      isErrorAnnounced={isErrorAnnounced}
    >
      <Input
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FormField>
  );
};
