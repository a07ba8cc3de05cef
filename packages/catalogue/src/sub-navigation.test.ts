import { describe, expect, it } from 'vitest';
import type { NavigationConfig, NavigationItem } from '@shop/contracts';
import { subNavigationItem } from './sub-navigation';

const item = (id: string, url: string, extra: Partial<NavigationItem> = {}): NavigationItem => ({
  id,
  text: id,
  url,
  icon: null,
  label: null,
  navigationType: null,
  subNaviTileType: null,
  typeOverride: null,
  subnaviTitle: null,
  asset: null,
  isHeadlineItem: false,
  isOnlyInBurgerNavigation: false,
  alwaysShowSubNavi: false,
  subItems: [],
  flyoutGroups: [],
  ...extra,
});

const config = (mainNavigation: NavigationItem[]): NavigationConfig => ({
  mainNavigation,
  shops: [],
  extraMenu: [],
  hotline: null,
  footer: null,
  magazineUrl: null,
  serviceUrl: null,
  cartUrl: null,
  topDealsUrl: null,
});

const wallArt = item('wall-art', '/wandbilder', {
  navigationType: 'wall-art',
  alwaysShowSubNavi: true,
  subItems: [item('poster', '/wandbilder?materialType=poster')],
});
const photo = item('photo', '/fotoabzuege', {
  navigationType: 'photo-products',
  subItems: [item('box', '/fotobox')],
});
const cardsOnly = item('cards', '/karten', { navigationType: 'occasions' });
const navigation = config([cardsOnly, wallArt, photo]);

describe('subNavigationItem', () => {
  it('takes the item of the story’s active navigation type that has tiles', () => {
    expect(subNavigationItem(navigation, 'photo-products', '/fotobox')?.id).toBe('photo');
    expect(subNavigationItem(navigation, 'occasions', '/karten')).toBeNull();
  });

  it('without a type, an alwaysShowSubNavi item whose own or tile link is the page', () => {
    expect(subNavigationItem(navigation, null, '/wandbilder')?.id).toBe('wall-art');
    expect(subNavigationItem(navigation, 'home', '/wandbilder?materialType=poster')?.id).toBe(
      'wall-art',
    );
    expect(subNavigationItem(navigation, null, '/fotobox')).toBeNull();
  });

  it('shows nothing for none, on feed pages or without a configuration', () => {
    expect(subNavigationItem(navigation, 'none', '/wandbilder')).toBeNull();
    expect(subNavigationItem(navigation, 'wall-art', '/feed-collage')).toBeNull();
    expect(subNavigationItem(navigation, 'wall-art', '/feed-card?page=2')).toBeNull();
    expect(subNavigationItem(navigation, 'wall-art', '/feed-ideas')?.id).toBe('wall-art');
    expect(subNavigationItem(null, 'wall-art', '/wandbilder')).toBeNull();
  });
});
