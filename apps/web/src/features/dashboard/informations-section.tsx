import { REALITY_MINUTES_OPTIONS, type Player } from '@prime/contract';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format/date';
import { useFormDraft } from '../../shared/forms/use-form-draft';
import { Select } from '../../shared/ui/form-controls';
import { FormField } from '../../shared/ui/form-field';
import { useUpdateProfile } from './api/update-profile';
import { ContactField } from './contact-field';

const orDash = (value: string | null | undefined, fallback: string) =>
  value && value.trim() !== '' ? value : fallback;

/** My profile (spec 02 §2 Player information): read-only details, contact, reality check. */
export const InformationsSection = ({ player }: { player: Player }) => {
  const { t, i18n } = useTranslation('myprofile');
  const titleId = useId();
  const form = useFormDraft<{ minutes: number | '' }>({
    initialValues: { minutes: player.information.reality_minutes ?? '' },
  });
  const { minutes } = form.values;
  const save = useUpdateProfile();
  const info = player.information;
  const none = t('not_set');

  const details: [string, string][] = [
    [t('name'), orDash(player.name, none)],
    [t('gender'), info.gender ? t(`gender_${info.gender}`) : none],
    [t('dob'), info.dob ? formatDate(info.dob, i18n.language) : none],
    [t('country'), orDash(info.country, none)],
    [t('city'), orDash(info.city, none)],
    [t('address'), orDash(info.street ?? info.address_line_1, none)],
    [t('street_number'), orDash(info.street_number ?? info.address_line_2, none)],
    [t('postal_code'), orDash(info.postal_code, none)],
    [t('nationality'), orDash(info.nationality, none)],
    [t('nickname'), player.username],
    [t('player_id'), String(player.id)],
  ];

  const handleSave = (event: FormEvent) => {
    event.preventDefault();
    if (minutes === '') return;
    save.mutate({ reality_minutes: minutes });
  };

  return (
    <section className="dashboard-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-section__title">
        {t('title')}
      </h2>
      <h3>{t('personal_details')}</h3>
      <dl className="profile-details">
        {details.map(([label, value]) => (
          <div key={label} className="profile-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <h3>{t('contact')}</h3>
      <ContactField player={player} channel="email" />
      <ContactField player={player} channel="sms" />

      <form className="account-form" noValidate onSubmit={handleSave}>
        <FormField className="account-form__field" label={t('reality_check')}>
          <Select
            value={minutes}
            placeholder={minutes === '' ? t('reality_choose') : undefined}
            options={REALITY_MINUTES_OPTIONS.map((option) => ({
              value: option,
              label: t('minutes', { value: option }),
            }))}
            onChange={(event) => {
              save.reset();
              form.update({ minutes: event.target.value === '' ? '' : Number(event.target.value) });
            }}
          />
        </FormField>
        {save.isSuccess ? (
          <p role="status" className="form-message form-message--ok">
            {t('saved')}
          </p>
        ) : null}
        {save.isError ? (
          <p role="alert" className="form-message form-message--error">
            {t('save_failed')}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={minutes === '' || save.isPending}
        >
          {t('save')}
        </button>
      </form>
    </section>
  );
};
