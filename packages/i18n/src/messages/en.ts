import type { accountEn } from './account/en';
import type { formsEn } from './forms/en';
import { productsEn } from './products/en';

/** British English, the base of every English locale; the keys of this file are the message keys. */
export const en = {
  'header.magazine': 'Magazine',
  'header.service': 'Service',
  'header.hotline': 'Hotline',
  'header.account': 'My account',
  'header.cart': 'Basket',
  'header.back': 'Back',
  'header.logIn': 'Log in',
  'header.loggedInAs': 'Logged in as {name}',
  'header.home': '{brand} – home page',
  'header.infoNavigation': 'Service and account',
  'header.cartItems': 'Basket, {count} items',
  'header.topDeals': 'Top deals',

  'burger.open': 'Open menu',
  'burger.close': 'Close menu',
  'burger.back': 'Back',
  'burger.menu': 'Menu',
  'burger.shops': 'Our shops',
  'burger.more': 'More',
  'burger.serviceHotline': 'Customer service hotline',
  'burger.callUs': 'Call us: {phone}',
  'burger.contactHours': 'Monday to Friday, {hours}',
  'burger.showAll': 'Show all',

  'navigation.main': 'Main navigation',
  'navigation.subItems': '{name}: more',
  'navigation.subNavigation': 'Categories',
  'navigation.scrollBack': 'Scroll back',
  'navigation.scrollForward': 'Scroll forward',
  'footer.legal': 'Legal',
  'footer.paymentMethods': 'Payment methods',
  'whitelabel.text':
    'You are ordering through our partner shop. Delivery and invoice come from us.',

  'errors.generic': 'Something went wrong. Please try again.',
  'errors.network':
    "We can't reach our servers right now. Please check your connection and try again.",
  'errors.retry': 'Try again',

  'price.from': 'from',
  'price.original': 'Original price: {price}',

  'delivery.countdown.today': 'Order within {time} for dispatch today.',
  'delivery.countdown.tomorrow': 'Order within {time} for dispatch tomorrow.',
  'delivery.countdown.date': 'Order within {time} for dispatch on {date}.',

  'cms.missingBlock': 'The component "{component}" was not found. Is it configured correctly?',
  'cms.showMore': 'Show more',
  'cms.showLess': 'Show less',
  'cms.rating': '{rating} out of 5 stars',
  'cms.photoCredit': 'Photo: {name}',
  'cms.table.format': 'Format',
  'cms.table.price': 'Price',
  'cms.table.originalPrice': 'Original price',
  'cms.feed.link': 'See all ideas',
  'cms.feed.empty': 'New ideas are on their way. Come back soon!',
  'cms.video.unsupported': 'Your browser cannot play this video.',
  'cms.sizes.label': 'Available sizes',

  'errorPage.title': 'Oops, something went wrong',
  'errorPage.text': "Sorry, this page couldn't be loaded. Please try again in a moment.",
  'errorPage.notFoundTitle': 'Page not found',
  'errorPage.notFoundText': "The page you're looking for doesn't exist or has moved.",
  'errorPage.home': 'Back to the homepage',
  'errorPage.details': 'Error details',
  'productPage.title': 'Products',
  'productPage.unavailable':
    'Our products are loading. If they do not appear, please try again in a moment.',
  'themesPage.title': 'Designs',
  'themesPage.unavailable':
    'These designs are loading. If they do not appear, please try again in a moment.',

  'calculator.material': 'Material',
  'calculator.cardType': 'Card type',
  'calculator.format': 'Format',
  'calculator.moreFormats': 'More formats',
  'calculator.moreFormatsTitle': 'All formats',
  'calculator.cta': 'Design now',
  'calculator.selected': 'Selected',
  'consent.title': 'Your privacy',
  'consent.text':
    'We use cookies and similar technologies to measure and improve the shop, for example in tests of new features. You decide whether we may.',
  'consent.privacy': 'Privacy policy',
  'consent.accept': 'Accept',
  'consent.decline': 'Decline',
  'consent.close': 'Close',
  'consent.currentGranted': 'Current choice: accepted.',
  'consent.currentDeclined': 'Current choice: declined.',
  'calculator.topDeal': 'Top deal',
  'calculator.popular': 'Most chosen',
  'calculator.youSave': 'You save {amount}',
  'calculator.pricesUnavailable': "Prices couldn't be loaded.",
  'calculator.retry': 'Try again',
  'calculator.loadingPrices': 'Loading prices…',
  'calculator.extraFormat': 'Your choice',
  'calculator.framedAcrylicTitle': 'Acrylic glass in a shadow-gap frame',
  'calculator.framedAcrylicText': 'Gallery look with a floating frame, ready to hang.',
  'calculator.framedAcrylicCta': 'Design framed',
  'calculator.close': 'Close',
  'material.leinwand': 'Canvas',
  'material.acrylglas': 'Acrylic glass',
  'material.aludibond': 'Aluminium Dibond',
  'material.poster': 'Poster',
  'material.forexplatte': 'Forex board',
  'material.gallerybond': 'GalleryBond',
  'material.hahnemuehle': 'Hahnemühle fine art',
  'card.klappkarte': 'Folded card',
  'card.postkarte': 'Postcard',
  'card.doppelkarte': 'Double card',
  'calendar.wandkalender': 'Wall calendar',
  'calendar.tischkalender': 'Desk calendar',
  'calendar.familienplaner': 'Family planner',
  'paper.simple': 'Standard photo paper',
  'paper.poster': 'Poster paper',
  'paper.fotopapier-matt': 'Matte photo paper',
  'paper.hahnemuehle': 'Hahnemühle fine art paper',
  'photobox.small': 'Photo box',
  'photobox.max': 'Photo box max',
  ...productsEn,
} as const;

/** A language's catalogue as the page loads it with its first scripts. */
export type BaseMessages = Readonly<Record<keyof typeof en, string>>;
export type MessageKey = keyof typeof en | keyof typeof accountEn | keyof typeof formsEn;
/** A full message catalogue of one language: the base, the account remote's and the forms' texts. */
export type Messages = Readonly<Record<MessageKey, string>>;
