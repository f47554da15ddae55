import { normalizePhoneNumber } from '@prime/contract/rules';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../shared/ui/form-controls';
import { StepField } from '../step-field';
import type { AccountForm } from './use-account-form';

/** The optional phone: its prefix (filled from the country) and the number without it. */
export const PhoneFields = ({ account }: { account: AccountForm }) => {
  const { t } = useTranslation('registration');
  const { values } = account;
  return (
    <div className="registration__inline registration__phone">
      <StepField label={t('label_phonePrefix')} {...account.fieldOf('phonePrefix')}>
        <Input
          name="phone_prefix"
          inputMode="tel"
          value={values.phonePrefix}
          onChange={(event) =>
            account.set('phonePrefix', event.target.value.replace(/[^+\d]/g, ''))
          }
          onBlur={() => account.touch('phonePrefix')}
        />
      </StepField>
      <StepField
        label={t('label_phoneNumber')}
        {...account.fieldOf('phoneNumber')}
        hint={t('phone_hint')}
      >
        <Input
          name="phone_number"
          inputMode="numeric"
          value={values.phoneNumber}
          onChange={(event) => account.set('phoneNumber', normalizePhoneNumber(event.target.value))}
          onBlur={() => account.touch('phoneNumber')}
        />
      </StepField>
    </div>
  );
};
