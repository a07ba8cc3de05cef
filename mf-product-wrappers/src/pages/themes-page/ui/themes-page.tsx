import { useEffect, useId } from 'react';
import { useUnit } from 'effector-react';
import type { ThemesPageProps } from '@shop/contracts';
import type { Translate } from '@shop/i18n';
import { Image } from '@shop/ui';
import { ThemeTile } from '../../../features/themes-overview';
import { storefrontOf, type Storefront } from '../../../shared/lib/storefront';
import { useTranslator } from '../../../shared/lib/use-translator';
import { LoadError } from '../../../shared/ui/load-error';
import { OptionsSkeleton } from '../../../shared/ui/detail-layout';
import { Price } from '../../../shared/ui/price';
import { ProductsRoot } from '../../../shared/ui/products-root';
import {
  $cardLinks,
  $cards,
  $filters,
  $notFound,
  $status,
  $theme,
  cardFilterToggled,
  retried,
  themePageStarted,
  themePageAnswered,
  type ThemeCardFilter,
} from '../model/model';
import { StartedScope } from '../../../shared/ui/started-scope';

function ThemesPageView({ storefront, t }: { storefront: Storefront; t: Translate }) {
  const headingId = useId();
  const [theme, status, notFound, cards, filters, links] = useUnit([
    $theme,
    $status,
    $notFound,
    $cards,
    $filters,
    $cardLinks,
  ]);
  const events = useUnit({ cardFilterToggled, retried });
  const locale = storefront.locale;
  useEffect(() => {
    if (theme) document.title = `${theme.theme.name} – ${theme.theme.occasionLabel}`;
  }, [theme]);
  if (notFound)
    return (
      <ProductsRoot module="ThemesPage" locale={locale} state="not-found">
        <div className="pw-page">
          <h1 className="pw-page__title">{t('products.themeNotFound')}</h1>
        </div>
      </ProductsRoot>
    );
  const facet = (key: ThemeCardFilter, values: { value: string; label: string }[]) =>
    values.length > 1 ? (
      <fieldset className="pw-chips" data-filter={key}>
        <legend className="pw-field-label">{t(`products.filter.${key}`)}</legend>
        {values.map(({ value, label }) => (
          <label key={value} className="pw-chip">
            <input
              type="checkbox"
              checked={filters[key].includes(value)}
              onChange={() => events.cardFilterToggled({ key, value })}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
    ) : null;
  const unique = (entries: [string, string][]) =>
    [...new Map(entries)].map(([value, label]) => ({ value, label }));
  return (
    <ProductsRoot
      module="ThemesPage"
      locale={locale}
      state={status}
      labelledBy={headingId}
      className="pw-page"
    >
      {status === 'error' ? (
        <LoadError t={t} onRetry={events.retried} />
      ) : !theme ? (
        <>
          <h1
            id={headingId}
            className="pw-page__title pw-skeleton pw-skeleton--title"
            aria-hidden="true"
          />
          <OptionsSkeleton rows={3} />
        </>
      ) : (
        <>
          <header className="pw-page__header">
            <p className="pw-page__eyebrow">{theme.theme.occasionLabel}</p>
            <h1 id={headingId} className="pw-page__title">
              {theme.theme.name}
            </h1>
            <p className="pw-page__text">{theme.theme.description}</p>
          </header>
          <div className="pw-chips-row">
            {facet(
              'product',
              unique(theme.cards.map((card) => [card.cardType, card.cardTypeLabel])),
            )}
            {facet(
              'aspectRatio',
              unique(
                theme.cards.map((card) => [
                  card.aspectRatio,
                  t(`products.ratio.${card.aspectRatio}` as never),
                ]),
              ),
            )}
          </div>
          <ul className="pw-cards" data-testid="theme-cards">
            {cards.map((card) => (
              <li
                key={card.sku}
                className="pw-card"
                data-testid="theme-card"
                data-card-type={card.cardType}
              >
                <span className={`pw-tile__media pw-tile__media--r${card.aspectRatio}`}>
                  <Image
                    src={card.image}
                    alt={`${theme.theme.name} – ${card.cardTypeLabel}`}
                    width={350}
                    height={350}
                    fit="contain"
                  />
                </span>
                <h2 className="pw-card__name">{card.cardTypeLabel}</h2>
                <p className="pw-tile__meta">{card.format.label}</p>
                <Price
                  price={card}
                  locale={locale}
                  currency={theme.currency}
                  t={t}
                  note={t('products.perCardShort')}
                />
                <div className="pw-card__actions">
                  <a
                    className="pw-button pw-cta"
                    href={links[card.sku]?.design}
                    data-testid="designer-link"
                  >
                    {t('products.toDesigner')}
                  </a>
                  <a
                    className="pw-button pw-button--secondary"
                    href={links[card.sku]?.sample}
                    data-testid="sample-link"
                  >
                    {t('products.orderSample')}
                  </a>
                </div>
              </li>
            ))}
          </ul>
          {theme.related.length > 0 && (
            <section className="pw-related" aria-labelledby={`${headingId}-related`}>
              <h2 id={`${headingId}-related`} className="pw-overview__title">
                {t('products.relatedThemes')}
              </h2>
              <ul className="pw-grid">
                {theme.related.map((related) => (
                  <ThemeTile
                    key={related.themeId}
                    theme={related}
                    href={`${storefront.basename}/themes/${encodeURIComponent(related.themeId)}`}
                    locale={locale}
                    currency={theme.currency}
                    t={t}
                  />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </ProductsRoot>
  );
}

/** `mf_product_wrappers/ThemesPage`: one card theme with its cards, filters in the URL, and related themes. */
export function ThemesPage(props: ThemesPageProps) {
  const storefront = storefrontOf(props);
  const t = useTranslator(storefront.locale);
  return (
    <StartedScope
      started={themePageStarted}
      answered={themePageAnswered}
      start={(page) => ({
        storefront,
        themeId: props.themeId,
        search: page.search,
        cookies: page.cookies,
      })}
    >
      <ThemesPageView storefront={storefront} t={t} />
    </StartedScope>
  );
}
