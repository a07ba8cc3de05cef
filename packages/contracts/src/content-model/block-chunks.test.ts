import { describe, expect, it } from 'vitest';
import { blockChunksSchema } from './block-chunks';
import { storyComponents } from './story-components';

describe('storyComponents', () => {
  it('lists every component of a story once, nested blocks included, in reading order', () => {
    const content = {
      component: 'Page',
      teaser: [{ component: 'Teaser', _uid: 't' }],
      body: [
        { component: 'Container', items: [{ component: 'Headline' }, { component: 'Teaser' }] },
        { component: 'ProductQuality', items: [{ component: 'QualityItem' }] },
        { component: 'Text', contentVariant: 'on' },
      ],
    };
    expect(storyComponents(content)).toEqual([
      'Page',
      'Teaser',
      'Container',
      'Headline',
      'ProductQuality',
      'QualityItem',
      'Text',
    ]);
  });

  it('finds nothing in what is no content', () => {
    expect(storyComponents(null)).toEqual([]);
    expect(storyComponents('Teaser')).toEqual([]);
    expect(storyComponents({ component: 42, body: [] })).toEqual([]);
  });
});

describe('block-chunks.json', () => {
  it('takes plain file names of the version folder', () => {
    const chunks = { Teaser: { js: ['block-Teaser.1a2b3c4d.js'], css: ['block-Teaser.5e6f.css'] } };
    expect(blockChunksSchema.parse(chunks)).toEqual(chunks);
  });

  it('refuses a file outside the version folder or a name that is no component', () => {
    expect(() => blockChunksSchema.parse({ Teaser: { js: ['../x.js'], css: [] } })).toThrow(
      /plain name/,
    );
    expect(() =>
      blockChunksSchema.parse({ Teaser: { js: ['https://x/a.js'], css: [] } }),
    ).toThrow();
    expect(() => blockChunksSchema.parse({ teaser: { js: [], css: [] } })).toThrow(/component/);
  });
});
