import { useState, type FormEvent, type ReactNode } from 'react';
import { ErrorAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Field, Input, Select, Textarea } from '../../ui/field';
import { REASON_MAX } from '../../ui/confirm-action';
import { Section } from '../../ui/page';
import {
  CAMPAIGN_TYPES,
  checkDraft,
  currencyIdsOf,
  LANGUAGES,
  WAGERING_CATEGORIES,
  type CampaignDraft,
  type DraftCheck,
} from './campaign-draft';

const TYPE_NAMES: Record<CampaignDraft['type'], string> = {
  deposit_match: 'Deposit match',
  free_spins: 'Free spins',
  no_deposit: 'No-deposit bonus',
  cashback: 'Cashback',
};

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  cs: 'Czech',
  de: 'German',
  sk: 'Slovak',
  hu: 'Hungarian',
  pl: 'Polish',
  es: 'Spanish',
};

const AMOUNT_LABELS: Record<CampaignDraft['type'], string> = {
  deposit_match: 'Largest bonus',
  cashback: 'Largest cashback',
  free_spins: 'Value of one spin',
  no_deposit: 'Bonus amount',
};

export type CampaignFormProps = {
  initial: CampaignDraft;
  isNew: boolean;
  submitLabel: string;
  /** Called with a definition the contract's schema accepts and the operator's reason. */
  onSubmit: (check: Extract<DraftCheck, { ok: true }>, reason: string) => Promise<void>;
};

const Fieldset = ({ legend, children }: { legend: string; children: ReactNode }) => (
  <fieldset className="space-y-3">
    <legend className="mb-2 text-sm font-semibold">{legend}</legend>
    {children}
  </fieldset>
);

