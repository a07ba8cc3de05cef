import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DetailLayout } from './detail-layout';

afterEach(cleanup);

const picture = (name: string) => ({
  src: `/media/catalogue/${name}.jpg`,
  alt: name,
  width: 800,
  height: 800,
});

describe('DetailLayout', () => {
  it('fetches the product’s main picture at once with high priority, the thumbnails lazily', () => {
    render(
      <DetailLayout
        headingId="h"
        headline="Fotobuch"
        images={[picture('cover'), picture('inside')]}
      >
        <p>options</p>
      </DetailLayout>,
    );
    const main = screen.getByAltText('cover');
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByAltText('inside').getAttribute('loading')).toBe('lazy');
  });
});
