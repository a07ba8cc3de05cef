import { useUnit } from 'effector-react';
import type { Locale } from '@shop/catalogue';
import type { Translate } from '@shop/i18n';
import { DeliveryCountdown } from '../../delivery-countdown';
import { ChoiceGroup } from '../../../shared/ui/choice-group';
import { DetailBlock } from '../../../shared/ui/detail-block';
import { PricePanel } from '../../../shared/ui/price-panel';
import { SelectField } from '../../../shared/ui/select-field';
import { signedPrice } from '../../../shared/lib/signed-price';
import {
  $data,
  $designGroup,
  $designerHref,
  $option,
  $price,
  $priceStatus,
  $selection,
  $setup,
  $status,
  calendarTypeChosen,
  formatChosen,
  mountingChosen,
  offeredFormats,
  offeredMountings,
  retried,
  startChosen,
} from '../model/model';

/** The calendar detail: type, format, mounting and start month, the live price and the way to the designer. */
export function CalendarDetailView({ locale, t }: { locale: Locale; t: Translate }) {
  const [setup, data, status, option, selection, group, price, priceStatus, href] = useUnit([
    $setup,
    $data,
    $status,
    $option,
    $selection,
    $designGroup,
    $price,
    $priceStatus,
    $designerHref,
  ]);
  const events = useUnit({
    calendarTypeChosen,
    formatChosen,
    mountingChosen,
    startChosen,
    retried,
  });
  if (!setup) return null;
  const { block } = setup;
  const currency = data?.currency ?? 'EUR';
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
  const images = group
    ? [
        { src: group.image, alt: group.name, width: 800, height: 800 },
        ...group.designs.map((d) => ({ src: d.image, alt: d.name, width: 96, height: 96 })),
      ]
    : [];
  return (
    <DetailBlock
      module="ProductDetailCalendar"
      locale={locale}
      status={status}
      t={t}
      onRetry={events.retried}
      headline={block.headline}
      text={block.text}
      images={images}
      skeletonRows={4}
      options={
        data &&
        option &&
        selection && (
          <>
            {data.calendarTypes.length > 1 && (
              <ChoiceGroup
                legend={t('products.calendarType')}
                name="calendarType"
                choices={data.calendarTypes.map((type) => ({
                  value: type.calendarType,
                  label: type.label,
                }))}
                value={selection.calendarType}
                onChange={events.calendarTypeChosen}
              />
            )}
            <ChoiceGroup
              legend={t('products.format')}
              name="formatType"
              choices={offeredFormats(option, block).map((format) => ({
                value: format.formatType,
                label: format.label,
              }))}
              value={selection.formatType}
              onChange={events.formatChosen}
            />
            <ChoiceGroup
              legend={t('products.mounting')}
              name="mountingType"
              choices={offeredMountings(option, block).map((choice) => ({
                value: choice.value,
                label: choice.label,
                hint: signedPrice(choice.priceCurrent, locale, currency),
              }))}
              value={selection.mountingType}
              onChange={events.mountingChosen}
            />
            <SelectField
              label={t('products.startMonth')}
              name="startMonth"
              choices={data.startChoices.map((choice) => ({
                value: `${choice.year}-${choice.month}`,
                label: month.format(new Date(Date.UTC(choice.year, choice.month - 1, 15))),
              }))}
              value={`${selection.start.year}-${selection.start.month}`}
              onChange={events.startChosen}
            />
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