/** The whole campaign definition on one form, checked by the schema the API uses. */
export const CampaignForm = ({ initial, isNew, submitLabel, onSubmit }: CampaignFormProps) => {
  const [draft, setDraft] = useState(initial);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const set = <K extends keyof CampaignDraft>(key: K, value: CampaignDraft[K]) =>
    setDraft((old) => ({ ...old, [key]: value }));
  const error = (path: string) => errors[path];
  const currencies = currencyIdsOf(draft);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkDraft(draft);
    const next = check.ok ? {} : { ...check.errors };
    if (!reason.trim()) next.reason = 'Give a reason.';
    setErrors(next);
    if (!check.ok || next.reason) return;
    setIsBusy(true);
    setFailure(null);
    try {
      await onSubmit(check, reason.trim());
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : 'The campaign was not saved.');
      const fieldErrors = (caught as { errors?: Record<string, string[]> }).errors;
      if (fieldErrors)
        setErrors(
          Object.fromEntries(
            Object.entries(fieldErrors).map(([path, list]) => [path, list[0] ?? '']),
          ),
        );
      setIsBusy(false);
    }
  };

  const texts = (key: 'names' | 'descriptions' | 'terms', label: string, long: boolean) => (
    <Fieldset legend={label}>
      <div className="grid gap-3 md:grid-cols-2">
        {LANGUAGES.map((language) => {
          const value = draft[key][language];
          const onChange = (text: string) => set(key, { ...draft[key], [language]: text });
          return (
            <Field
              key={language}
              label={`${label} (${LANGUAGE_NAMES[language]})`}
              error={error(`${key}.${language}`)}
            >
              {long ? (
                <Textarea value={value} onChange={(e) => onChange(e.target.value)} />
              ) : (
                <Input value={value} onChange={(e) => onChange(e.target.value)} />
              )}
            </Field>
          );
        })}
      </div>
    </Fieldset>
  );

  const perCurrency = (
    key: 'amounts' | 'min_deposits' | 'max_bets',
    label: string,
    errorPath: string,
  ) =>
    currencies.length === 0 ? (
      <p className="text-sm text-slate-600">
        List the currencies first to give {label.toLowerCase()}.
      </p>
    ) : (
      <div className="grid gap-3 sm:grid-cols-3">
        {currencies.map((id) => (
          <Field key={id} label={`${label}, currency ${id}`} error={error(`${errorPath}.${id}`)}>
            <Input
              inputMode="decimal"
              value={draft[key][id] ?? ''}
              onChange={(e) => set(key, { ...draft[key], [id]: e.target.value })}
            />
          </Field>
        ))}
      </div>
    );

  const summary = Object.entries(errors);
  const rewardAmounts =
    draft.type === 'free_spins'
      ? 'reward.spin_values'
      : draft.type === 'no_deposit'
        ? 'reward.amounts'
        : 'reward.max_amounts';
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      {summary.length ? (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="font-semibold">The campaign cannot be saved yet:</p>
          <ul className="mt-1 list-disc pl-5">
            {summary.map(([path, message]) => (
              <li key={path}>
                {path}: {message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Section title="Campaign">
        <div className="grid gap-3 md:grid-cols-3">
          <Field
            label="Code"
            hint={isNew ? 'Letters, digits, - and _. It never changes.' : 'A code never changes.'}
            error={error('code')}
          >
            <Input
              value={draft.code}
              disabled={!isNew}
              onChange={(e) => set('code', e.target.value)}
            />
          </Field>
          <Field label="Starts (UTC)" error={error('valid_from')}>
            <Input
              type="datetime-local"
              value={draft.valid_from}
              onChange={(e) => set('valid_from', e.target.value)}
            />
          </Field>
          <Field label="Ends (UTC)" hint="Empty: runs until ended." error={error('valid_to')}>
            <Input
              type="datetime-local"
              value={draft.valid_to}
              onChange={(e) => set('valid_to', e.target.value)}
            />
          </Field>
        </div>
        <div className="mt-3 flex flex-wrap gap-6 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={draft.is_public}
              onChange={(e) => set('is_public', e.target.checked)}
            />
            Offered to every player (not only with the code)
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={draft.sms_verified}
              onChange={(e) => set('sms_verified', e.target.checked)}
            />
            Only for players with a verified phone
          </label>
        </div>
      </Section>
      <Section title="Reward">
        <div className="grid gap-3 md:grid-cols-3">
          <Field label="Type" error={error('reward.type')}>
            <Select
              value={draft.type}
              onChange={(e) => set('type', e.target.value as CampaignDraft['type'])}
            >
              {CAMPAIGN_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_NAMES[type]}
                </option>
              ))}
            </Select>
          </Field>
          {draft.type === 'deposit_match' || draft.type === 'cashback' ? (
            <Field label="Percentage" error={error('reward.percentage')}>
              <Input
                inputMode="numeric"
                value={draft.percentage}
                onChange={(e) => set('percentage', e.target.value)}
              />
            </Field>
          ) : null}
          {draft.type === 'free_spins' ? (
            <>
              <Field label="Spins" error={error('reward.spins')}>
                <Input
                  inputMode="numeric"
                  value={draft.spins}
                  onChange={(e) => set('spins', e.target.value)}
                />
              </Field>
              <Field
                label="Games"
                hint="Studio slot slugs, comma-separated."
                error={error('reward.games')}
              >
                <Input value={draft.games} onChange={(e) => set('games', e.target.value)} />
              </Field>
            </>
          ) : null}
        </div>
        <div className="mt-3 space-y-3">
          <Field
            label="Currencies"
            hint="Currency ids, comma-separated; the amounts below are given in each."
            error={error('currency_ids')}
          >
            <Input value={draft.currencies} onChange={(e) => set('currencies', e.target.value)} />
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={draft.all_currencies}
              onChange={(e) => set('all_currencies', e.target.checked)}
            />
            Open to players of every currency
          </label>
          {error('reward') ? <ErrorAlert>{error('reward')}</ErrorAlert> : null}
          {perCurrency('amounts', AMOUNT_LABELS[draft.type], rewardAmounts)}
        </div>
      </Section>
      <Section title="Conditions">
        <div className="grid gap-3 md:grid-cols-3">
          <Field
            label="Countries"
            hint="Two-letter codes, comma-separated; empty means all."
            error={error('country_codes')}
          >
            <Input value={draft.countries} onChange={(e) => set('countries', e.target.value)} />
          </Field>
          <Field label="Wagering (times the bonus)" error={error('wagering_multiplier')}>
            <Input
              inputMode="numeric"
              value={draft.wagering_multiplier}
              onChange={(e) => set('wagering_multiplier', e.target.value)}
            />
          </Field>
          <Field label="Days to wager after activation" error={error('expiry_days')}>
            <Input
              inputMode="numeric"
              value={draft.expiry_days}
              onChange={(e) => set('expiry_days', e.target.value)}
            />
          </Field>
        </div>
        <div className="mt-3 space-y-3">
          <Fieldset legend="Share of a stake that counts (%)">
            <div className="grid gap-3 sm:grid-cols-4">
              {WAGERING_CATEGORIES.map((category) => (
                <Field
                  key={category}
                  label={category.charAt(0).toUpperCase() + category.slice(1)}
                  error={error(`game_contribution.${category}`)}
                >
                  <Input
                    inputMode="numeric"
                    value={draft.game_contribution[category]}
                    onChange={(e) =>
                      set('game_contribution', {
                        ...draft.game_contribution,
                        [category]: e.target.value,
                      })
                    }
                  />
                </Field>
              ))}
            </div>
          </Fieldset>
          <Fieldset legend="Smallest qualifying deposit">
            {perCurrency('min_deposits', 'Smallest deposit', 'min_deposits')}
          </Fieldset>
          <Fieldset legend="Largest stake while wagering">
            {perCurrency('max_bets', 'Largest stake', 'max_bets')}
          </Fieldset>
        </div>
      </Section>
      <Section title="Texts">
        <div className="space-y-5">
          {texts('names', 'Name', false)}
          {texts('descriptions', 'Description', true)}
          {texts('terms', 'Terms', true)}
        </div>
      </Section>
      <Section title="Save">
        <Field
          label="Reason"
          hint={`Kept with the change in the audit log. At most ${REASON_MAX} characters.`}
          error={error('reason')}
        >
          <Textarea
            value={reason}
            maxLength={REASON_MAX}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
        {failure ? (
          <div className="mt-3">
            <ErrorAlert>{failure}</ErrorAlert>
          </div>
        ) : null}
        <div className="mt-3 flex justify-end">
          <Button type="submit" disabled={isBusy}>
            {submitLabel}
          </Button>
        </div>
      </Section>
    </form>
  );
};
