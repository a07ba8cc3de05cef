import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { buildDesignerLink, type Currency, type Locale } from '@shop/catalogue';
import type { ChannelId } from '@shop/contracts';
import type { Translate } from '@shop/i18n';
import {
  $framedPrices,
  $framedStatus,
  framedAcrylic,
  framedTeaserShown,
} from '../../../entities/calculator';
import { Price } from '../../../shared/ui/price';

type Props = { channel: ChannelId; locale: Locale; format: string; t: Translate };

/** Framed acrylic glass with the shop's live price: the chosen format's, else the lowest. */
export function FramedAcrylicTeaser({ channel, locale, format, t }: Props) {
  const [payload, status, shown] = useUnit([$framedPrices, $framedStatus, framedTeaserShown]);
  useEffect(() => shown(), [shown]);
  if (status === 'error') return null;
  const formats = payload?.formats ?? [];
  const same = formats.find((entry) => entry.formatType === format);
  const cheapest = formats.reduce<(typeof formats)[number] | undefined>(
    (low, entry) => (!low || entry.priceCurrent < low.priceCurrent ? entry : low),
    undefined,
  );
  const offer = same ?? cheapest;
  const href = buildDesignerLink(
    { kind: 'photoFrame', locale, ...framedAcrylic, formatType: offer?.formatType },
    { channel },
  );
  return (
    <aside className="calc-teaser" data-teaser="framed-acrylic" aria-busy={status === 'pending'}>
      <p className="calc-teaser__title">{t('calculator.framedAcrylicTitle')}</p>
      <p className="calc-teaser__text">{t('calculator.framedAcrylicText')}</p>
      <Price
        current={offer?.priceCurrent ?? null}
        original={offer?.priceOriginal ?? null}
        locale={locale}
        currency={(payload?.currency ?? 'EUR') as Currency}
        from={!same}
      />
      <a className="calc-teaser__cta" href={href}>
        {t('calculator.framedAcrylicCta')}
      </a>
    </aside>
  );
}
