import type { CampaignDefinition } from '@prime/contract';
import type { RaRecord } from 'ra-core';

export type CampaignRecord = RaRecord & Record<string, unknown>;

/** A campaign row's definition, whether the API nests it or gives its fields on the row. */
export const definitionFrom = (record: CampaignRecord): Partial<CampaignDefinition> =>
  (record.definition && typeof record.definition === 'object'
    ? record.definition
    : record) as Partial<CampaignDefinition>;

/** A campaign's code, the key of its edit and end calls. */
export const codeOf = (record: CampaignRecord) =>
  String(definitionFrom(record).code ?? record.code ?? record.id);

/** Scheduled, running or ended, from its dates (or the status the API gives). */
export const campaignStatus = (record: CampaignRecord, now = Date.now()) => {
  if (typeof record.status === 'string') return record.status;
  const { valid_from: from, valid_to: to } = definitionFrom(record);
  if (to && Date.parse(to) <= now) return 'ended';
  if (from && Date.parse(from) > now) return 'scheduled';
  return 'running';
};
