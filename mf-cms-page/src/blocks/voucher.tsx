import { formatPrice } from '@shop/i18n';
import { useCms } from '../shared/config/cms-context';
import { AssetImage } from '../shared/ui/asset-image';
import { ContentLink } from '../shared/ui/content-link';
import type { BlockProps } from './types';
import './voucher.css';

const voucherPath = '/gift-voucher';

/** Gift vouchers: one link per amount, in the storefront's currency, and a call to action. */
export function Voucher({ block }: BlockProps<'Voucher'>) {
  const { locale, currency, t } = useCms();
  const amounts = block.amounts.filter((amount) => Number.isFinite(amount) && amount > 0);
  return (
    <section className="cms-voucher" data-block="Voucher">
      <AssetImage
        asset={block.image}
        width={640}
        height={480}
        sizes="(min-width: 1000px) 50vw, 100vw"
        className="cms-voucher__image"
      />
      <div className="cms-voucher__copy">
        <h2>{block.headline}</h2>
        <p>{block.text}</p>
        <ul className="cms-voucher__amounts" aria-label={t('cms.voucher.amounts')}>
          {amounts.map((amount) => {
            const price = formatPrice(amount, locale, { currency });
            return (
              <li key={amount}>
                <ContentLink
                  link={`${voucherPath}?amount=${amount}`}
                  className="cms-voucher__amount"
                  aria-label={t('cms.voucher.amount', { price })}
                >
                  {price}
                </ContentLink>
              </li>
            );
          })}
        </ul>
        <ContentLink link={voucherPath} className="cms-button">
          {block.ctaText}
        </ContentLink>
      </div>
    </section>
  );
}
