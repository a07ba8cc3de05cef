import { cleanup, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { ContactForm } from './contact-form';

const person = {
  name: 'Service-Team',
  content: {
    component: 'Person',
    _uid: 'p1',
    name: 'Anna Schmidt',
    role: 'Kundenservice',
    image: { filename: '/media/content/wallart/person-service.jpg', alt: 'Anna Schmidt' },
    email: 'service@wallart.example',
    phone: '+49 (0)221 123 45',
  },
};
const block = {
  component: 'ContactForm',
  _uid: 'cf',
  headline: 'Kontakt',
  text: 'Wir helfen dir gern weiter.',
  person,
  topics: ['Bestellung'],
  submitLabel: 'Senden',
  privacyNotice: 'Datenschutz',
} as unknown as BlockOf<'ContactForm'>;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Re-renders the block with a fresh (equal) block object, as a parent's update would. */
function RendersThrice() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count < 2) setCount(count + 1);
  }, [count]);
  return (
    <>
      <span data-testid="renders">{count}</span>
      <ContactForm block={{ ...block, person: 'uuid-unresolved' }} />
    </>
  );
}

const logged = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([line]) => JSON.parse(String(line)).event);

describe('ContactForm', () => {
  it('shows the block text and the person with picture, e-mail and phone links', () => {
    renderInPage(<ContactForm block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Kontakt' })).toBeTruthy();
    expect(screen.getByText('Wir helfen dir gern weiter.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Anna Schmidt' })).toBeTruthy();
    expect(screen.getByText('Kundenservice')).toBeTruthy();
    expect(screen.getByAltText('Anna Schmidt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'service@wallart.example' }).getAttribute('href')).toBe(
      'mailto:service@wallart.example',
    );
    expect(screen.getByRole('link', { name: '+49 (0)221 123 45' }).getAttribute('href')).toBe(
      'tel:+4922112345',
    );
    // No form that could not send.
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('form')).toBeNull();
  });

  it('without a resolved person: logs once and shows the block without the card', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderInPage(<RendersThrice />);
    expect(screen.getByTestId('renders').textContent).toBe('2');
    expect(screen.getByRole('heading', { level: 2, name: 'Kontakt' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(logged(warn).filter((event) => event === 'contact form person not found')).toHaveLength(
      1,
    );
  });
});
