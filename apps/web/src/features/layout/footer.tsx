import type { SkinSettings } from '@prime/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openConsentSettings } from '../../shared/consent/consent-store';
import { formatDate } from '../../shared/format/date';
import { localizePath } from '../../shared/i18n/language';
import { useAppState } from '../../shared/session/app-store-context';
import { LanguageSelector } from './language-selector';

type FooterLink = SkinSettings['layout_settings']['footer_links'][number];

const FooterAnchor = ({ link, label }: { link: FooterLink; label: string }) => {
  const language = useAppState((state) => state.language);
  if (link.external) {
    return (
      <a href={link.url} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  return <Link to={localizePath(language, `/${link.url.replace(/^\//, '')}`)}>{label}</Link>;
};

/** Licence, regulator and company, filled from the skin settings. */
const LicenceText = ({ settings }: { settings: SkinSettings }) => {
  const { t, i18n } = useTranslation('footer');
  const { licence } = settings.layout_settings;
  return (
    <p className="footer__licence">
      {t('licence', {
        company: settings.ui_options.company_name,
        regulator: licence.regulator,
        number: licence.number,
        issued: formatDate(licence.issued_at, i18n.language),
        register: licence.company_register_number,
        address: licence.registered_address,
      })}
    </p>
  );
};

/**
 * Footer: language selector, page links, payment methods, help organisations, the 18+ mark,
 * the responsible-gaming warning, the licence text and the button that reopens the cookie
 * choices (withdrawing consent must be as easy as giving it).
 */
export const Footer = () => {
  const { t } = useTranslation('footer');
  const settings = useAppState((state) => state.skinSettings);
  const layout = settings?.layout_settings;
  const minimumAge = layout?.minimum_age ?? 18;

  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__top">
          <LanguageSelector />
          {layout ? (
            <ul className="footer__links">
              {layout.footer_links.map((link) => (
                <li key={link.url}>
                  <FooterAnchor link={link} label={t(link.label_key)} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        {layout && layout.payment_methods.length > 0 ? (
          <section className="footer__payments" aria-label={t('payment_methods')}>
            <ul>
              {layout.payment_methods.map((method) => (
                <li key={method.name}>
                  <img src={method.image} alt={method.name} width="72" height="30" loading="lazy" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section className="footer__responsible">
          <p className="footer__warning">
            <span className="age-mark" role="img" aria-label={t('adults_only')}>
              {minimumAge}+
            </span>
            <span>{t('responsible_warning')}</span>
          </p>
          {layout && layout.help_links.length > 0 ? (
            <>
              <p>{t('gambling_help')}</p>
              <ul className="footer__help-links">
                {layout.help_links.map((link) => (
                  <li key={link.url}>
                    <FooterAnchor
                      link={link}
                      label={t(link.label_key, { defaultValue: link.label_key })}
                    />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>

        {settings ? <LicenceText settings={settings} /> : null}
        <p className="footer__note">{t('times_utc')}</p>
        <p className="footer__note">
          <button type="button" className="footer__link-button" onClick={openConsentSettings}>
            {t('consent:settings')}
          </button>
        </p>
        {settings ? (
          <p className="footer__note">
            {t('copyright', {
              year: new Date().getUTCFullYear(),
              // `Ltd.` must not end up as `Ltd..` before the sentence's own full stop.
              company: settings.ui_options.company_name.replace(/\.$/, ''),
            })}
          </p>
        ) : null}
      </div>
    </footer>
  );
};
