import { describe, expect, it } from 'vitest';
import { isCurrentLink, linkTarget } from './href';

describe('linkTarget', () => {
  it('puts storefront paths below the basename and keeps the page’s underscore keys', () => {
    expect(linkTarget('/wandbilder', '/fr/d')).toEqual({ href: '/fr/d/wandbilder' });
    expect(linkTarget('/wandbilder?materialType=poster', '', '?_storyblok=1&utm=x')).toEqual({
      href: '/wandbilder?materialType=poster&_storyblok=1',
    });
  });

  it('opens another host in a new tab and leaves anchors alone', () => {
    expect(linkTarget('https://www.example.com/', '')).toEqual({
      href: 'https://www.example.com/',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(linkTarget('#cookie-settings', '/de')).toEqual({ href: '#cookie-settings' });
  });
});

describe('isCurrentLink', () => {
  it('matches the path and the query the link names', () => {
    expect(
      isCurrentLink('/wandbilder?materialType=poster', '/wandbilder', '?materialType=poster&_x=1'),
    ).toBe(true);
    expect(
      isCurrentLink('/wandbilder?materialType=poster', '/wandbilder', '?materialType=leinwand'),
    ).toBe(false);
    expect(isCurrentLink('/wandbilder', '/wandbilder', '')).toBe(true);
    expect(isCurrentLink('/wandbilder', '/wandbilder', '?materialType=poster')).toBe(false);
    expect(isCurrentLink('/wandbilder', '/fotobox', '')).toBe(false);
  });
});
