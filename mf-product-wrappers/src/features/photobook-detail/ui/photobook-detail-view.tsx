import { useUnit } from 'effector-react';
import type { Locale } from '@shop/catalogue';
import type { PricedChoice } from '@shop/contracts';
import type { Translate } from '@shop/i18n';
import { DeliveryCountdown } from '../../delivery-countdown';
import { signedPrice } from '../../../shared/lib/signed-price';
import { ChoiceGroup } from '../../../shared/ui/choice-group';
import { DetailBlock } from '../../../shared/ui/detail-block';
import { PricePanel } from '../../../shared/ui/price-panel';
import { SelectField } from '../../../shared/ui/select-field';
import {
  $data,
  $designerHref,
  $price,
  $priceStatus,
  $selection,
  $sets,
  $setup,
  $status,
  $type,
  offeredFormats,
  optionChosen,
  pageCountChosen,
  retried,
  type PhotobookOption,
} from '../model/model';

/** The photobook detail: type, cover, binding, paper, format, pages and refinement, live price, designer. */
export function PhotobookDetailView({ locale, t }: { locale: Locale; t: Translate }) {
  const [sets, setup, data, status, type, selection, price, priceStatus, href] = useUnit([
    $sets,
    $setup,
    $data,
    $status,
    $type,
    $selection,
    $price,
    $priceStatus,
    $designerHref,
  ]);
  const events = useUnit({ optionChosen, pageCountChosen, retried });
  if (!setup) return null;
  const currency = data?.currency ?? 'EUR';
  const priced = (choices: readonly PricedChoice[]) =>
    choices.map((choice) => ({
      value: choice.value,
      label: choice.label,
      hint: signedPrice(choice.priceCurrent, locale, currency),
    }));
  const group = (legend: string, option: PhotobookOption, choices: readonly PricedChoice[]) =>
    choices.length > 0 && selection ? (
      <ChoiceGroup
        legend={legend}
        name={option}
        choices={priced(choices)}
        value={selection[option]}
        onChange={(value) => events.optionChosen({ option, value })}
      />
    ) : null;
  const pages = type
    ? Array.from(
        { length: Math.floor((type.pageCount.max - type.pageCount.min) / type.pageCount.step) + 1 },
        (_, index) => type.pageCount.min + index * type.pageCount.step,
      )
    : [];
  return (
    <DetailBlock
      module="ProductDetailPhotobook"
      locale={locale}
      status={status}
      t={t}
      onRetry={events.retried}
      headline={setup.block.headline}
      text={setup.block.text}
      images={sets.map((set) => ({ src: set.image, alt: set.name, width: 800, height: 800 }))}
      skeletonRows={6}
      options={
        data &&
        type &&
        selection && (
          <>
            {data.types.length > 1 && (
              <ChoiceGroup
                legend={t('products.photobookType')}
                name="photobookType"
                choices={data.types.map((option) => ({
                  value: option.photobookType,
                  label: option.label,
                }))}
                value={selection.photobookType}
                onChange={(value) => events.optionChosen({ option: 'photobookType', value })}
              />
            )}
            <ChoiceGroup
              legend={t('products.format')}
              name="formatType"
              choices={offeredFormats(type, setup.block).map((option) => ({
                value: option.formatType,
                label: option.label,
                hint: t(`products.orientation.${option.orientation}`),
              }))}
              value={selection.formatType}
              onChange={(value) => events.optionChosen({ option: 'formatType', value })}
            />
            {group(t('products.cover'), 'cover', type.covers)}
            {group(t('products.binding'), 'binding', type.bindings)}
            {group(t('products.paper'), 'paper', type.papers)}
            <SelectField
              label={t('products.pageCount')}
              name="pageCount"
              choices={pages.map((count) => ({
                value: String(count),
                label: t('products.pages', { count }),
              }))}
              value={String(selection.pageCount)}
              onChange={(value) => events.pageCountChosen(Number(value))}
            />
            {type.refinements.length > 1 &&
              group(t('products.refinement'), 'refinementType', type.refinements)}
          </>
        )
      }
    >
      <PricePanel
        price={price}
        failed={priceStatus === 'error'}
        onRetry={events.retried}
        locale={locale}
        currency={currency}
        t={t}
        countdown={<DeliveryCountdown locale={locale} t={t} />}
        href={href}
        action={t('products.toDesigner')}
      />
    </DetailBlock>
  );
}
