import { describe, expect, it } from 'vitest';
import { gatheringSlots, hydratingSlots, slotKey } from './slot-rendering';

describe('slot rendering', () => {
  it('lets each server-rendered slot hydrate once; the next mount renders afresh', () => {
    const slots = hydratingSlots([slotKey('mf_navigation', './Header')]);
    if (slots.mode !== 'browser') throw new Error('browser rendering expected');
    expect(slots.claim(slotKey('mf_navigation', './Header'), ':r1:')).toBe(true);
    expect(slots.claim(slotKey('mf_navigation', './Header'), ':r2:')).toBe(false);
    expect(slots.claim(slotKey('mf_cms_page', './Page'), ':r3:')).toBe(false);
  });

  it('keeps the claim of a slot that renders again before it commits, as React may when it yields', () => {
    const header = slotKey('mf_navigation', './Header');
    const slots = hydratingSlots([header]);
    if (slots.mode !== 'browser') throw new Error('browser rendering expected');
    expect(slots.claim(header, ':r1:')).toBe(true);
    expect(slots.claim(header, ':r1:')).toBe(true);
    expect(slots.claim(header, ':r2:')).toBe(false);
  });

  it('hands each hydrating slot the answers its server render loaded', () => {
    const header = slotKey('mf_navigation', './Header');
    const slots = hydratingSlots([header], { [header]: { 'menu:null': ['Wandbilder'] } });
    if (slots.mode !== 'browser') throw new Error('browser rendering expected');
    expect(slots.answers?.(header)).toEqual({ 'menu:null': ['Wandbilder'] });
    expect(slots.answers?.(slotKey('mf_cms_page', './Page'))).toBeUndefined();
    expect(slots.answers?.('constructor')).toBeUndefined();
  });

  it('gathers the slots a render asks for, leaving a module asked for twice to the browser', () => {
    const gathering = gatheringSlots();
    const { rendering } = gathering;
    if (rendering.mode !== 'gather') throw new Error('gathering expected');
    rendering.request({ key: 'a:./Header', remote: 'a', module: './Header', props: { n: 1 } });
    rendering.request({ key: 'b:./Page', remote: 'b', module: './Page', props: {} });
    rendering.request({ key: 'b:./Page', remote: 'b', module: './Page', props: {} });
    expect(gathering.slots()).toEqual([
      { key: 'a:./Header', remote: 'a', module: './Header', props: { n: 1 } },
    ]);
  });
});
