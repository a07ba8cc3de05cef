import { useEffect, useId, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUnit } from 'effector-react';
import { languageOf, privacyPolicyPaths, type Locale } from '@shop/catalogue';
import { createTranslator } from '@shop/i18n';
import {
  $consent,
  $noticeShown,
  consentChosen,
  consentSettingsClosed,
  consentSettingsHash,
  consentSettingsOpened,
} from '../model/consent-model';
import './consent-notice.css';

type Props = {
  locale: string;
  basename: string;
  /** False on the server and while hydrating: the notice of a first visit, as the server rendered it. */
  hydrated: boolean;
};

/** Opens the notice again for a link to `#cookie-settings`, also one the router does not see. */
function useSettingsLink(): () => void {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const opened = useUnit(consentSettingsOpened);
  useEffect(() => {
    if (hash === consentSettingsHash) opened();
  }, [hash, opened]);
  useEffect(() => {
    const onHashChange = () => {
      if (window.location.hash === consentSettingsHash) opened();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [opened]);
  // The link's hash goes once the notice closes, so the same link opens it again.
  return () => {
    if (hash === consentSettingsHash || window.location.hash === consentSettingsHash)
      navigate({ pathname, search }, { replace: true, state: { keepScroll: true } });
  };
}

/**
 * The consent-management notice of a first visit (in the server's HTML, so it shows with the first paint), and of the footer's cookie settings link: in the
 * storefront's language, with its privacy policy; a bar at the bottom that covers nothing the page
 * needs and moves nothing.
 */
export function ConsentNotice({ locale, basename, hydrated }: Props) {
  const [noticeShown, restored, choose, close] = useUnit([
    $noticeShown,
    $consent,
    consentChosen,
    consentSettingsClosed,
  ]);
  // The server shows a first visit's notice (no choice in the cookie); hydration matches it.
  const shown = hydrated ? noticeShown : true;
  const consent = hydrated ? restored : 'UNKNOWN';
  const t = useMemo(() => createTranslator(locale), [locale]);
  const titleId = useId();
  const dropSettingsHash = useSettingsLink();
  if (!shown) return null;
  const privacy = `${basename}/${privacyPolicyPaths[languageOf(locale as Locale)]}`;
  const answer = (status: 'GRANTED' | 'DECLINED') => {
    choose(status);
    dropSettingsHash();
  };
  return (
    <section
      className="consent-notice"
      role="region"
      aria-labelledby={titleId}
      data-testid="consent-notice"
    >
      <div className="consent-notice__body">
        <h2 id={titleId} className="consent-notice__title">
          {t('consent.title')}
        </h2>
        <p className="consent-notice__text">
          {t('consent.text')} <a href={privacy}>{t('consent.privacy')}</a>
        </p>
        {consent !== 'UNKNOWN' && (
          <p className="consent-notice__current" data-testid="consent-current">
            {t(consent === 'GRANTED' ? 'consent.currentGranted' : 'consent.currentDeclined')}
          </p>
        )}
      </div>
      <div className="consent-notice__actions">
        <button
          type="button"
          className="consent-notice__decline"
          onClick={() => answer('DECLINED')}
        >
          {t('consent.decline')}
        </button>
        <button type="button" className="consent-notice__accept" onClick={() => answer('GRANTED')}>
          {t('consent.accept')}
        </button>
      </div>
      {consent !== 'UNKNOWN' && (
        <button
          type="button"
          className="consent-notice__close"
          aria-label={t('consent.close')}
          onClick={() => {
            close();
            dropSettingsHash();
          }}
        >
          ×
        </button>
      )}
    </section>
  );
}
