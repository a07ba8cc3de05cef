import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { routeChanged } from '@shop/bus';
import {
  $activeAccordion,
  $activeItem,
  $currentLevel,
  $isOpen,
  $primaryScrollTop,
  accordionToggled,
  backClicked,
  burgerClosed,
  burgerToggled,
  itemOpened,
  primaryScrolled,
  viewportResized,
} from './burger-model';

const state = (scope: ReturnType<typeof fork>) => ({
  isOpen: scope.getState($isOpen),
  currentLevel: scope.getState($currentLevel),
  activeItem: scope.getState($activeItem),
  activeAccordion: scope.getState($activeAccordion),
  primaryScrollTop: scope.getState($primaryScrollTop),
});

const closed = {
  isOpen: false,
  currentLevel: 'primary',
  activeItem: null,
  activeAccordion: null,
  primaryScrollTop: 0,
};

describe('burger model', () => {
  it('opens on the primary level and goes down to secondary and tertiary and back', async () => {
    const scope = fork();
    await allSettled(burgerToggled, { scope });
    expect(state(scope)).toEqual({ ...closed, isOpen: true });
    await allSettled(primaryScrolled, { scope, params: 240 });
    await allSettled(itemOpened, { scope, params: { id: 'wall-art', level: 'secondary' } });
    expect(state(scope)).toMatchObject({
      currentLevel: 'secondary',
      activeItem: 'wall-art',
      primaryScrollTop: 240,
    });
    await allSettled(itemOpened, { scope, params: { id: 'materials', level: 'tertiary' } });
    expect(state(scope)).toMatchObject({ currentLevel: 'tertiary', activeItem: 'materials' });
    await allSettled(backClicked, { scope });
    expect(state(scope)).toMatchObject({ currentLevel: 'secondary', activeItem: 'wall-art' });
    await allSettled(backClicked, { scope });
    expect(state(scope)).toMatchObject({
      currentLevel: 'primary',
      activeItem: null,
      primaryScrollTop: 240,
    });
  });

  it('picking another item on a level replaces the deeper ones', async () => {
    const scope = fork();
    await allSettled(burgerToggled, { scope });
    await allSettled(itemOpened, { scope, params: { id: 'a', level: 'secondary' } });
    await allSettled(itemOpened, { scope, params: { id: 'a1', level: 'tertiary' } });
    await allSettled(itemOpened, { scope, params: { id: 'a2', level: 'tertiary' } });
    expect(state(scope)).toMatchObject({ currentLevel: 'tertiary', activeItem: 'a2' });
    await allSettled(backClicked, { scope });
    expect(state(scope).activeItem).toBe('a');
  });

  it('keeps one accordion open at a time; a click on the open one closes it', async () => {
    const scope = fork();
    await allSettled(burgerToggled, { scope });
    await allSettled(accordionToggled, { scope, params: 'service' });
    await allSettled(accordionToggled, { scope, params: 'products' });
    expect(scope.getState($activeAccordion)).toBe('products');
    await allSettled(accordionToggled, { scope, params: 'products' });
    expect(scope.getState($activeAccordion)).toBeNull();
  });

  it('closing, by button or toggle, resets level, active item, accordion and scroll position', async () => {
    for (const close of [burgerClosed, burgerToggled]) {
      const scope = fork();
      await allSettled(burgerToggled, { scope });
      await allSettled(primaryScrolled, { scope, params: 120 });
      await allSettled(itemOpened, { scope, params: { id: 'photo', level: 'secondary' } });
      await allSettled(accordionToggled, { scope, params: 'service' });
      await allSettled(close, { scope });
      expect(state(scope)).toEqual(closed);
    }
  });

  it('closes by itself when the viewport reaches 1000 px, not below', async () => {
    const scope = fork();
    await allSettled(burgerToggled, { scope });
    await allSettled(itemOpened, { scope, params: { id: 'photo', level: 'secondary' } });
    await allSettled(viewportResized, { scope, params: 999 });
    expect(scope.getState($isOpen)).toBe(true);
    await allSettled(viewportResized, { scope, params: 1000 });
    expect(state(scope)).toEqual(closed);
  });

  it('closes when the page changes', async () => {
    const scope = fork();
    await allSettled(burgerToggled, { scope });
    await allSettled(routeChanged, {
      scope,
      params: { pathname: '/fotobox', search: '', hash: '' },
    });
    expect(scope.getState($isOpen)).toBe(false);
  });
});
