import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { ContactForm } from './contact-form';
import { shopDocumentDataElementId } from '@shop/contracts';
import {
  preloadRecaptchaFx,
  recaptchaTokenFx,
  sendContactMessageFx,
} from '../features/contact-message';
import { logFx } from '../shared/lib/form-model';

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
    expect(screen.getByRole('button', { name: 'Senden' })).toBeTruthy();
  });

  it('without a resolved person: logs once and shows the block without the card', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderInPage(<RendersThrice />);
    expect(screen.getByTestId('renders').textContent).toBe('2');
    expect(screen.getByRole('heading', { level: 2, name: 'Kontakt' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
    expect(logged(warn).filter((event) => event === 'contact form person not found')).toHaveLength(
      1,
    );
  });

  it('is a labelled form: field errors at the fields, then the sent state with the server message', async () => {
    const send = vi.fn(async () => ({
      status: 'sent' as const,
      reference: 'CM-ABCDEFGH',
      message: 'Vielen Dank für Ihre Nachricht! Ihre Vorgangsnummer: CM-ABCDEFGH.',
    }));
    const scope = fork({
      handlers: [
        [recaptchaTokenFx, async () => 'token'],
        [sendContactMessageFx, send],
        [logFx, vi.fn()],
      ] as never,
    });
    renderInPage(
      <Provider value={scope}>
        <ContactForm block={block} />
      </Provider>,
    );
    fireEvent.change(screen.getByLabelText('Ihre E-Mail-Adresse'), { target: { value: 'x@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(send).not.toHaveBeenCalled();
    const email = screen.getByLabelText('Ihre E-Mail-Adresse');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Ihr Name'), { target: { value: 'Erika' } });
    fireEvent.change(email, { target: { value: 'erika@example.com' } });
    fireEvent.change(screen.getByLabelText('Thema'), { target: { value: 'Bestellung' } });
    fireEvent.change(screen.getByLabelText('Ihre Nachricht'), {
      target: { value: 'Wo ist mein Paket geblieben?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        topic: 'Bestellung',
        person: 'Anna Schmidt',
        recaptchaToken: 'token',
      }),
    );
    expect(screen.getByRole('status').textContent).toContain('CM-ABCDEFGH');
  });

  it('loads reCAPTCHA’s script once the shopper starts typing, not when the form appears', async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = shopDocumentDataElementId;
    data.textContent = JSON.stringify({
      environment: 'production',
      integrations: { recaptchaSiteKey: 'site-key' },
    });
    document.body.append(data);
    const preload = vi.fn(async () => undefined);
    const scope = fork({ handlers: [[preloadRecaptchaFx, preload]] as never });
    renderInPage(
      <Provider value={scope}>
        <ContactForm block={block} />
      </Provider>,
    );
    expect(preload).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.input(screen.getByLabelText('Ihr Name'), { target: { value: 'E' } });
    });
    expect(preload).toHaveBeenCalledWith({ siteKey: 'site-key', devTokenAllowed: false });
    data.remove();
  });
});
