import type { KartenliebeCopy } from './copy-type';

export const en: KartenliebeCopy = {
  home: {
    name: 'Home',
    title: 'Cards made with love – weddings, births & more | Kartenliebe',
    description:
      'Invitations, thank-you notes and greeting cards with your photos: beautifully printed, with envelopes and finishes on request.',
    heroHeadline: 'Cards straight from the heart',
    heroText:
      'Weddings, births or Christmas – design your cards with your own photos and personal words.',
    heroCta: 'Explore cards',
    occasionsHeadline: 'The right card for every occasion',
    matrixHeadline: 'Popular card collections',
    storyHeadline: 'Real paper, real feelings',
    storyText: [
      'A card you can hold in your hands is one that lasts. That is why we print on carefully chosen textured papers – with gold foil or embossing if you like.',
      'Order a **free sample** first and see the quality for yourself.',
    ],
    quote: {
      text: 'Our wedding invitations were a dream. Lots of guests kept them and stuck them on the fridge.',
      author: 'Hannah & James',
      role: 'Newlyweds from Bristol',
    },
  },
  desktop: {
    name: 'Desktop home',
    title: 'Kartenliebe for desktop',
    description: 'Design your cards comfortably on your computer – with every template and font.',
    headline: 'Welcome to Kartenliebe',
    subline: 'Every card template right on your computer.',
  },
  uspHeadline: 'Why Kartenliebe',
  usps: [
    { icon: 'paper', title: 'Premium papers', text: 'Matte, textured or pearlescent' },
    { icon: 'envelope', title: 'Envelopes included', text: 'Matched to every card' },
    { icon: 'sample', title: 'Free sample', text: 'Feel it before you order' },
    { icon: 'truck', title: 'Fast delivery', text: 'Dispatched in 2–3 working days' },
  ],
  occasions: {
    hochzeit: {
      slug: 'wedding-cards',
      name: 'Wedding cards',
      title: 'Design wedding cards – invitations, save the dates & thank-yous | Kartenliebe',
      description:
        'Wedding invitations, save the dates and thank-you cards with your photos – in elegant designs with gold foil and embossing.',
      headline: 'Wedding cards for your big day',
      text: 'From save the date to thank-you card: everything in one style.',
      intro:
        'Pick a design that suits you both and create invitations, menus and thank-you cards with the same look.',
      designs: ['Eucalyptus love', 'Golden wreath', 'Simple elegance'],
    },
    geburt: {
      slug: 'birth-announcements',
      name: 'Birth announcements',
      title: 'Birth announcement cards with photo | Kartenliebe',
      description:
        'Share the arrival of your baby with lovely birth announcements – with photo, name, date and weight.',
      headline: 'Hello, world!',
      text: 'Share your happiness with family and friends.',
      intro:
        'With a photo, date of birth, length and weight, our birth announcements tell the loveliest news in the world.',
      designs: ['Little star', 'Pastel dreams', 'Welcome, baby'],
    },
    geburtstag: {
      slug: 'birthday-cards',
      name: 'Birthday cards',
      title: 'Create your own birthday cards & invitations | Kartenliebe',
      description:
        'Birthday invitations and greeting cards – for children’s parties, milestone birthdays and everything in between.',
      headline: 'Time to celebrate',
      text: 'Invitations and wishes that bring a smile.',
      intro:
        'Whether it is a children’s party or a fiftieth, your own photos turn every invitation into an eye-catcher.',
      designs: ['Confetti shower', 'Balloon party', 'Milestone birthday'],
    },
    weihnachten: {
      slug: 'christmas-cards',
      name: 'Christmas cards',
      title: 'Photo Christmas cards | Kartenliebe',
      description:
        'Personal Christmas cards with your family photo – for friends or business, with gold foil on request.',
      headline: 'Merry Christmas, from the heart',
      text: 'The warmest festive greetings, made personal.',
      intro:
        'A family photo and a few warm words – and your Christmas greetings are sure to touch hearts.',
      designs: ['Winter forest', 'Golden stars', 'Family gathering'],
    },
    trauer: {
      slug: 'sympathy-cards',
      name: 'Sympathy cards',
      title: 'Sympathy cards & thank-you notes | Kartenliebe',
      description:
        'Dignified sympathy cards, funeral notices and thank-you notes – simply designed, with a photo and personal words.',
      headline: 'In loving memory',
      text: 'Thoughtfully designed cards for farewells and thanks.',
      intro:
        'In difficult times, clear words and a calm design help. We are glad to support you with the design.',
      designs: ['Quiet blossom', 'Ray of light', 'Gentle farewell'],
    },
  },
  common: {
    themesHeadline: 'All designs',
    accessoriesHeadline: 'Envelopes & extras',
    formatsHeadline: 'Card sizes',
    calculatorHeadline: 'Work out your price',
    calculatorTitle: 'Choose card type and size',
    calculatorCta: 'Design your card',
    moreFormats: 'More sizes',
    bestseller: 'Popular',
  },
  cardTypes: { klappkarte: 'Folded card', postkarte: 'Postcard' },
  accessories: {
    envelope: {
      name: 'Envelopes',
      description: 'Coloured envelopes in C6, B6 or DL – matched to your design.',
    },
    inlay: {
      name: 'Vellum inserts',
      description: 'Translucent paper for an elegant first impression.',
    },
    seal: { name: 'Seal stickers', description: 'Gold seals that make every envelope special.' },
  },
  cardDetail: {
    slug: 'eucalyptus-invitation',
    name: 'Eucalyptus love invitation',
    title: 'Eucalyptus love wedding invitation | Kartenliebe',
    description:
      'Delicate eucalyptus sprigs and plenty of room for your words: the invitation for nature-loving couples.',
    headline: 'Eucalyptus love',
    text: 'Folded card with room for a photo, the day’s schedule and an RSVP card.',
  },
  contact: {
    slug: 'contact',
    name: 'Contact',
    title: 'Contact & customer service | Kartenliebe',
    description: 'Questions about cards, paper or your order? We are happy to help.',
    headline: 'Write to us',
    text: 'Our card team usually replies within one working day.',
    topics: ['Question about my order', 'Help with designing', 'Sample order', 'Something else'],
    submit: 'Send message',
    privacyNotice: 'We only use your details to answer your enquiry.',
    person: { name: 'Marie Hoffmann', role: 'Card advice' },
  },
  voucher: {
    slug: 'gift-voucher',
    name: 'Gift voucher',
    title: 'Give a gift voucher | Kartenliebe',
    description: 'The voucher for everyone who loves sending cards – valid on every design.',
    headline: 'Joy to give',
    text: 'Perfect for engaged couples and new parents.',
    cta: 'Buy a voucher',
    body: 'You receive the voucher instantly by email.',
  },
  feeds: {
    collage: {
      title: 'Collage cards | Kartenliebe',
      description: 'Cards with several photos in a collage look.',
      headline: 'Collage cards',
      text: 'Lots of photos, one card.',
    },
    calendar: {
      title: 'Calendar ideas | Kartenliebe',
      description: 'Photo calendars to match your cards.',
      headline: 'Calendar ideas',
      text: 'The whole year in beautiful pictures.',
    },
    card: {
      title: 'New card designs | Kartenliebe',
      description: 'The latest designs for every occasion.',
      headline: 'New card designs',
      text: 'Fresh from our design studio.',
    },
  },
  error: {
    name: 'Error page',
    title: 'Page not found | Kartenliebe',
    description: 'Sorry, this page does not exist.',
    headline: 'This card seems to have got lost',
    text: 'The page no longer exists. Discover our loveliest designs instead:',
    cta: 'Back to the home page',
  },
  nav: {
    cards: 'Cards',
    occasions: 'Occasions',
    vouchers: 'Gift vouchers',
    contact: 'Contact',
    newLabel: 'New',
    hotlineLabel: 'Card advice',
    hotlineHours: 'Mon–Fri 9am–5pm',
    footerService: 'Service',
    footerOccasions: 'Occasions',
    footerLegal: 'Legal',
    privacy: 'Privacy policy',
    cookies: 'Cookie settings',
    copyright: '© Kartenliebe GmbH',
  },
  configurator: {
    card: {
      name: 'Greeting cards',
      title: 'Design your greeting cards | Kartenliebe',
      description:
        'Personal greeting cards with your photos and words: folded cards and postcards for every occasion, with envelopes if you like.',
      headline: 'Design your greeting cards',
      text: 'Choose the card type, format and quantity – then add your text and photos in the designer.',
    },
    calendar: {
      name: 'Photo calendar',
      title: 'Design your photo calendar | Kartenliebe',
      description:
        'Photo calendars with your pictures: wall calendars, desk calendars or family planners in many formats, printed in premium quality.',
      headline: 'Design your photo calendar',
      text: 'Choose the calendar type, format and binding – then fill every month with your photos in the designer.',
    },
    photobook: {
      name: 'Photo book',
      title: 'Design your photo book | Kartenliebe',
      description:
        'Hardcover photo books with lay-flat binding on matt paper: choose a format and tell your story.',
      headline: 'Design your photo book',
      text: 'Choose cover, binding, paper and format – then fill it page by page in the designer.',
    },
    collage: {
      name: 'Photo collage',
      title: 'Design your photo collage | Kartenliebe',
      description:
        'Photo collages of your favourite pictures: pick a template, add your photos and have it printed as wall art.',
      headline: 'Design your photo collage',
      text: 'Pick a template – then arrange your favourite photos into a collage in the designer.',
    },
  },
};
