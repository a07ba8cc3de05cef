import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageProps } from '@shop/contracts';
import { Page } from './page';

const props: PageProps = { channel: 'wallart', country: 'de', locale: 'de-DE', platform: 'web', basename: '' };

describe('Page', () => {
  it('renders its heading in the storefront language, marked with the build version', () => {
    render(<Page {...props} />);
    expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy();
    const root = screen.getByRole('heading').closest('section')!;
    expect(root.getAttribute('lang')).toBe('de-DE');
    expect(root.getAttribute('data-remote-version')).toBe('test');
  });
});
