import type { FooterProps } from '@shop/contracts';
import { NavLink } from '../../../entities/navigation';
import { useTranslate } from '../../../shared/i18n/use-translate';
import './footer.css';

/** The site footer: the configuration's link columns, legal links, payment methods and copyright. */
export function Footer({ locale, basename, navigation }: FooterProps) {
  const t = useTranslate(locale);
  const footer = navigation?.footer;
  if (!footer) return null;
  return (
    <footer className="shop-footer" data-testid="footer">
      <div className="shop-footer__inner">
        <div className="shop-footer__columns">
          {footer.columns.map((column) => (
            <nav key={column.title} className="shop-footer__column" aria-label={column.title}>
              <h2 className="shop-footer__title">{column.title}</h2>
              <ul className="shop-footer__links">
                {column.links.map((link) => (
                  <li key={link.url}>
                    <NavLink url={link.url} basename={basename}>
                      {link.text}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        {footer.paymentMethods.length > 0 && (
          <ul className="shop-footer__payments" aria-label={t('footer.paymentMethods')}>
            {footer.paymentMethods.map((method) => (
              <li key={method}>{method}</li>
            ))}
          </ul>
        )}
        <div className="shop-footer__bottom">
          <nav aria-label={t('footer.legal')}>
            <ul className="shop-footer__legal">
              {footer.legalLinks.map((link) => (
                <li key={link.url}>
                  <NavLink url={link.url} basename={basename}>
                    {link.text}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {footer.copyright && <p className="shop-footer__copyright">{footer.copyright}</p>}
        </div>
      </div>
    </footer>
  );
}
