import type { CampaignDefinition, StaffCampaignCost, StaffCampaignTakeUp } from '@prime/contract';
import { usePermissions, useShowContext } from 'ra-core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { canDo } from '../../providers/permissions';
import { ActionButton } from '../../ui/action-button';
import { ErrorAlert } from '../../ui/alert';
import { buttonClass } from '../../ui/button';
import { StatusBadge } from '../../ui/cells';
import { formatValue, humanize } from '../../ui/format';
import { Page, Section } from '../../ui/page';
import type { Language } from '../content/content-record';
import { LanguageTabs } from '../content/language-tabs';
import { FieldList, RowsTable } from '../players/record-view';
import { CostTable, formatPerCurrency, TakeUpList } from './campaign-figures';
import { campaignStatus, codeOf, definitionFrom, type CampaignRecord } from './campaign-record';
import { WholeRecordShow } from '../../ui/whole-record';

type Texts = Partial<Record<Language, string>> | undefined;

/** The campaign's definition as operators read it: amounts in major units with currency codes. */
const definitionFields = (
  definition: Partial<CampaignDefinition>,
  codes: Record<string, string>,
): Record<string, string> => {
  const { reward } = definition;
  const fields: Record<string, string> = {};
  if (reward) {
    fields.reward = humanize(reward.type);
    if (reward.type === 'deposit_match' || reward.type === 'cashback') {
      fields.percentage = `${reward.percentage}%`;
      fields.largest_bonus = formatPerCurrency(reward.max_amounts, codes);
    } else if (reward.type === 'no_deposit')
      fields.bonus = formatPerCurrency(reward.amounts, codes);
    else {
      fields.free_spins = String(reward.spins);
      fields.spin_value = formatPerCurrency(reward.spin_values, codes);
      fields.games = reward.games.join(', ');
    }
  }
  fields.currencies = definition.currency_ids?.length
    ? definition.currency_ids.map((id) => codes[String(id)] ?? `currency ${id}`).join(', ')
    : 'None';
  fields.countries = definition.country_codes?.length
    ? definition.country_codes.join(', ')
    : 'Every country';
  fields.smallest_deposit = formatPerCurrency(definition.min_deposits, codes);
  fields.largest_bet_while_wagering = formatPerCurrency(definition.max_bets, codes);
  fields.wagering = `${definition.wagering_multiplier ?? 0} × the bonus`;
  fields.game_contribution = Object.entries(definition.game_contribution ?? {})
    .map(([category, percent]) => `${category} ${percent}%`)
    .join(', ');
  fields.starts = formatValue(definition.valid_from);
  fields.ends = definition.valid_to ? formatValue(definition.valid_to) : 'No end';
  fields.days_to_wager = formatValue(definition.expiry_days);
  fields.listed_to_players = formatValue(definition.is_public);
  fields.needs_a_verified_phone = formatValue(definition.sms_verified);
  return fields;
};

/** The campaign's name, description and terms, one language at a time (English first). */
const CampaignTexts = ({ names, descriptions, terms }: Record<string, Texts>) => {
  const [language, setLanguage] = useState<Language>('en');
  return (
    <LanguageTabs
      active={language}
      onSelect={setLanguage}
      missing={(code) => !names?.[code] && !terms?.[code]}
    >
      <dl className="space-y-2 text-sm" lang={language}>
        {(
          [
            ['Name', names],
            ['Description', descriptions],
            ['Terms', terms],
          ] as const
        ).map(([label, texts]) => (
          <div key={label}>
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="whitespace-pre-wrap">{formatValue(texts?.[language])}</dd>
          </div>
        ))}
      </dl>
    </LanguageTabs>
  );
};

const CampaignPage = () => {
  const { record, isPending, error } = useShowContext<CampaignRecord>();
  const { permissions } = usePermissions<string[]>();
  if (isPending) return <p>Loading…</p>;
  if (error || !record) return <ErrorAlert>{error?.message ?? 'Campaign not found.'}</ErrorAlert>;
  const code = codeOf(record);
  const status = campaignStatus(record);
  const definition = definitionFrom(record);
  const codes = (record.currencies ?? {}) as Record<string, string>;
  const takeUp = record.take_up as StaffCampaignTakeUp | undefined;
  const cost = record.cost as StaffCampaignCost[] | undefined;
  return (
    <Page
      title={
        <span className="inline-flex items-center gap-3">
          Campaign {code}
          {definition.names?.en ? `: ${definition.names.en}` : ''} <StatusBadge status={status} />
        </span>
      }
      actions={
        <>
          {canDo(permissions, 'campaigns', 'edit') ? (
            <Link to={`/campaigns/${record.id}`} className={buttonClass('secondary')}>
              Edit
            </Link>
          ) : null}
          {status !== 'ended' ? (
            <ActionButton
              resource="campaigns"
              id={code}
              action="end"
              label="End campaign"
              title={`End campaign ${code}?`}
              description="It is no longer offered from now on. Bonuses already given stay as they are."
              reason="required"
              tone="danger"
              done={`Campaign ${code} ended.`}
            />
          ) : null}
        </>
      }
    >
      {takeUp ? (
        <Section title="Take-up">
          <TakeUpList takeUp={takeUp} />
        </Section>
      ) : null}
      {cost ? (
        <Section title="Cost">
          <p className="mb-2 text-sm text-slate-600">
            Bonus money converted to real money, plus bonus money still being wagered.
          </p>
          <CostTable cost={cost} />
        </Section>
      ) : null}
      <Section title="Texts">
        <CampaignTexts
          names={definition.names}
          descriptions={definition.descriptions}
          terms={definition.terms}
        />
      </Section>
      <Section title="Definition">
        <FieldList record={definitionFields(definition, codes)} />
      </Section>
      {Array.isArray(record.changes) ? (
        <Section title="Changes">
          <RowsTable rows={record.changes as Record<string, unknown>[]} caption="Changes" />
        </Section>
      ) : null}
    </Page>
  );
};

/** One campaign: its figures, definition and history of changes. */
export const CampaignShow = () => (
  <WholeRecordShow>
    <CampaignPage />
  </WholeRecordShow>
);
