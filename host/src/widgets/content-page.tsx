import { useLocation } from 'react-router';

/** The page body; the CMS block renderer takes this slot over once content is composed. */
export function ContentPage() {
  const location = useLocation();
  return (
    <section className="shell-page" data-testid="page" data-path={location.pathname}>
      <h1>{document.title}</h1>
    </section>
  );
}
