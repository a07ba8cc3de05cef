import { cta, headline, img, page, story, uuidOf, type Ctx, type SeedStory } from '../build';
import { doc } from '../richtext';
import type { WallartCopy } from './copy-type';
import { uspTeaser } from './pages-home';
import { calculator } from './products';
import { categoryHref, href } from './shared';

const feedKeys = ['collage', 'calendar', 'card'] as const;

/** Contact, voucher, help, the three feed pages and the content-managed error story. */
export function servicePages(ctx: Ctx, copy: WallartCopy): SeedStory[] {
  const { contact, voucher, help, error } = copy;
  const usps = {
    component: 'UspWrapper',
    usps: copy.usps.map((_, index) => uuidOf(ctx, `shared/usps/${index + 1}`)),
  };
  const stories = [
    story(
      ctx,
      contact.slug,
      contact.name,
      page(contact, {
        activeNavigation: 'none',
        body: [
          headline(contact.headline, 'h1'),
          {
            component: 'ContactForm',
            headline: contact.name,
            text: contact.text,
            person: uuidOf(ctx, 'shared/person-service'),
            topics: contact.topics,
            submitLabel: contact.submit,
            privacyNotice: contact.privacyNotice,
          },
        ],
      }),
      { group: 'contact', position: 20 },
    ),
    story(
      ctx,
      voucher.slug,
      voucher.name,
      page(voucher, {
        activeNavigation: 'none',
        body: [
          {
            component: 'Voucher',
            headline: voucher.headline,
            text: voucher.text,
            amounts: [25, 50, 100],
            ctaText: voucher.cta,
            image: img(ctx, 'voucher', voucher.headline),
          },
          { component: 'Text', text: doc(voucher.body) },
          usps,
        ],
      }),
      { group: 'voucher', position: 21 },
    ),
    story(
      ctx,
      help.slug,
      help.name,
      page(help, {
        activeNavigation: 'none',
        body: [
          headline(help.headline, 'h1'),
          {
            component: 'Text',
            text: doc(...help.faq.flatMap((item) => [`## ${item.question}`, item.answer])),
          },
        ],
      }),
      { group: 'help', position: 22 },
    ),
    ...feedKeys.map((key) => {
      const feed = copy.feeds[key];
      return story(
        ctx,
        `feed-${key}`,
        feed.headline,
        page(
          feed,
          {
            activeNavigation: 'none',
            body: [
              headline(feed.headline, 'h1'),
              {
                component: 'Feed',
                headline: feed.headline,
                text: feed.text,
                feedType: key,
                pageSize: 24,
              },
            ],
          },
          'noindex,follow',
        ),
        { group: `feed-${key}`, position: 30 },
      );
    }),
    story(
      ctx,
      'error',
      error.name,
      page(
        error,
        {
          activeNavigation: 'none',
          teaser: [
            {
              component: 'Teaser',
              variant: 'slim',
              headline: error.headline,
              text: error.text,
              cta: cta(error.cta, '/'),
            },
          ],
          uspTeaser: [uspTeaser(copy)],
          calculator: [calculator(copy, 'wallArt')],
          body: [
            {
              component: 'SubTeaser',
              variant: 'image-right',
              headline: copy.categories.wallArt.headline,
              text: copy.categories.wallArt.text,
              image: img(ctx, 'error-teaser', copy.categories.wallArt.name),
              cta: cta(copy.home.heroCta, categoryHref(copy, 'wallArt')),
            },
          ],
        },
        'noindex,nofollow',
      ),
      { group: 'error', position: 40 },
    ),
  ];
  return stories;
}

export { href };
