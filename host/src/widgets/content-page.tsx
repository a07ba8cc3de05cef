import { useLocation } from 'react-router';
import { useTreatment } from '@shop/flags/react';

/** The page body; the CMS block renderer takes this slot over once content is composed. */
export function ContentPage() {
  const location = useLocation();
  // Content stories carry on and off variants; this flag picks one (control renders the default, off).
  const variant = useTreatment('content_switch') === 'on' ? 'on' : 'off';
  return (
    <section className="shell-page" data-testid="page" data-path={location.pathname} data-content-variant={variant}>
      <h1>{document.title}</h1>
    </section>
  );
}
