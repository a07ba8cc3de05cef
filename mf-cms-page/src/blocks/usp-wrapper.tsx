import { resolvedStories, type BlockProps } from './types';
import { UspItem } from './usp-item';
import './usp-teaser.css';

/** The shared USP stories placed on a page, shown like the USP teaser's row. */
export function UspWrapper({ block }: BlockProps<'UspWrapper'>) {
  const usps = resolvedStories(block.usps, 'Usp');
  if (usps.length === 0) return null;
  return (
    <section className="cms-usp-teaser" data-block="UspWrapper">
      <ul className="cms-usp-teaser__list">
        {usps.map((usp) => (
          <li key={usp._uid}>
            <UspItem block={{ ...usp, component: 'UspItem' }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
