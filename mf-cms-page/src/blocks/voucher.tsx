import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import {
  amountsReceived,
  purchaseForm,
  redeemForm,
  sellableAmounts,
} from '../features/gift-voucher';
import { useCms } from '../shared/config/cms-context';
import { AssetImage } from '../shared/ui/asset-image';
import type { BlockProps } from './types';
import { VoucherPurchase } from './voucher-purchase';
import { VoucherRedeem } from './voucher-redeem';
import './voucher.css';

/** Gift vouchers: buy one (configured or own amount, recipient, message) and redeem a code. */
export function Voucher({ block }: BlockProps<'Voucher'>) {
  const { locale } = useCms();
  const amounts = sellableAmounts(block.amounts);
  const [setAmounts, setPurchaseLocale, setRedeemLocale] = useUnit([
    amountsReceived,
    purchaseForm.localeSet,
    redeemForm.localeSet,
  ]);
  const amountsKey = amounts.join(',');
  useEffect(() => {
    setAmounts(amountsKey ? amountsKey.split(',').map(Number) : []);
    setPurchaseLocale(locale);
    setRedeemLocale(locale);
  }, [amountsKey, locale, setAmounts, setPurchaseLocale, setRedeemLocale]);
  return (
    <section className="cms-voucher" data-block="Voucher">
      <div className="cms-voucher__intro">
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
        </div>
      </div>
      <div className="cms-voucher__forms">
        <VoucherPurchase amounts={amounts} ctaText={block.ctaText} />
        <VoucherRedeem />
      </div>
    </section>
  );
}
