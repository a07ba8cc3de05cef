import { useId, useMemo } from 'react';
import { useUnit } from 'effector-react';
import { languageOf, privacyPolicyPaths, type Locale } from '@shop/catalogue';
import { createTranslator } from '@shop/i18n';
import { $noticeShown, consentChosen } from '../model/consent-model';
import './consent-notice.css';

type Props = { locale: string; basename: string };

/**
 * The consent-management notice of a first visit: in the storefront's language, with its privacy
 * policy; a bar at the bottom that covers nothing the page needs and moves nothing.
 */
export function ConsentNotice({ locale, basename }: Props) {
  const [shown, choose] = useUnit([$noticeShown, consentChosen]);
  const t = useMemo(() => createTranslator(locale), [locale]);
  const titleId = useId();
  if (!shown) return null;
  const privacy = `${basename}/${privacyPolicyPaths[languageOf(locale as Locale)]}`;
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
      </div>
      <div className="consent-notice__actions">
        <button
          type="button"
          className="consent-notice__decline"
          onClick={() => choose('DECLINED')}
        >
          {t('consent.decline')}
        </button>
        <button type="button" className="consent-notice__accept" onClick={() => choose('GRANTED')}>
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
