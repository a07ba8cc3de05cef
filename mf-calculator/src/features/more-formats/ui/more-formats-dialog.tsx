import { useId, useMemo } from 'react';
import { useUnit } from 'effector-react';
import { dialogCloseRequested } from '@shop/bus';
import { galleryUnit, sizeLabel, type Locale } from '@shop/catalogue';
import type { ChannelId } from '@shop/contracts';
import { createTranslator } from '@shop/i18n';
import { Dialog } from '@shop/ui';
import { $offer, $selection, dialogFormatPicked } from '../../../entities/calculator';
import { Price } from '../../../shared/ui/price';

type Props = { channel: ChannelId; locale: Locale; rotated: boolean };

/** Every format of the calculator's material with its price; picking one selects it and closes. */
export function MoreFormatsDialog({ channel, locale, rotated }: Props) {
  const [offer, selection, pick] = useUnit([$offer, $selection, dialogFormatPicked]);
  const t = useMemo(() => createTranslator(locale), [locale]);
  const name = useId();
  const material = offer?.materials.find((entry) => entry.value === selection?.material);
  // The bus is the page's, outside the calculator's scope.
  const close = () => dialogCloseRequested();
  if (!offer || !selection || !material) return null;
  const unit = galleryUnit(channel, locale);
  return (
    <Dialog
      name="calculator-more-formats"
      title={`${t('calculator.moreFormatsTitle')} · ${material.label}`}
      closeLabel={t('calculator.close')}
      onClose={close}
    >
      <fieldset className="calc-formats calc-formats--dialog">
        <legend className="calc-field-label">{t('calculator.format')}</legend>
        {material.allFormats.map((format) => (
          <label key={format.value} className="calc-format" data-format={format.value}>
            <input
              type="radio"
              name={name}
              value={format.value}
              checked={format.value === selection.format}
              onChange={() => {
                pick(format.value);
                close();
              }}
            />
            <span className="calc-format__size">
              {rotated ? sizeLabel(format.value, unit, locale, { rotated }) : format.label}
            </span>
            <Price
              current={format.priceCurrent}
              original={format.priceOriginal}
              locale={locale}
              currency={offer.currency}
            />
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
