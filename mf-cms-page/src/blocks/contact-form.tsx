import { useEffect } from 'react';
import type { BlockOf } from '@shop/contracts';
import { useCms } from '../shared/config/cms-context';
import { logCms } from '../shared/lib/log';
import { AssetImage } from '../shared/ui/asset-image';
import type { BlockProps, ResolvedStory } from './types';
import { ContactMessageForm } from './contact-message-form';
import './contact-form.css';

/** The person relation as the gateway resolved it, or null when it is missing or unresolved. */
function resolvedPerson(value: unknown): BlockOf<'Person'> | null {
  const story = value as ResolvedStory<'Person'> | string | undefined;
  return typeof story === 'object' && story?.content?.component === 'Person' ? story.content : null;
}

/** Who answers: picture, name, role, and e-mail and phone as links that open the shopper's app. */
function PersonCard({ person }: { person: BlockOf<'Person'> }) {
  const { t } = useCms();
  // `+49 (0)221 …` dials as `+49221…`: the bracketed trunk zero is not part of the number.
  const phone = person.phone?.replace(/\(0\)/g, '').replace(/[^\d+]/g, '');
  return (
    <div className="cms-contact-form__person">
      <AssetImage
        asset={person.image}
        width={160}
        height={160}
        sizes="160px"
        className="cms-contact-form__portrait"
      />
      <div className="cms-contact-form__details">
        <h3 className="cms-contact-form__name">{person.name}</h3>
        <p className="cms-contact-form__role">{person.role}</p>
        <ul className="cms-contact-form__channels">
          {person.email && (
            <li>
              <span className="cms-contact-form__label">{t('cms.contact.email')}</span>
              <a href={`mailto:${person.email}`}>{person.email}</a>
            </li>
          )}
          {person.phone && phone && (
            <li>
              <span className="cms-contact-form__label">{t('cms.contact.phone')}</span>
              <a href={`tel:${phone}`}>{person.phone}</a>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}

/** The contact block: its headline and text, the service person to reach, and the message form. */
export function ContactForm({ block }: BlockProps<'ContactForm'>) {
  const person = resolvedPerson(block.person);
  useEffect(() => {
    if (!person) logCms({ level: 'warn', event: 'contact form person not found', uid: block._uid });
  }, [person, block._uid]);
  return (
    <section className="cms-contact-form" data-block="ContactForm">
      <h2>{block.headline}</h2>
      {block.text && <p className="cms-contact-form__text">{block.text}</p>}
      <div className="cms-contact-form__layout">
        {person && <PersonCard person={person} />}
        <ContactMessageForm block={block} person={person?.name ?? null} />
      </div>
    </section>
  );
}
