import { useUnit } from 'effector-react';
import type { NavigationConfig } from '@shop/contracts';
import type { Translate } from '@shop/i18n';
import { Icon, NavLink } from '../../../entities/navigation';
import { $activeAccordion, accordionToggled } from '../model/burger-model';

type BurgerExtrasProps = { navigation: NavigationConfig; basename: string; t: Translate };

/** Below the main items on the first level: shops, the extra menu, the click-to-call hotline and the footer. */
export function BurgerExtras({ navigation, basename, t }: BurgerExtrasProps) {
  const [activeAccordion, toggle] = useUnit([$activeAccordion, accordionToggled]);
  const { shops, extraMenu, hotline, footer } = navigation;
  return (
    <>
      {shops.length > 0 && (
        <section className="burger__section" aria-label={t('burger.shops')}>
          <h3 className="burger__section-title">{t('burger.shops')}</h3>
          <ul className="burger__list">
            {shops.map((shop) => (
              <li key={shop.url}>
                <NavLink className="burger__entry burger__shop" url={shop.url} basename={basename}>
                  <span
                    className="burger__shop-dot"
                    style={{ backgroundColor: shop.color ?? '#1d1d1d' }}
                    aria-hidden="true"
                  />
                  {shop.text}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {extraMenu.length > 0 && (
        <section className="burger__section" aria-label={t('burger.more')}>
          <ul className="burger__list">
            {extraMenu.map((item) => (
              <li key={item.id}>
                <NavLink className="burger__entry" url={item.url} basename={basename}>
                  {item.text}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {hotline && (
        <section
          className="burger__section burger__hotline"
          aria-label={t('burger.serviceHotline')}
        >
          <a className="burger__call" href={hotline.href}>
            <Icon name="phone" size={20} />
            {t('burger.callUs', { phone: hotline.display })}
          </a>
          {hotline.openingHours && <p className="burger__hours">{hotline.openingHours}</p>}
        </section>
      )}
      {footer && (
        <section className="burger__section burger__footer">
          {footer.columns.map((column, index) => {
            const id = `burger-footer-${index}`;
            const open = activeAccordion === id;
            return (
              <div key={id} className="burger__accordion">
                <button
                  type="button"
                  className="burger__entry"
                  aria-expanded={open}
                  aria-controls={id}
                  onClick={() => toggle(id)}
                >
                  {column.title}
                  <Icon name="down" size={20} />
                </button>
                <ul id={id} className="burger__list burger__accordion-body" hidden={!open}>
                  {column.links.map((link) => (
                    <li key={link.url}>
                      <NavLink
                        className="burger__entry burger__entry--small"
                        url={link.url}
                        basename={basename}
                      >
                        {link.text}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
          <ul className="burger__legal">
            {footer.legalLinks.map((link) => (
              <li key={link.url}>
                <NavLink url={link.url} basename={basename}>
                  {link.text}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
