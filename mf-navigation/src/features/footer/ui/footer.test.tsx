import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { navigationFixture } from '../../../shared/testing/navigation-fixture';
import { Footer } from './footer';

afterEach(cleanup);

describe('Footer', () => {
  it('is the page’s contentinfo with the configured columns, legal links and copyright, below the basename', () => {
    render(
      <Footer
        channel="wallart"
        country="de"
        locale="de-DE"
        platform="web"
        basename="/de"
        navigation={navigationFixture}
      />,
    );
    const footer = screen.getByRole('contentinfo');
    const service = within(footer).getByRole('navigation', { name: 'Service' });
    expect(within(service).getByRole('link', { name: 'Kontakt' }).getAttribute('href')).toBe(
      '/de/kontakt',
    );
    expect(within(footer).getByRole('navigation', { name: 'Rechtliches' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Datenschutz' }).getAttribute('href')).toBe(
      '/de/datenschutz',
    );
    expect(footer.textContent).toContain('© Wallart GmbH');
  });

  it('renders nothing without a configuration', () => {
    const { container } = render(
      <Footer
        channel="wallart"
        country="de"
        locale="de-DE"
        platform="web"
        basename=""
        navigation={null}
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});
