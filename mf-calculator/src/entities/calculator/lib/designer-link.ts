import {
  buildDesignerLink,
  formatKeyDimensions,
  formatString,
  isValidFormat,
  parseFormat,
  type DesignerLink,
  type Locale,
} from '@shop/catalogue';
import type { ChannelId } from '@shop/contracts';
import type { CalculatorBlock, MaterialOffer } from './offer';

export type LinkContext = {
  channel: ChannelId;
  locale: Locale;
  gclid?: string | null;
  /** Formats are offered in portrait: the designer opens the turned format. */
  rotated?: boolean;
};

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);

/** `600x400` turned to `400x600`; named formats (`a4-hoch`) keep their name. */
function turned(format: string, rotated: boolean | undefined): string {
  if (!rotated || !isValidFormat(format)) return format;
  const { width, height } = parseFormat(format);
  return formatString({ width: height, height: width });
}

/** The designer link of the calculator's choice: the designer of the block's product, with material, format and context. */
export function designerLinkFor(
  block: CalculatorBlock,
  material: MaterialOffer,
  format: string,
  context: LinkContext,
): string {
  const common = { locale: context.locale, gclid: context.gclid ?? undefined };
  const formatType = turned(format, context.rotated);
  const option = { ...block.context, ...material.context };
  let link: DesignerLink;
  switch (block.product) {
    case 'card':
      link = {
        ...common,
        kind: 'card',
        cardType: material.value,
        formatType,
        themeId: text(option.themeId),
        quantity: count(option.quantity),
      };
      break;
    case 'calendar':
      link = { ...common, kind: 'calendar', calendarType: material.value, formatType };
      break;
    case 'photobox':
      link = {
        ...common,
        kind: 'photobox',
        photoboxType: text(option.photoboxType) ?? material.value,
        format: formatString(formatKeyDimensions(formatType)),
      };
      break;
    case 'photoprint':
      link = {
        ...common,
        kind: 'photoPrints',
        format: formatString(formatKeyDimensions(formatType)),
      };
      break;
    case 'photobook':
      link = { ...common, kind: 'photobook', photobookType: material.value, format: formatType };
      break;
    case 'collage':
      link = {
        ...common,
        kind: 'collage',
        designId: text(option.designId),
        materialType: material.value,
        formatType,
      };
      break;
    default:
      // A designId turns a framed print into a collage (the product kind rule of the designer).
      link = text(option.designId)
        ? {
            ...common,
            kind: 'collage',
            designId: text(option.designId),
            materialType: material.value,
            formatType,
          }
        : { ...common, kind: 'photoFrame', materialType: material.value, formatType };
  }
  return buildDesignerLink(link, { channel: context.channel });
}
