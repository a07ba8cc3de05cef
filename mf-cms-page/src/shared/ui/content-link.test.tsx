import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInPage } from '../testing/render-block';
import { ContentLink } from './content-link';
import { RichText } from './rich-text';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('content links', () => {
  it('open other hosts in a new tab without handing over the opener', () => {
    renderInPage(<ContentLink link={{ url: 'https://blog.example.org/ideen' }}>Ideen</ContentLink>);
    const link = screen.getByRole('link', { name: 'Ideen' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keep the page’s _ query keys on storefront paths, under the locale prefix', () => {
    window.history.replaceState(null, '', '/fr/?_storyblok=42&utm=x');
    renderInPage(<ContentLink link="/wandbilder#formate">Wandbilder</ContentLink>, {
      basename: '/fr',
    });
    expect(screen.getByRole('link', { name: 'Wandbilder' }).getAttribute('href')).toBe(
      '/fr/wandbilder?_storyblok=42#formate',
    );
  });

  it('lead nowhere for dangerous protocols, whatever their spelling', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const url of [
      'javascript:alert(1)',
      ' JaVa\tScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
    ]) {
      renderInPage(<ContentLink link={{ url }}>Klick</ContentLink>);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText('Klick')).toBeTruthy();
      cleanup();
    }
  });

  it('follow the same rules inside rich text', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html =
      '<p><a href="/kontakt">Kontakt</a> <a href="https://example.org">Extern</a> <a href="javascript:alert(1)">Böse</a></p>';
    const { container } = renderInPage(<RichText html={html} uid="r1" />, { basename: '/at' });
    expect(screen.getByRole('link', { name: 'Kontakt' }).getAttribute('href')).toBe('/at/kontakt');
    expect(screen.getByRole('link', { name: 'Extern' }).getAttribute('target')).toBe('_blank');
    expect(container.querySelector('a:not([href])')?.textContent).toBe('Böse');
  });
});
