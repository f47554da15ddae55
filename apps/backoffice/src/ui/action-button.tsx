import { useNotify, usePermissions, useRefresh, type Identifier } from 'ra-core';
import { useState } from 'react';
import { useStaffData } from '../providers/use-staff-data';
import { canDo } from '../providers/permissions';
import { Button } from './button';
import { ConfirmAction, type ConfirmActionProps } from './confirm-action';

export type ActionButtonProps = Pick<
  ConfirmActionProps,
  'title' | 'description' | 'reason' | 'amount' | 'tone'
> & {
  resource: string;
  id: Identifier;
  /** The action's path segment: `POST /v1/staff/<resource>/<id>/<action>`. */
  action: string;
  label: string;
  /** Names the row in the button's accessible name, e.g. "Approve withdrawal 12". */
  accessibleLabel?: string;
  confirmLabel?: string;
  done: string;
  /** Called after the action succeeded (ra-core's queries are refreshed anyway). */
  onDone?: () => void;
};

/**
 * A row action behind a confirmation with its reason. Hidden when the operator's role may not
 * do it; the API refuses it anyway.
 */
export const ActionButton = ({
  resource,
  id,
  action,
  label,
  accessibleLabel,
  confirmLabel,
  done,
  onDone,
  tone = 'primary',
  ...dialog
}: ActionButtonProps) => {
  const { permissions } = usePermissions<string[]>();
  const dataProvider = useStaffData();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isOpen, setIsOpen] = useState(false);
  if (!canDo(permissions, resource, action)) return null;
  return (
    <>
      <Button
        size="sm"
        variant={tone === 'danger' ? 'danger' : 'secondary'}
        aria-label={accessibleLabel}
        onClick={() => setIsOpen(true)}
      >
        {label}
      </Button>
      {isOpen ? (
        <ConfirmAction
          {...dialog}
          tone={tone}
          confirmLabel={confirmLabel ?? label}
          onCancel={() => setIsOpen(false)}
          onConfirm={async (body) => {
            await dataProvider.act(resource, id, action, body);
            setIsOpen(false);
            notify(done, { type: 'success' });
            refresh();
            onDone?.();
          }}
        />
      ) : null}
    </>
  );
};
