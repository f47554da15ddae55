import type { StaffText } from '@prime/contract';
import { TRANSLATION_SECTIONS } from '@prime/contract/texts/sections';
import { Badge } from '../../ui/badge';
import { humanize } from '../../ui/format';
import { ResourceList } from '../../ui/resource-list';
import { LANGUAGE_NAMES } from './content-record';

export type TextRecord = StaffText;

/** The site's interface texts: search keys and values, by section. */
export const TextList = () => (
  <ResourceList<TextRecord>
    title="Interface texts"
    caption="Interface texts"
    sort={{ field: 'id', order: 'ASC' }}
    filters={[
      { source: 'q', label: 'Search keys and texts' },
      {
        source: 'section',
        label: 'Section',
        type: 'select',
        options: TRANSLATION_SECTIONS.map((section) => ({
          value: section,
          label: humanize(section),
        })),
      },
    ]}
    empty="No interface text matches."
    rowLink={(row) => `/texts/${encodeURIComponent(row.id)}`}
    columns={[
      { source: 'id', label: 'Key' },
      { source: 'value', label: 'English text' },
      {
        source: 'overridden',
        label: 'Changed',
        sortable: false,
        render: (row) =>
          row.overridden.length ? (
            <span className="flex flex-wrap gap-1">
              {row.overridden.map((language) => (
                <Badge key={language} tone="warn">
                  {LANGUAGE_NAMES[language]}
                </Badge>
              ))}
            </span>
          ) : (
            'No'
          ),
      },
    ]}
  />
);
