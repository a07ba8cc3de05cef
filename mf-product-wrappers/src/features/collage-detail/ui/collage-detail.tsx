import { useUnit } from 'effector-react';
import type { Locale } from '@shop/catalogue';
import type { RemoteBlockProps } from '@shop/contracts';
import type { Translate } from '@shop/i18n';
import { countdownAnswered, DeliveryCountdown } from '../../delivery-countdown';
import { storefrontOf } from '../../../shared/lib/storefront';
import { useTranslator } from '../../../shared/lib/use-translator';
import { ChoiceGroup } from '../../../shared/ui/choice-group';
import { OptionsSkeleton } from '../../../shared/ui/detail-layout';
import { DetailBlock } from '../../../shared/ui/detail-block';
import { LoadError } from '../../../shared/ui/load-error';
import { PricePanel } from '../../../shared/ui/price-panel';
import {
  $data,
  $designerHref,
  $offers,
  $offersStatus,
  $product,
  $setup,
  $status,
  collageStarted,
  collageAnswered,
  designChosen,
  productChosen,
  retried,
  type CollageBlock,
} from '../model/model';
import { StartedScope } from '../../../shared/ui/started-scope';

function CollageDetailView({ locale, t }: { locale: Locale; t: Translate }) {
  const [setup, data, status, offers, offersStatus, product, href] = useUnit([
    $setup,
    $data,
    $status,
    $offers,
    $offersStatus,
    $product,
    $designerHref,
  ]);
  const events = useUnit({ designChosen, productChosen, retried });
  if (!setup) return null;
  const materials = offers?.materials?.materials ?? [];
  const merch = offers?.merch?.products ?? [];
  const currency = offers?.materials?.currency ?? offers?.merch?.currency ?? 'EUR';
  const chosen =
    product?.kind === 'material'
      ? materials.find((m) => m.materialType === product.value)?.priceFrom
      : merch.find((m) => m.productType === product?.value);
  const productValue = product ? `${product.kind}:${product.value}` : null;
  return (
    <DetailBlock
      module="ProductDetailCollage"
      locale={locale}
      status={status}
      t={t}
      onRetry={events.retried}
      headline={setup.block.headline}
      text={setup.block.text}
      images={
        data ? [{ src: data.design.image, alt: data.design.name, width: 800, height: 800 }] : []
      }
      skeletonRows={2}
      options={
        data && (
          <>
            <ChoiceGroup
              legend={t('products.design')}
              name="designId"
              choices={data.designGroup.designs.map((design) => ({
                value: design.designId,
                label: design.name,
                hint: t('products.tiles', { count: design.tileCount }),
              }))}
              value={data.design.designId}
              onChange={events.designChosen}
            />
            {offers ? (
              <ChoiceGroup
                legend={t('products.product')}
                name="product"
                layout="list"
                choices={[
                  ...materials.map((m) => ({
                    value: `material:${m.materialType}`,
                    label: t(`material.${m.materialType}` as never),
                  })),
                  ...merch.map((m) => ({ value: `merch:${m.productType}`, label: m.label })),
                ]}
                value={productValue}
                onChange={(value) => {
                  const [kind, ...rest] = value.split(':');
                  events.productChosen({
                    kind: kind as 'material' | 'merch',
                    value: rest.join(':'),
                  });
                }}
              />
            ) : offersStatus === 'error' ? (
              <LoadError t={t} onRetry={events.retried} text={t('products.priceFailed')} />
            ) : (
              <OptionsSkeleton rows={1} />
            )}
          </>
        )
      }
    >
      <PricePanel
        price={chosen ?? null}
        locale={locale}
        currency={currency}
        t={t}
        from
        countdown={<DeliveryCountdown locale={locale} t={t} />}
        href={href}
        action={t('products.toDesigner')}
      />
    </DetailBlock>
  );
}

/** `mf_product_wrappers/ProductDetailCollage`: the collage of the query's `designId` (default the channel's). */
export function CollageDetail(props: RemoteBlockProps<'ProductDetailCollage'>) {
  const storefront = storefrontOf(props);
  const t = useTranslator(storefront.locale);
  return (
    <StartedScope
      started={collageStarted}
      answered={collageAnswered}
      alongside={countdownAnswered}
      start={(page) => ({
        block: props.block as CollageBlock,
        storefront,
        search: page.search,
        cookies: page.cookies,
      })}
    >
      <CollageDetailView locale={storefront.locale} t={t} />
    </StartedScope>
  );
}
