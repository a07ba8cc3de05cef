import { useMemo } from 'react';
import { useUnit } from 'effector-react';
import { dialogOpenRequested } from '@shop/bus';
import { galleryUnit, readGclid, sizeLabel, type Locale } from '@shop/catalogue';
import type { ChannelId } from '@shop/contracts';
import { useHydrated } from '@shop/federation/react';
import { createTranslator } from '@shop/i18n';
import {
  $loadStatus,
  $offer,
  $selection,
  designerLinkFor,
  formatChosen,
  materialChosen,
  pricesRetried,
  topDealOf,
  type CalculatorBlock,
  type FormatOffer,
} from '../../../entities/calculator';
import { showsFramedTeaser, type Experiments } from '../../../shared/config/experiments';
import { FormatOptions } from './format-options';
import { FramedAcrylicTeaser } from './framed-acrylic-teaser';
import { MaterialPicker } from './material-picker';
import { Savings } from './savings';

type Props = {
  calculatorId: string;
  block: CalculatorBlock;
  channel: ChannelId;
  locale: Locale;
  experiments: Experiments;
};

/** Headline, title, material, formats with prices, More formats and the call to action. */
export function CalculatorView({ calculatorId, block, channel, locale, experiments }: Props) {
  const [offer, selection, status, chooseMaterial, chooseFormat, retry] = useUnit([
    $offer,
    $selection,
    $loadStatus,
    materialChosen,
    formatChosen,
    pricesRetried,
  ]);
  const hydrated = useHydrated();
  const t = useMemo(() => createTranslator(locale), [locale]);
  const unit = galleryUnit(channel, locale);
  const material = offer?.materials.find((entry) => entry.value === selection?.material);
  if (!offer || !selection || !material) {
    return (
      <section className="calc" data-remote-root="mf_calculator" data-calculator-state="empty" />
    );
  }
  const extra = selection.extra
    ? (material.allFormats.find((format) => format.value === selection.extra) ?? null)
    : null;
  const chosen =
    material.allFormats.find((format) => format.value === selection.format) ?? material.formats[0];
  const labelOf = (format: FormatOffer) =>
    experiments.orientationSwap
      ? sizeLabel(format.value, unit, locale, { rotated: true })
      : format.label;
  const href = designerLinkFor(block, material, selection.format, {
    channel,
    locale,
    // The cookie is the browser's: read once hydrated, so the server's link and the first render agree.
    gclid: hydrated ? readGclid(document.cookie) : undefined,
    rotated: experiments.orientationSwap,
  });
  const hasMore = material.allFormats.length > material.formats.length;
  return (
    <section
      className="calc"
      data-remote-root="mf_calculator"
      data-remote-version={__REMOTE_VERSION__}
      data-calculator-state={status}
      data-product={block.product}
      data-experiments={Object.entries(experiments)
        .filter(([, on]) => on)
        .map(([name]) => name)
        .join(' ')}
      lang={locale}
    >
      <p className="calc__headline">{block.headline}</p>
      <h2 className="calc__title">{block.title}</h2>
      <MaterialPicker
        materials={offer.materials}
        selected={material.value}
        label={t(block.product === 'card' ? 'calculator.cardType' : 'calculator.material')}
        tiles={experiments.materialTiles}
        onChoose={chooseMaterial}
      />
      <FormatOptions
        formats={material.formats}
        extra={extra}
        selected={selection.format}
        locale={locale}
        currency={offer.currency}
        t={t}
        labelOf={labelOf}
        topDeal={experiments.topDealLabels ? topDealOf(material.allFormats) : null}
        popular={experiments.nudging ? material.initiallySelectedFormat : null}
        onChoose={chooseFormat}
      />
      {status === 'error' && (
        <p className="calc__error" role="alert">
          {t('calculator.pricesUnavailable')}{' '}
          <button type="button" className="calc__retry" onClick={() => retry()}>
            {t('calculator.retry')}
          </button>
        </p>
      )}
      {status === 'pending' && (
        <p className="calc__visually-hidden">{t('calculator.loadingPrices')}</p>
      )}
      {experiments.nudging && chosen && (
        <Savings format={chosen} locale={locale} currency={offer.currency} t={t} />
      )}
      <div className="calc__actions">
        {hasMore && (
          <button
            type="button"
            className="calc__more"
            onClick={() =>
              dialogOpenRequested({
                dialogType: 'calculatorMoreFormats',
                dialogPayload: { calculatorId },
              })
            }
          >
            {block.moreFormatsText || t('calculator.moreFormats')}
          </button>
        )}
        <a className="calc__cta" href={href} data-designer-link="">
          {block.ctaText || t('calculator.cta')}
        </a>
      </div>
      {showsFramedTeaser(experiments, block.product) && (
        <FramedAcrylicTeaser channel={channel} locale={locale} format={selection.format} t={t} />
      )}
    </section>
  );
}
