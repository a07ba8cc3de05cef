import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { Quote } from './quote';

const block: BlockOf<'Quote'> = {
  component: 'Quote',
  _uid: 'qu',
  text: 'Die Farben sind der Wahnsinn.',
  author: 'Julia M.',
  role: 'Kundin aus Köln',
  rating: 4,
};

afterEach(cleanup);

describe('Quote', () => {
  it('quotes the text with author and role, and reads the rating as text', () => {
    const { container } = renderInPage(<Quote block={block} />);
    expect(container.querySelector('blockquote')?.textContent).toBe(block.text);
    expect(container.querySelector('figcaption')?.textContent).toBe('Julia M.Kundin aus Köln');
    expect(screen.getByText('4 von 5 Sternen')).toBeTruthy();
    const stars = container.querySelector('.cms-quote__stars')!;
    expect(stars.getAttribute('aria-hidden')).toBe('true');
    expect(stars.textContent).toBe('★★★★★');
    expect(stars.querySelector('.cms-quote__stars-empty')?.textContent).toBe('★');
  });

  it('says the rating in the shopper’s language, and shows no stars without a rating', () => {
    renderInPage(<Quote block={{ ...block, rating: 4.5 }} />, { locale: 'en-GB', country: 'gb' });
    expect(screen.getByText('4.5 out of 5 stars')).toBeTruthy();
    cleanup();
    const { container } = renderInPage(<Quote block={{ ...block, rating: undefined }} />);
    expect(container.querySelector('.cms-quote__rating')).toBeNull();
  });
});
