import { REALITY_MINUTES_OPTIONS, type Player } from '@prime/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format/date';
import { useUpdateProfile } from './api/update-profile';
import { ContactField } from './contact-field';

const orDash = (value: string | null | undefined, fallback: string) =>
  value && value.trim() !== '' ? value : fallback;

/** My profile (spec 02 §2 Player information): read-only details, contact, reality check. */
export const InformationsSection = ({ player }: { player: Player }) => {
  const { t, i18n } = useTranslation('myprofile');
  const realityId = useId();
  const [minutes, setMinutes] = useState<number | ''>(player.information.reality_minutes ?? '');
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
    <section className="dashboard-section" aria-labelledby={`${realityId}-title`}>
      <h2 id={`${realityId}-title`} className="dashboard-section__title">
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
        <div className="account-form__field">
          <label htmlFor={realityId}>{t('reality_check')}</label>
          <select
            id={realityId}
            value={minutes}
            onChange={(event) => {
              save.reset();
              setMinutes(event.target.value === '' ? '' : Number(event.target.value));
            }}
          >
            {minutes === '' ? <option value="">{t('reality_choose')}</option> : null}
            {REALITY_MINUTES_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t('minutes', { value: option })}
              </option>
            ))}
          </select>
        </div>
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
