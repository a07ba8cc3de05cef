import { useUnit } from 'effector-react';
import type { Locale } from '@shop/catalogue';
import type { RemoteBlockProps } from '@shop/contracts';
import type { Translate } from '@shop/i18n';
import { countdownAnswered, DeliveryCountdown } from '../../delivery-countdown';
import { storefrontOf } from '../../../shared/lib/storefront';
import { useTranslator } from '../../../shared/lib/use-translator';
import { ChoiceGroup } from '../../../shared/ui/choice-group';
import { DetailBlock } from '../../../shared/ui/detail-block';
import { PricePanel } from '../../../shared/ui/price-panel';
import {
  $basketHref,
  $data,
  $offer,
  $record,
  $setup,
  $status,
  $variant,
  accessoryStarted,
  accessoryAnswered,
  retried,
  variantChosen,
  type AccessoryBlock,
} from '../model/model';
import { StartedScope } from '../../../shared/ui/started-scope';

function AccessoryDetailView({ locale, t }: { locale: Locale; t: Translate }) {
  const [setup, data, status, record, offer, variant, href] = useUnit([
    $setup,
    $data,
    $status,
    $record,
    $offer,
    $variant,
    $basketHref,
  ]);
  const events = useUnit({ variantChosen, retried });
  if (!setup) return null;
  return (
    <DetailBlock
      module="ProductDetailAccessory"
      locale={locale}
      status={status}
      t={t}
      onRetry={events.retried}
      headline={setup.block.headline}
      text={setup.block.text}
      images={record ? [{ src: record.image, alt: record.label, width: 800, height: 800 }] : []}
      skeletonRows={1}
      options={
        record && (
          <>
            <p className="pw-detail__theme">
              {record.label} · {record.width} × {record.height} mm
            </p>
            {record.subTypes.length > 1 && (
              <ChoiceGroup
                legend={t('products.variant')}
                name="variant"
                choices={record.subTypes.map((value) => ({ value, label: value }))}
                value={variant}
                onChange={events.variantChosen}
              />
            )}
          </>
        )
      }
    >
      <PricePanel
        price={offer}
        locale={locale}
        currency={data?.prices.currency ?? 'EUR'}
        t={t}
        countdown={<DeliveryCountdown locale={locale} t={t} />}
        href={href}
        action={t('products.addToBasket')}
      />
    </DetailBlock>
  );
}

/** `mf_product_wrappers/ProductDetailAccessory`: an accessory by its sku, with price and variants. */
export function AccessoryDetail(props: RemoteBlockProps<'ProductDetailAccessory'>) {
  const storefront = storefrontOf(props);
  const t = useTranslator(storefront.locale);
  return (
    <StartedScope
      started={accessoryStarted}
      answered={accessoryAnswered}
      alongside={countdownAnswered}
      start={(page) => ({
        block: props.block as AccessoryBlock,
        storefront,
        cookies: page.cookies,
      })}
    >
      <AccessoryDetailView locale={storefront.locale} t={t} />
    </StartedScope>
  );
}
