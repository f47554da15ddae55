import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, usePermissions, type Identifier } from 'ra-core';
import { useState } from 'react';
import { canDo } from '../../providers/permissions';
import { useStaffData } from '../../providers/use-staff-data';
import { ErrorAlert } from '../../ui/alert';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ConfirmAction } from '../../ui/confirm-action';
import { Page, Section } from '../../ui/page';

const SYSTEM_KEY = ['staff', 'system'] as const;

type Change =
  | { kind: 'maintenance'; on: boolean }
  | { kind: 'provider'; id: Identifier; name: string; enabled: boolean };

/** Maintenance of the whole site and each game provider, switched on or off. */
export const SystemPage = () => {
  const dataProvider = useStaffData();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { permissions, isPending: isCheckingAccess } = usePermissions<string[]>();
  const [change, setChange] = useState<Change | null>(null);
  const canWrite = canDo(permissions, 'system', 'edit');
  const system = useQuery({
    queryKey: SYSTEM_KEY,
    queryFn: () => dataProvider.getSystem(),
    enabled: canWrite,
  });

  if (isCheckingAccess) return null;
  if (!canWrite) return <ErrorAlert>Your role cannot open the system settings.</ErrorAlert>;

  const apply = async () => {
    if (!change) return;
    if (change.kind === 'maintenance') await dataProvider.setMaintenance(change.on);
    else await dataProvider.setProviderEnabled(change.id, change.enabled);
    setChange(null);
    notify('Saved.', { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: SYSTEM_KEY });
  };

  const inMaintenance = system.data?.in_maintenance ?? false;
  return (
    <Page title="System">
      {system.error ? <ErrorAlert>{system.error.message}</ErrorAlert> : null}
      {system.isPending ? <p>Loading…</p> : null}
      {system.data ? (
        <>
          <Section title="Maintenance">
            <div className="flex flex-wrap items-center gap-4">
              <p>
                The site is{' '}
                {inMaintenance ? (
                  <Badge tone="bad">in maintenance</Badge>
                ) : (
                  <Badge tone="good">open</Badge>
                )}
                . In maintenance, players see the maintenance page and no stake is taken.
              </p>
              <Button
                variant={inMaintenance ? 'primary' : 'danger'}
                onClick={() => setChange({ kind: 'maintenance', on: !inMaintenance })}
              >
                {inMaintenance ? 'End maintenance' : 'Start maintenance'}
              </Button>
            </div>
          </Section>
          <Section title="Game providers">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Game providers</caption>
              <thead className="border-b border-slate-200">
                <tr>
                  <th scope="col" className="px-2 py-1.5">
                    Provider
                  </th>
                  <th scope="col" className="px-2 py-1.5">
                    State
                  </th>
                  <th scope="col" className="px-2 py-1.5">
                    Action
                  </th>
                </tr>
              </thead>
              <tbody>
                {system.data.providers.map((provider) => {
                  const name = provider.name;
                  return (
                    <tr key={provider.id} className="border-b border-slate-100 last:border-0">
                      <td className="px-2 py-1.5">{name}</td>
                      <td className="px-2 py-1.5">
                        {provider.enabled ? (
                          <Badge tone="good">Enabled</Badge>
                        ) : (
                          <Badge tone="bad">Disabled</Badge>
                        )}
                      </td>
                      <td className="px-2 py-1.5">
                        <Button
                          size="sm"
                          variant={provider.enabled ? 'danger' : 'secondary'}
                          aria-label={`${provider.enabled ? 'Disable' : 'Enable'} ${name}`}
                          onClick={() =>
                            setChange({
                              kind: 'provider',
                              id: provider.id,
                              name,
                              enabled: !provider.enabled,
                            })
                          }
                        >
                          {provider.enabled ? 'Disable' : 'Enable'}
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </Section>
        </>
      ) : null}
      {change ? (
        <ConfirmAction
          title={
            change.kind === 'maintenance'
              ? change.on
                ? 'Start maintenance?'
                : 'End maintenance?'
              : `${change.enabled ? 'Enable' : 'Disable'} ${change.name}?`
          }
          description={
            change.kind === 'maintenance'
              ? change.on
                ? 'Players are shown the maintenance page and cannot play until it ends.'
                : 'Players can log in and play again.'
              : change.enabled
                ? "The provider's games open again."
                : "The provider's games close for every player."
          }
          confirmLabel="Confirm"
          reason="none"
          tone={
            (change.kind === 'maintenance' && change.on) ||
            (change.kind === 'provider' && !change.enabled)
              ? 'danger'
              : 'primary'
          }
          onCancel={() => setChange(null)}
          onConfirm={apply}
        />
      ) : null}
    </Page>
  );
};
