import { CZK_CURRENCY_ID } from '@prime/contract/constants';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../shared/ui/form-controls';
import { useCountries, useCurrencies } from '../api/get-reference-data';
import { countryOptions } from '../country-options';
import { StepField } from '../step-field';
import type { AccountForm } from './use-account-form';

/** Country (it fills the phone prefix) and currency, with the CZK warning (spec 02 §3). */
export const PlaceFields = ({ account }: { account: AccountForm }) => {
  const { t, i18n } = useTranslation('registration');
  const countries = useCountries();
  const currencies = useCurrencies();
  const { values } = account;

  const chooseCountry = (code: string) => {
    const country = countries.data?.find((entry) => entry.code === code);
    account.update({ country: code, phonePrefix: country?.phone_prefix ?? values.phonePrefix });
  };

  return (
    <>
      <StepField label={t('label_country')} {...account.fieldOf('country')}>
        <Select
          name="country"
          placeholder={t('choose')}
          value={values.country}
          onChange={(event) => chooseCountry(event.target.value)}
          options={countryOptions(countries.data ?? [], i18n.language)}
        />
      </StepField>
      <StepField label={t('label_currencyId')} {...account.fieldOf('currencyId')}>
        <Select
          name="currency"
          placeholder={t('choose')}
          value={values.currencyId}
          onChange={(event) => account.set('currencyId', event.target.value)}
          options={(currencies.data ?? []).map((currency) => ({
            value: String(currency.id),
            label: `${currency.code} (${currency.symbol})`,
          }))}
        />
      </StepField>
      {account.currencyId === CZK_CURRENCY_ID ? (
        <p className="registration__warning" role="note">
          {t('czk_warning')}
        </p>
      ) : null}
    </>
  );
};
