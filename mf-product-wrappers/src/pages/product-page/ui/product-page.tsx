import { useUnit } from 'effector-react';
import { calendarTypes } from '@shop/catalogue';
import type { BlockOf, ProductPageProps } from '@shop/contracts';
import type { Translate } from '@shop/i18n';
import { CalendarDetail } from '../../../features/calendar-detail';
import { CardDetail } from '../../../features/card-detail';
import { PhotobookDetail } from '../../../features/photobook-detail';
import { OverviewGrid } from '../../../features/product-overviews';
import { ThemesOverviewContainer } from '../../../features/themes-overview';
import { designerHref } from '../../../shared/lib/designer';
import { storefrontOf, type Storefront } from '../../../shared/lib/storefront';
import { usePageCookies } from '../../../shared/lib/use-page-cookies';
import { useTranslator } from '../../../shared/lib/use-translator';
import { $frameMaterials, productsOverview } from '../model/model';
import { StartedScope } from '../../../shared/ui/started-scope';

const isCalendarType = (value: string | null): value is (typeof calendarTypes)[number] =>
  (calendarTypes as readonly string[]).includes(value ?? '');

function ProductsOverviewView({ storefront, t }: { storefront: Storefront; t: Translate }) {
  const [data, status, materials, retry] = useUnit([
    productsOverview.$payload,
    productsOverview.$status,
    $frameMaterials,
    productsOverview.retried,
  ]);
  const cookies = usePageCookies();
  const locale = storefront.locale;
  const base = `${storefront.basename}/products`;
  const calendarTiles = (data?.calendars.calendarTypes ?? []).map((type) => ({
    id: type.calendarType,
    name: type.label,
    text: t('products.formatsCount', { count: type.formats.length }),
    image:
      data?.calendars.designGroups.find((g) => g.calendarTypes.includes(type.calendarType))
        ?.image ?? '',
    price: type.priceFrom,
    href: `${base}/calendar?calendarType=${type.calendarType}`,
  }));
  const photoTiles = [
    ...(data?.photobox.photoboxes ?? []).map((box) => ({
      id: `photobox-${box.photoboxType}`,
      name: box.label,
      text: box.formats.map((format) => format.label).join(' · '),
      image: '',
      price: box.priceFrom,
      href: designerHref(
        {
          kind: 'photobox',
          photoboxType: box.photoboxType,
          format: box.formats[0]?.formatType ?? '',
        },
        storefront,
        cookies,
      ),
    })),
    ...(data?.photobox.photoPrints.formats ?? []).slice(0, 1).map((format) => ({
      id: 'photo-prints',
      name: t('products.photoPrints'),
      text: data!.photobox.photoPrints.formats.map((f) => f.label).join(' · '),
      image: '',
      price: format.prices[0] ?? null,
      href: designerHref({ kind: 'photoPrints', format: format.formatType }, storefront, cookies),
    })),
  ];
  const frameTiles = materials.flatMap((material) => [
    {
      id: `frame-${material.materialType}`,
      name: material.label,
      text: t('products.framedPrint'),
      image: material.image,
      price: material.price?.framedPriceFrom ?? material.price?.priceFrom ?? null,
      href: designerHref(
        {
          kind: 'photoFrame',
          materialType: material.materialType,
          frameType: material.defaultFrameType,
          formatType: material.initialFormat,
        },
        storefront,
        cookies,
      ),
    },
  ]);
  const firstFrame = materials.find((material) => material.defaultFrameType);
  return (
    <div className="pw-page">
      <h1 className="pw-page__title">{t('productPage.title')}</h1>
      <OverviewGrid
        module="ProductsCalendars"
        headline={t('products.calendars')}
        status={status}
        tiles={calendarTiles}
        currency={data?.calendars.currency ?? 'EUR'}
        locale={locale}
        t={t}
        onRetry={retry}
        expected={3}
      />
      <nav className="pw-product-links" aria-label={t('productPage.title')}>
        <a className="pw-button pw-button--secondary" href={`${base}/card`}>
          {t('products.cards')}
        </a>
        <a className="pw-button pw-button--secondary" href={`${base}?product=photobook`}>
          {t('products.photobooks')}
        </a>
        {firstFrame && (
          <a
            className="pw-button pw-button--secondary"
            data-testid="frame-only-link"
            href={designerHref(
              {
                kind: 'photoFrame',
                frameOnly: true,
                materialType: firstFrame.materialType,
                frameType: firstFrame.defaultFrameType,
              },
              storefront,
              cookies,
            )}
          >
            {t('products.frameOnly')}
          </a>
        )}
      </nav>
      <OverviewGrid
        module="ProductsPhoto"
        headline={t('products.photoboxAndPrints')}
        status={status}
        tiles={photoTiles}
        currency={data?.photobox.currency ?? 'EUR'}
        locale={locale}
        t={t}
        onRetry={retry}
        expected={3}
      />
      <OverviewGrid
        module="ProductsFrames"
        headline={t('products.photoFrames')}
        status={status}
        tiles={frameTiles}
        currency={data?.framePrices.currency ?? 'EUR'}
        locale={locale}
        t={t}
        onRetry={retry}
        expected={4}
      />
    </div>
  );
}

function ProductsOverview({ storefront, t }: { storefront: Storefront; t: Translate }) {
  return (
    <StartedScope
      started={productsOverview.started}
      answered={productsOverview.answered}
      start={() => ({ storefront })}
    >
      <ProductsOverviewView storefront={storefront} t={t} />
    </StartedScope>
  );
}

/**
 * `mf_product_wrappers/ProductPage`: `/products` (every product with its from-price), the calendar
 * pre-configurator (`/products/calendar?calendarType=…`), the card pre-configurator
 * (`/products/card?themeId=…`, without a theme the card themes) and the photobook configurator
 * (`/products?product=photobook`).
 */
export function ProductPage(props: ProductPageProps) {
  const storefront = storefrontOf(props);
  const t = useTranslator(storefront.locale);
  const query = new URLSearchParams(props.search);
  const common = { ...props, pathname: props.pathname };
  if (props.kind === 'calendar') {
    const calendarType = query.get('calendarType');
    const block = {
      component: 'ProductDetailCalendar',
      headline: t('products.calendarConfigurator'),
      calendarType: isCalendarType(calendarType) ? calendarType : 'wandkalender',
      formats: [],
      mountingTypes: [],
    } as unknown as BlockOf<'ProductDetailCalendar'>;
    return <CalendarDetail {...common} block={block} />;
  }
  if (props.kind === 'card') {
    if (!query.get('themeId'))
      return (
        <ThemesOverviewContainer
          storefront={storefront}
          headline={t('products.cards')}
          pageSize={12}
        />
      );
    const block = {
      component: 'ProductDetailCard',
      headline: t('products.cardConfigurator'),
      occasion: 'hochzeit',
      themeId: query.get('themeId') ?? undefined,
    } as BlockOf<'ProductDetailCard'>;
    return <CardDetail {...common} block={block} />;
  }
  if (query.get('product') === 'photobook') {
    const block = {
      component: 'ProductDetailPhotobook',
      headline: t('products.photobookConfigurator'),
      photobookType: 'digitalfotobuch',
      cover: 'hard',
      binding: 'layflat',
      paper: 'matt',
      formats: [],
    } as unknown as BlockOf<'ProductDetailPhotobook'>;
    return <PhotobookDetail {...common} block={block} />;
  }
  return <ProductsOverview storefront={storefront} t={t} />;
}
