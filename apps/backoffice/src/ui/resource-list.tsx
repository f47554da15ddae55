import { ListBase, type RaRecord, type SortPayload } from 'ra-core';
import type { ReactNode } from 'react';
import { ListView, type ListViewProps } from './list-view';
import { Page } from './page';

export type ResourceListProps<T extends RaRecord> = ListViewProps<T> & {
  title: string;
  actions?: ReactNode;
  sort?: SortPayload;
  filterDefaultValues?: Record<string, unknown>;
  perPage?: number;
};

/** A screen listing one resource of the staff API (ra-core's ListBase around ListView). */
export const ResourceList = <T extends RaRecord>({
  title,
  actions,
  sort,
  filterDefaultValues,
  perPage = 25,
  ...view
}: ResourceListProps<T>) => (
  <ListBase<T>
    perPage={perPage}
    {...(sort ? { sort } : {})}
    {...(filterDefaultValues ? { filterDefaultValues } : {})}
    disableSyncWithLocation={false}
  >
    <Page title={title} actions={actions}>
      <ListView<T> {...view} />
    </Page>
  </ListBase>
);
