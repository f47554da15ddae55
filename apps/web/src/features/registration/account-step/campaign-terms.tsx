import type { Campaign } from '@prime/contract';
import { useTranslation } from 'react-i18next';

type Props = { campaign: Pick<Campaign, 'code' | 'name' | 'description' | 'terms'> };

/**
 * A chosen campaign's terms in full, before the player accepts them by registering with it:
 * open at once, and folded away by the player if they wish.
 */
export const CampaignTerms = ({ campaign }: Props) => {
  const { t } = useTranslation('registration');
  if (!campaign.terms) return null;
  return (
    <details className="campaign-terms" open data-campaign={campaign.code}>
      <summary>
        {t('campaign_terms')}: {campaign.name}
      </summary>
      {campaign.description ? <p>{campaign.description}</p> : null}
      <p className="campaign-terms__text">{campaign.terms}</p>
      <p className="campaign-terms__accept">{t('campaign_terms_accept')}</p>
    </details>
  );
};
