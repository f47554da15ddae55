import type { CampaignCodeResult } from '@prime/contract';
import { BONUS_CHOICE_CODE, BONUS_CHOICE_NONE } from '@prime/contract/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Select } from '../../../shared/ui/form-controls';
import { useCampaigns } from '../api/get-reference-data';
import type { RegistrationCalls } from '../api/registration-calls';
import { StepField } from '../step-field';
import { CampaignTerms } from './campaign-terms';
import type { AccountForm } from './use-account-form';

type Props = { account: AccountForm; calls: RegistrationCalls; language: string };

/**
 * The bonus: a campaign of the chosen currency and country, a bonus code to verify, or none
 * (spec 02 §4). A new choice resets the code and its check.
 */
export const BonusFields = ({ account, calls, language }: Props) => {
  const { t } = useTranslation('registration');
  const { values, currencyId, codeState, setCodeState } = account;
  const campaigns = useCampaigns({ currencyId, country: values.country, language });
  const [checkedCode, setCheckedCode] = useState<CampaignCodeResult>();
  const chosen = (campaigns.data ?? []).find((campaign) => campaign.code === values.campaign);

  const chooseCampaign = (campaign: string) => {
    account.update({ campaign, bonusCode: '' });
    setCodeState('idle');
  };

  const verifyBonusCode = async () => {
    if (!currencyId || account.errors.bonusCode) return;
    try {
      setCheckedCode(await calls.checkBonusCode(values.bonusCode, currencyId, language));
      setCodeState('verified');
    } catch {
      setCodeState('invalid');
    }
  };

  const options = [
    ...(campaigns.data ?? []).map((campaign) => ({ value: campaign.code, label: campaign.name })),
    { value: BONUS_CHOICE_CODE, label: t('campaign_bonuscode') },
    { value: BONUS_CHOICE_NONE, label: t('campaign_none') },
  ];

  return (
    <>
      <StepField label={t('label_campaign')} {...account.fieldOf('campaign')}>
        <Select
          name="campaign"
          placeholder={t('choose')}
          value={values.campaign}
          onChange={(event) => chooseCampaign(event.target.value)}
          options={options}
        />
      </StepField>
      {chosen ? <CampaignTerms campaign={chosen} /> : null}
      {values.campaign === BONUS_CHOICE_CODE ? (
        <div className="registration__inline">
          <StepField
            label={t('label_bonusCode')}
            isFlashing={account.isFlashing('bonusCode')}
            error={
              codeState === 'invalid' ? t('promo_code_invalid') : account.errorText('bonusCode')
            }
            hint={codeState === 'verified' ? t('bonus_code_verified') : undefined}
          >
            <Input
              name="bonus_code"
              value={values.bonusCode}
              readOnly={codeState === 'verified'}
              onChange={(event) => {
                setCodeState('idle');
                account.setWithoutSpaces('bonusCode', event.target.value);
              }}
            />
          </StepField>
          <button
            type="button"
            className="button button--secondary"
            disabled={codeState === 'verified' || values.bonusCode.trim() === '' || !currencyId}
            onClick={() => void verifyBonusCode()}
          >
            {t('verify_code')}
          </button>
        </div>
      ) : null}
      {values.campaign === BONUS_CHOICE_CODE && codeState === 'verified' && checkedCode ? (
        <CampaignTerms campaign={checkedCode} />
      ) : null}
    </>
  );
};
