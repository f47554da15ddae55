import type {
  CreateParams,
  DataProvider,
  GetListParams,
  GetManyReferenceParams,
  Identifier,
  RaRecord,
  UpdateParams,
} from 'ra-core';
import type { StaffAuditVerify, StaffSystem } from '@prime/contract';
import { requestJson } from './http';

type Page<T> = { data: T[]; meta: { total: number } };
type One<T> = { data: T };

/** `GET /v1/staff/system`: the site's switches. */
export type SystemState = StaffSystem;

/** `GET /v1/staff/audit/verify`: whether the audit log's hash chain is whole. */
export type AuditVerification = StaffAuditVerify;

export type StaffDataProvider = DataProvider & {
  /** An action on one row: `POST /v1/staff/<resource>/<id>/<action>` with a JSON body. */
  act: (resource: string, id: Identifier, action: string, body?: object) => Promise<unknown>;
  getSystem: () => Promise<SystemState>;
  setMaintenance: (inMaintenance: boolean) => Promise<unknown>;
  setProviderEnabled: (id: Identifier, enabled: boolean) => Promise<unknown>;
  verifyAudit: () => Promise<AuditVerification>;
  /** `GET /v1/staff/reports/<name>?from=&to=`: one of the operator's reports. */
  getReport: <T>(name: 'ggr' | 'cashier', range: { from: string; to: string }) => Promise<T>;
};

const listQuery = (params: GetListParams | GetManyReferenceParams, extra = {}) => {
  const query = new URLSearchParams();
  if (params.pagination) {
    query.set('page', String(params.pagination.page));
    query.set('per_page', String(params.pagination.perPage));
  }
  if (params.sort?.field) {
    query.set('sort', params.sort.field);
    query.set('order', params.sort.order === 'DESC' ? 'desc' : 'asc');
  }
  for (const [name, value] of Object.entries({ ...params.filter, ...extra })) {
    if (value === undefined || value === null || value === '') continue;
    query.set(name, String(value));
  }
  return query.toString();
};

const unsupported = (what: string) => () =>
  Promise.reject(new Error(`The back office does not ${what}.`));

/** A campaign is named by its code in the staff API's writes. */
const campaignCode = (params: UpdateParams) =>
  encodeURIComponent(String((params.previousData as { code?: string })?.code ?? params.id));

/**
 * The console's one way to the staff API's data (ra-core's data provider): lists with paging,
 * sorting and filters, one row, creations and edits, plus the actions on a row.
 */
export const createDataProvider = (): StaffDataProvider => ({
  getList: async <T extends RaRecord>(resource: string, params: GetListParams) => {
    const answer = await requestJson<Page<T>>(`/${resource}?${listQuery(params)}`);
    return { data: answer.data, total: answer.meta.total };
  },
  getOne: async <T extends RaRecord>(resource: string, params: { id: Identifier }) => {
    const answer = await requestJson<One<T>>(`/${resource}/${encodeURIComponent(params.id)}`);
    return { data: answer.data };
  },
  getMany: async <T extends RaRecord>(resource: string, params: { ids: Identifier[] }) => {
    const rows = await Promise.all(
      params.ids.map((id) =>
        requestJson<One<T>>(`/${resource}/${encodeURIComponent(id)}`).then((a) => a.data),
      ),
    );
    return { data: rows };
  },
  getManyReference: async <T extends RaRecord>(
    resource: string,
    params: GetManyReferenceParams,
  ) => {
    const query = listQuery(params, { [params.target]: params.id });
    const answer = await requestJson<Page<T>>(`/${resource}?${query}`);
    return { data: answer.data, total: answer.meta.total };
  },
  create: async <T extends RaRecord>(resource: string, params: CreateParams) => {
    const answer = await requestJson<One<T>>(`/${resource}`, { method: 'POST', body: params.data });
    return { data: answer.data };
  },
  update: async <T extends RaRecord>(resource: string, params: UpdateParams) => {
    const key = resource === 'campaigns' ? campaignCode(params) : encodeURIComponent(params.id);
    const answer = await requestJson<One<T>>(`/${resource}/${key}`, {
      // An interface text is replaced per language; everything else changes the fields sent.
      method: resource === 'texts' ? 'PUT' : 'PATCH',
      body: params.data,
    });
    return { data: { ...answer.data, id: params.id } };
  },
  updateMany: unsupported('change rows in bulk'),
  delete: unsupported('delete rows'),
  deleteMany: unsupported('delete rows'),
  act: (resource, id, action, body = {}) =>
    requestJson(`/${resource}/${encodeURIComponent(id)}/${action}`, { method: 'POST', body }),
  getSystem: async () => (await requestJson<One<SystemState>>('/system')).data,
  setMaintenance: (inMaintenance) =>
    requestJson('/system/maintenance', {
      method: 'POST',
      body: { in_maintenance: inMaintenance },
    }),
  setProviderEnabled: (id, enabled) =>
    requestJson(`/system/providers/${encodeURIComponent(id)}`, {
      method: 'POST',
      body: { enabled },
    }),
  getReport: async <T>(name: string, range: { from: string; to: string }) =>
    (await requestJson<One<T>>(`/reports/${name}?${new URLSearchParams(range).toString()}`)).data,
  verifyAudit: async () => (await requestJson<One<AuditVerification>>('/audit/verify')).data,
});
