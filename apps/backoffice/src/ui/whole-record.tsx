import { EditBase, ShowBase, type EditBaseProps, type ShowBaseProps } from 'ra-core';

/**
 * A list seeds ra-core's cache of single records with its rows, and a show or edit page would
 * first render that row, which lacks the detail's fields (a conversation, a definition, every
 * language). Asking under a meta of their own, these pages wait for the whole record instead.
 */
const WHOLE_RECORD = { meta: { whole: true } } as const;

/** `ShowBase` that renders the record as `GET /{resource}/{id}` answers it, never a list's row. */
export const WholeRecordShow = ({ queryOptions, ...props }: ShowBaseProps) => (
  <ShowBase queryOptions={{ ...queryOptions, ...WHOLE_RECORD }} {...props} />
);

/** `EditBase` (pessimistic) on the whole record, never a list's row. */
export const WholeRecordEdit = ({ queryOptions, mutationOptions, ...props }: EditBaseProps) => (
  <EditBase
    mutationMode="pessimistic"
    queryOptions={{ ...queryOptions, ...WHOLE_RECORD }}
    mutationOptions={{ ...mutationOptions, ...WHOLE_RECORD }}
    {...props}
  />
);
