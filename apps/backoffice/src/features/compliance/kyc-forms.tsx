import { AML_LEVELS, KYC_LEVEL_NAMES, STAFF_KYC_DECISIONS } from '@prime/contract';
import { useNotify, usePermissions, useRefresh, type Identifier } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { canDo } from '../../providers/permissions';
import { useStaffData } from '../../providers/use-staff-data';
import { ErrorAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field, Select, Textarea } from '../../ui/field';

/** The API's rule for a reason (`staffReasonBody`): 3 to 255 characters. */
const REASON_MIN = 3;
const REASON_MAX = 255;

type Choice = { name: string; label: string; options: readonly { value: string; label: string }[] };

/** One officer's decision on a player's KYC: its choices, its path, what the dialog says. */
export type KycAction = {
  action: 'levels' | 'aml-level' | 'flags' | 'questionnaire';
  label: string;
  title: string;
  description: string;
  choices: Choice[];
  done: string;
  /** The body the API takes, from the chosen values and the reason. */
  bodyOf: (values: Record<string, string>, reason: string) => object;
};

const LEVEL_LABELS: Record<string, string> = {
  BasicAmlLevel: 'Basic (identity)',
  ID_SELFIE_2NDID_POA: 'Selfie, second id and address',
};
const yesNo = [
  { value: 'keep', label: 'Keep as it is' },
  { value: 'true', label: 'Set' },
  { value: 'false', label: 'Clear' },
];
const flagOf = (value: string | undefined) => (value === 'keep' ? undefined : value === 'true');

export const KYC_ACTIONS: KycAction[] = [
  {
    action: 'levels',
    label: 'Override a level',
    title: 'Accept or reject a level by hand',
    description:
      "Same effect as the provider's answer: accepting verifies the player and opens the launch gates. The player is told.",
    choices: [
      {
        name: 'level',
        label: 'Level',
        options: KYC_LEVEL_NAMES.map((value) => ({ value, label: LEVEL_LABELS[value] ?? value })),
      },
      {
        name: 'decision',
        label: 'Decision',
        options: STAFF_KYC_DECISIONS.map((value) => ({
          value,
          label: value === 'accepted' ? 'Accept' : 'Reject',
        })),
      },
    ],
    done: 'Level decided.',
    bodyOf: (values, reason) => ({ level: values.level, decision: values.decision, reason }),
  },
  {
    action: 'aml-level',
    label: 'Set AML level',
    title: 'Set the AML level',
    description: 'It replaces the level computed from PEP/UBO, country and deposits.',
    choices: [
      {
        name: 'level',
        label: 'AML level',
        options: AML_LEVELS.map((value) => ({ value, label: value })),
      },
    ],
    done: 'AML level set.',
    bodyOf: (values, reason) => ({ level: values.level, reason }),
  },
  {
    action: 'flags',
    label: 'PEP/UBO flags',
    title: 'Set or clear PEP and UBO',
    description: 'A PEP or UBO player needs the basic level accepted before real play.',
    choices: [
      { name: 'pep', label: 'Politically exposed person (PEP)', options: yesNo },
      { name: 'ubo', label: 'Ultimate beneficial owner (UBO)', options: yesNo },
    ],
    done: 'Flags saved.',
    bodyOf: (values, reason) => ({ pep: flagOf(values.pep), ubo: flagOf(values.ubo), reason }),
  },
  {
    action: 'questionnaire',
    label: 'Require questionnaire',
    title: 'Require the source-of-wealth questionnaire',
    description: 'The player must answer it before their next withdrawal.',
    choices: [],
    done: 'Questionnaire required.',
    bodyOf: (_values, reason) => ({ reason }),
  },
];

const KycActionForm = ({
  playerId,
  spec,
  onClose,
}: {
  playerId: Identifier;
  spec: KycAction;
  onClose: () => void;
}) => {
  const dataProvider = useStaffData();
  const notify = useNotify();
  const refresh = useRefresh();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(spec.choices.map((choice) => [choice.name, choice.options[0]!.value])),
  );
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const reasonError =
    reason.trim().length >= REASON_MIN
      ? undefined
      : `Write a reason of at least ${REASON_MIN} characters.`;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (reasonError) return;
    setIsBusy(true);
    try {
      await dataProvider.act('kyc', playerId, spec.action, spec.bodyOf(values, reason.trim()));
      notify(spec.done, { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Nothing was changed.');
      setIsBusy(false);
    }
  };

  return (
    <Dialog title={spec.title} description={spec.description} onCancel={onClose}>
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        {spec.choices.map((choice) => (
          <Field key={choice.name} label={choice.label}>
            <Select
              value={values[choice.name]}
              onChange={(event) =>
                setValues((current) => ({ ...current, [choice.name]: event.target.value }))
              }
            >
              {choice.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
        ))}
        <Field label="Reason" error={submitted ? reasonError : undefined}>
          <Textarea
            rows={3}
            value={reason}
            maxLength={REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
            required
          />
        </Field>
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isBusy}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
};

/** The officer's actions on a player's KYC, hidden from a role that may only read. */
export const KycActions = ({ playerId }: { playerId: Identifier }) => {
  const { permissions } = usePermissions<string[]>();
  const [open, setOpen] = useState<KycAction | null>(null);
  if (!canDo(permissions, 'kyc', 'decide')) return null;
  return (
    <>
      {KYC_ACTIONS.map((spec) => (
        <Button key={spec.action} size="sm" variant="secondary" onClick={() => setOpen(spec)}>
          {spec.label}
        </Button>
      ))}
      {open ? (
        <KycActionForm playerId={playerId} spec={open} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
};
