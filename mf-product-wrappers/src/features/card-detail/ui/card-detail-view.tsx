import { useUnit } from 'effector-react';
import { formatPrice, type Currency, type Locale } from '@shop/catalogue';
import type { Translate } from '@shop/i18n';
import { DeliveryCountdown } from '../../delivery-countdown';
import { signedPrice } from '../../../shared/lib/signed-price';
import { ChoiceGroup } from '../../../shared/ui/choice-group';
import { DetailBlock } from '../../../shared/ui/detail-block';
import { PricePanel } from '../../../shared/ui/price-panel';
import { SelectField } from '../../../shared/ui/select-field';
import {
  $card,
  $designerHref,
  $envelopes,
  $price,
  $priceStatus,
  $refinements,
  $sampleHref,
  $selection,
  $setup,
  $status,
  $theme,
  cardChosen,
  envelopeChosen,
  quantityChoices,
  quantityChosen,
  refinementChosen,
  retried,
} from '../model/model';

const noEnvelope = 'none';

/** The card detail: card type and format, quantity, refinement, envelope, the live price, designer and sample. */
export function CardDetailView({ locale, t }: { locale: Locale; t: Translate }) {
  const [
    setup,
    theme,
    status,
    card,
    selection,
    envelopes,
    refinements,
    price,
    priceStatus,
    href,
    sampleHref,
  ] = useUnit([
    $setup,
    $theme,
    $status,
    $card,
    $selection,
    $envelopes,
    $refinements,
    $price,
    $priceStatus,
    $designerHref,
    $sampleHref,
  ]);
  const events = useUnit({ cardChosen, quantityChosen, refinementChosen, envelopeChosen, retried });
  if (!setup) return null;
  const currency = theme?.currency ?? 'EUR';
  const number = new Intl.NumberFormat(locale);
  const images = card
    ? [
        {
          src: card.image,
          alt: `${theme?.theme.name ?? ''} – ${card.cardTypeLabel}`,
          width: 800,
          height: 800,
        },
        ...(theme?.theme.images ?? []).map((src) => ({
          src,
          alt: theme?.theme.name ?? '',
          width: 96,
          height: 96,
        })),
      ]
    : [];
  return (
    <DetailBlock
      module="ProductDetailCard"
      locale={locale}
      status={status}
      t={t}
      onRetry={events.retried}
      headline={setup.block.headline}
      text={setup.block.text ?? theme?.theme.description}
      images={images}
      skeletonRows={4}
      options={
        theme &&
        selection && (
          <>
            <p className="pw-detail__theme">{theme.theme.name}</p>
            <ChoiceGroup
              legend={t('products.cardFormat')}
              name="card"
              choices={theme.cards.map((option) => ({
                value: option.sku,
                label: `${option.cardTypeLabel}, ${option.format.label}`,
              }))}
              value={selection.sku}
              onChange={events.cardChosen}
              layout="list"
            />
            <SelectField
              label={t('products.quantity')}
              name="quantity"
              choices={quantityChoices.map((quantity) => ({
                value: String(quantity),
                label: number.format(quantity),
              }))}
              value={String(selection.quantity)}
              onChange={(value) => events.quantityChosen(Number(value))}
            />
            {refinements.length > 1 && (
              <ChoiceGroup
                legend={t('products.refinement')}
                name="refinementType"
                choices={refinements.map((choice) => ({
                  value: choice.value,
                  label: choice.label,
                  hint: signedPrice(choice.priceCurrent, locale, currency),
                }))}
                value={selection.refinementType}
                onChange={events.refinementChosen}
              />
            )}
            {envelopes.length > 0 && (
              <ChoiceGroup
                legend={t('products.envelope')}
                name="envelope"
                layout="list"
                choices={[
                  ...envelopes.map(({ accessory, surcharge }) => ({
                    value: accessory.sku,
                    label: `${accessory.label} (${accessory.envelopeSize ?? ''} ${accessory.width} × ${accessory.height} mm)`,
                    hint: surcharge
                      ? t('products.perCardSurcharge', {
                          price: formatPrice(surcharge.amount, locale, {
                            currency: surcharge.currency as Currency,
                          }),
                        })
                      : undefined,
                  })),
                  { value: noEnvelope, label: t('products.noEnvelope') },
                ]}
                value={selection.envelopeSku ?? noEnvelope}
                onChange={(value) => events.envelopeChosen(value === noEnvelope ? null : value)}
              />
            )}
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
        note={
          price
            ? t('products.perCard', {
                price: formatPrice(price.unitPrice.priceCurrent, locale, {
                  currency: currency as Currency,
                }),
                quantity: number.format(price.quantity),
              })
            : undefined
        }
        countdown={<DeliveryCountdown locale={locale} t={t} />}
        href={href}
        action={t('products.toDesigner')}
      >
        <a
          className="pw-button pw-button--secondary"
          href={sampleHref ?? undefined}
          aria-disabled={sampleHref ? undefined : true}
          data-testid="sample-link"
        >
          {t('products.orderSample')}
        </a>
      </PricePanel>
    </DetailBlock>
  );
}
