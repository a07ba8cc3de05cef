import { labelColours, type Locale } from '@shop/catalogue';
import type { ThemeSummary } from '@shop/contracts';
import type { Translate } from '@shop/i18n';
import { Image } from '@shop/ui';
import { Price } from '../../../shared/ui/price';

const tileSize: Record<string, { width: number; height: number }> = {
  '7-5': { width: 350, height: 250 },
  '5-7': { width: 250, height: 350 },
  '1-1': { width: 300, height: 300 },
};

/** A label colour from the catalogue's list; anything else is shown in black. */
const colourOf = (colour: string) =>
  (labelColours as readonly string[]).includes(colour) ? colour : 'black';

/** One theme in a grid: its picture in the overview ratio, labels in their colours, name and from-price. */
export function ThemeTile({
  theme,
  href,
  locale,
  currency,
  t,
}: {
  theme: ThemeSummary;
  href: string;
  locale: Locale;
  currency: string;
  t: Translate;
}) {
  const size = tileSize[theme.aspectRatio] ?? tileSize['1-1']!;
  return (
    <li className="pw-tile" data-testid="theme-tile" data-theme-id={theme.themeId}>
      <a className="pw-tile__link" href={href}>
        <span className={`pw-tile__media pw-tile__media--r${theme.aspectRatio}`}>
          <Image
            src={theme.image}
            alt=""
            width={size.width}
            height={size.height}
            fit="contain"
            sizes="(min-width: 900px) 25vw, 50vw"
          />
        </span>
        {theme.labels.length > 0 && (
          <span className="pw-tile__labels">
            {theme.labels.map((label) => (
              <span key={label.value} className={`pw-label pw-label--${colourOf(label.colour)}`}>
                {label.text}
              </span>
            ))}
          </span>
        )}
        <span className="pw-tile__name">{theme.name}</span>
        <span className="pw-tile__meta">{theme.occasionLabel}</span>
        <Price price={theme.priceFrom} locale={locale} currency={currency} t={t} from />
      </a>
    </li>
  );
}

/** Grey tiles in the grid's places while a page loads. */
export function TileSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="pw-tile pw-tile--pending" aria-hidden="true">
          <span className="pw-tile__media pw-skeleton" />
          <span className="pw-skeleton pw-skeleton--line" />
          <span className="pw-skeleton pw-skeleton--line pw-skeleton--short" />
        </li>
      ))}
    </>
  );
}
