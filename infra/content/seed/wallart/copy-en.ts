import type { WallartCopy } from './copy-type';

export const en: WallartCopy = {
  home: {
    name: 'Home',
    title: 'Wall art & photo gifts from your own photos | Wallart',
    description:
      'Your favourite photos on canvas, acrylic glass, posters or in a photo book – printed in professional quality and delivered fast.',
    heroHeadline: 'Your memories deserve a bigger stage',
    heroText:
      'From holiday snaps to family portraits: we print your pictures pin-sharp on canvas, acrylic glass and aluminium.',
    heroCta: 'Design your wall art',
    bentoHeadline: 'Find your favourite product',
    matrixHeadline: 'Our bestsellers',
    storyHeadline: 'Printed with care since 2011',
    storyText: [
      'Since 2011 we have been turning photos into wall art, calendars and photo books. In our own print studio we check every picture before it goes to print.',
      'Upload your photo, choose the material and size – we take care of the rest. **Carefully packed** and shipped fast.',
    ],
    customerHeadline: 'How our customers show off their prints',
    customerText: 'Share your wall art with #mywallart and become part of our gallery.',
    quote: {
      text: 'The colours on the canvas look even better than on screen. It now hangs above our sofa and everyone asks where we got it.',
      author: 'Emma R.',
      role: 'Customer from Manchester',
    },
    shopHeadline: 'Even more ideas for your photos',
    shopText: 'Explore our dedicated shops for photo prints, calendars and gift vouchers.',
    videoTitle: 'From upload to finished wall art in 60 seconds',
    containerName: 'Living room inspiration',
    containerHeadline: 'Inspiration for your home',
    containerText:
      'A gallery wall of three to five pictures hung at equal distances feels calm and modern. Tip: plan it with paper templates before you drill.',
  },
  desktop: {
    name: 'Desktop home',
    title: 'Wallart for desktop – design without losing your connection',
    description:
      'With the Wallart software you can design photo books and wall art comfortably on your computer, even offline.',
    headline: 'Welcome to the Wallart software',
    subline: 'Every product, every tool – right on your computer.',
    toolboxHeadline: 'Handy tools for your photos',
    tools: {
      convertFile: {
        title: 'Convert files',
        text: 'HEIC, TIFF or PNG? We convert your photos into print-ready JPGs.',
      },
      convertPdf: {
        title: 'Convert PDFs',
        text: 'Turn a PDF page into an image for your wall art or calendar.',
      },
      download: { title: 'Back up projects', text: 'Download your drafts and carry on later.' },
      optimizeImage: {
        title: 'Optimise images',
        text: 'Automatic sharpening and colour correction for brilliant results.',
      },
    },
  },
  uspHeadline: 'What you can count on',
  usps: [
    { icon: 'truck', title: 'Fast delivery', text: 'Made in 1–3 working days' },
    { icon: 'award', title: 'Professional quality', text: 'Printed in our own studio' },
    { icon: 'heart', title: '100-day happiness promise', text: 'Not happy? We will reprint it.' },
    { icon: 'chat', title: 'Personal advice', text: 'Real people, real answers' },
  ],
  materials: {
    leinwand: 'Canvas',
    acrylglas: 'Acrylic glass',
    aludibond: 'Aluminium Dibond',
    poster: 'Poster',
    forexplatte: 'Foam board',
    hahnemuehle: 'Hahnemühle fine art',
    gallerybond: 'Gallery print',
  },
  papers: {
    simple: 'Standard gloss',
    poster: 'Premium gloss',
    'fotopapier-matt': 'Matte photo paper',
    hahnemuehle: 'Hahnemühle fine art',
  },
  photoboxes: { small: 'Photo box', max: 'Photo box MAX' },
  calendarTypes: {
    wandkalender: 'Wall calendar',
    tischkalender: 'Desk calendar',
    familienplaner: 'Family planner',
  },
  frames: {
    holzrahmen: {
      name: 'Wooden frame',
      description: 'Solid wood in black, white or oak – a classic with a white mount.',
    },
    alurahmen: {
      name: 'Aluminium frame',
      description: 'Slim aluminium mouldings that show off your picture in a sleek, modern way.',
    },
    'schattenfuge-leinwand': {
      name: 'Floater frame',
      description: 'Your canvas seems to float inside the frame – elegant and gallery-worthy.',
    },
  },
  accessories: {
    posterbar: {
      name: 'Poster hanger',
      description: 'Magnetic wooden bars that clip your poster in place – no frame needed.',
    },
    screw: {
      name: 'Screw set',
      description: 'Wall plugs and screws that fit all of our hanging systems.',
    },
  },
  categories: {
    wallArt: {
      slug: 'wall-art',
      name: 'Wall art',
      title: 'Personalised wall art – canvas, acrylic & aluminium | Wallart',
      description:
        'Create wall art from your own photo: on canvas, acrylic glass, aluminium Dibond or as a poster. Lots of sizes, fast delivery.',
      headline: 'Wall art made from your photo',
      text: 'Choose your material, upload your favourite photo and get a one-of-a-kind piece for your wall.',
      intro: [
        'Modern on acrylic glass, classic on canvas or refined on aluminium Dibond: every material shows off your photo in its own way.',
        'Our sizes range from small eye-catchers to XXL statement pieces above the sofa.',
      ],
    },
    canvasPrints: {
      slug: 'canvas-prints',
      name: 'Canvas prints',
      title: 'Canvas prints – your photo on canvas | Wallart',
      description:
        'Your photo on genuine cotton canvas, stretched over a wooden frame and ready to hang.',
      headline: 'Your photo on canvas',
      text: 'Warm colours and a fine texture: canvas is the classic choice for family photos and holiday moments.',
      intro: [
        'We print on a cotton-blend fabric and stretch it by hand over a pine stretcher frame.',
        'Choose mirrored, coloured or wrapped edges to finish it your way.',
      ],
    },
    photoPrints: {
      slug: 'photo-prints',
      name: 'Photo prints',
      title: 'Order photo prints online – real photo paper | Wallart',
      description:
        'Photo printing like it used to be, only faster: prints on real photo paper in lots of sizes.',
      headline: 'Photo prints on real photo paper',
      text: 'Hold your favourite moments in your hands again – gloss, matte or on Hahnemühle paper.',
      intro: [
        'We expose your photos onto real photo paper so the colours stay brilliant for decades.',
        'Perfect for albums, gifts or the pinboard.',
      ],
    },
    photoBox: {
      slug: 'photo-box',
      name: 'Photo box',
      title: 'Photo box with your prints – the perfect gift | Wallart',
      description:
        'Your photos as prints in a beautiful gift box. Ideal for weddings, travels and special moments.',
      headline: 'Memories to give away',
      text: 'Up to 200 prints in a sturdy box with a personal photo on the lid.',
      intro: [
        'The photo box is an album you can leaf through: every print can be taken out, passed around and put back.',
        'The photo box MAX has room for even more memories.',
      ],
    },
    photoCalendar: {
      slug: 'photo-calendar',
      name: 'Photo calendar',
      title: 'Create your own photo calendar | Wallart',
      description:
        'Design your photo calendar with your own pictures: wall calendar, desk calendar or family planner, starting in any month.',
      headline: 'Twelve months, twelve favourite photos',
      text: 'A personal calendar is the gift that brings joy all year round.',
      intro: [
        'Pick your start month, add birthdays and design every page with our templates or completely freely.',
        'Spiral binding, wooden hanger or desk stand – you decide how your calendar hangs or stands.',
      ],
    },
  },
  category: {
    calculatorHeadline: 'Work out your price',
    calculatorTitle: 'Choose material and size',
    calculatorCta: 'Start designing',
    moreFormats: 'More sizes',
    bestseller: 'Bestseller',
    formatsHeadline: 'Sizes and prices',
    sizesHeadline: 'Finding the right size',
    sizesText:
      'Rule of thumb: above a sofa, a picture looks best when it is about two thirds as wide as the sofa.',
    framesHeadline: 'Matching frames',
    qualityHeadline: 'Quality you can see',
    quality: [
      { title: 'Colourfast', text: 'UV-resistant inks for decades of brilliance.' },
      { title: 'Checked by hand', text: 'Every picture is inspected before it ships.' },
      { title: 'Sustainable', text: 'Wood from certified forestry.' },
    ],
    subTeaserHeadline: 'Not sure which material suits you?',
    subTeaserText: 'Our material comparison shows you every difference at a glance.',
    subTeaserCta: 'Compare materials',
    imageCaption: 'Large format in the living room',
    photoCaption: 'Sunset on the Cornish coast',
    photographer: 'Lena K.',
  },
  calendarDetail: {
    slug: 'wall-calendar',
    name: 'Wall calendar',
    title: 'Wall calendar with your own photos | Wallart',
    description:
      'Your wall calendar in A4 or A3, portrait or landscape, with spiral binding or a wooden hanger.',
    headline: 'Your wall calendar',
    text: 'Start in any month you like and add important dates straight away.',
  },
  collage: {
    slug: 'photo-collage',
    name: 'Photo collage',
    title: 'Create a photo collage – many photos, one picture | Wallart',
    description:
      'Bring your best photos together in a collage: as a heart, a grid or a free layout on canvas or poster.',
    headline: 'Many moments, one picture',
    detail: {
      slug: 'heart-collage',
      name: 'Heart collage',
      title: 'Heart collage with your photos | Wallart',
      description: 'Up to 30 photos in the shape of a heart – the romantic anniversary gift.',
      headline: 'Your heart collage',
      text: 'Upload your photos and we arrange them into a heart automatically.',
    },
  },
  photobook: {
    slug: 'photo-book',
    name: 'Photo book',
    title: 'Create a photo book – hardcover, softcover & photo paper | Wallart',
    description:
      'Your photo book in premium quality: hardcover, softcover or on real photo paper with lay-flat binding.',
    headline: 'Stories you can leaf through',
    quote: {
      text: 'Our wedding photo book turned out beautifully – the lay-flat pages are a dream.',
      author: 'Sarah & Tom',
    },
    detail: {
      slug: 'hardcover-photo-book',
      name: 'Hardcover photo book',
      title: 'Hardcover photo book | Wallart',
      description: 'A sturdy cover, premium matte paper and up to 150 pages for your memories.',
      headline: 'Your hardcover photo book',
      text: 'The classic for holidays, weddings and family chronicles.',
    },
  },
  accessoriesPage: {
    slug: 'accessories',
    name: 'Accessories',
    title: 'Accessories for your wall art | Wallart',
    description:
      'Poster hangers, hanging systems and screw sets – everything to hang your picture securely.',
    headline: 'Accessories for your wall',
    text: 'The right accessories for every material, ready to use.',
    typesHeadline: 'Our accessories',
  },
  contact: {
    slug: 'contact',
    name: 'Contact',
    title: 'Contact & customer service | Wallart',
    description:
      'Questions about your order or designing? Our customer service team is happy to help.',
    headline: 'We are here for you',
    text: 'Drop us a line – we usually reply within one working day.',
    topics: ['Question about my order', 'Help with designing', 'Complaint', 'Something else'],
    submit: 'Send message',
    privacyNotice: 'We only use your details to answer your enquiry.',
    person: { name: 'Anna Becker', role: 'Head of Customer Service' },
  },
  voucher: {
    slug: 'gift-voucher',
    name: 'Gift voucher',
    title: 'Buy a gift voucher | Wallart',
    description:
      'Give the joy of photos: our voucher can be redeemed on every product and is valid for three years.',
    headline: 'Give memories',
    text: 'Not sure which photo to choose? With a voucher, the recipient decides.',
    cta: 'Buy a voucher',
    body: 'You receive the voucher instantly by email to print out or forward.',
  },
  poc: {
    headline: 'Need help choosing?',
    text: 'Our team will advise you personally on material, size and image quality.',
    cta: 'Ask for advice',
  },
  feeds: {
    collage: {
      title: 'Collage ideas | Wallart',
      description: 'New collage templates and ideas from our community.',
      headline: 'Collage ideas',
      text: 'Get inspired by the latest collages.',
    },
    calendar: {
      title: 'Calendar ideas | Wallart',
      description: 'Templates and inspiration for your next photo calendar.',
      headline: 'Calendar ideas',
      text: 'Fresh layouts for every month.',
    },
    card: {
      title: 'Card ideas | Wallart',
      description: 'Greeting card designs for every occasion.',
      headline: 'Card ideas',
      text: 'From birthdays to Christmas: designs to fall in love with.',
    },
  },
  error: {
    name: 'Error page',
    title: 'Page not found | Wallart',
    description: 'Sorry, this page does not exist (any more).',
    headline: 'Oops, nothing here',
    text: 'The page has moved or no longer exists. Perhaps you will find something lovely here instead:',
    cta: 'Back to the home page',
  },
  matrix: { bestseller: 'Bestseller', new: 'New' },
  help: {
    slug: 'help',
    name: 'Help & FAQ',
    title: 'Help & frequently asked questions | Wallart',
    description:
      'Answers to the most common questions about ordering, delivery, image quality and payment.',
    headline: 'Frequently asked questions',
    faq: [
      {
        question: 'How long does delivery take?',
        answer:
          'We make your order in 1–3 working days. After that your parcel usually arrives within 2–3 days.',
      },
      {
        question: 'What resolution does my photo need?',
        answer:
          'Our design software shows a traffic light: green means your photo will be sharp in the size you chose.',
      },
      {
        question: 'Can I still change my order?',
        answer:
          'Yes, as long as production has not started – just give us a call or send us a message.',
      },
      { question: 'How can I pay?', answer: 'By credit card, PayPal, Klarna or Apple Pay.' },
    ],
  },
  nav: {
    wallArt: 'Wall art',
    photoProducts: 'Photo products',
    materialsHeading: 'Materials',
    framesHeading: 'Frames & accessories',
    bestseller: 'Bestsellers',
    premium: 'Premium',
    additional: 'Also popular',
    newLabel: 'New',
    help: 'Help & FAQ',
    vouchers: 'Gift vouchers',
    contact: 'Contact',
    photoShop: 'Photo print shop',
    calendarShop: 'Calendar shop',
    voucherShop: 'Voucher shop',
    hotlineLabel: 'Customer service',
    hotlineHours: 'Mon–Fri 8am–6pm',
    footerService: 'Service',
    footerProducts: 'Products',
    footerLegal: 'Legal',
    privacy: 'Privacy policy',
    cookies: 'Cookie settings',
    copyright: '© Wallart GmbH',
  },
  configurator: {
    calendar: {
      name: 'Photo calendar',
      title: 'Design your photo calendar | Wallart',
      description:
        'Photo calendars with your pictures: wall calendars, desk calendars or family planners in many formats, printed in premium quality.',
      headline: 'Design your photo calendar',
      text: 'Choose the calendar type, format and binding – then fill every month with your photos in the designer.',
    },
    card: {
      name: 'Greeting cards',
      title: 'Design your greeting cards | Wallart',
      description:
        'Personal greeting cards with your photos and words: folded cards and postcards for every occasion, with envelopes if you like.',
      headline: 'Design your greeting cards',
      text: 'Choose the card type, format and quantity – then add your text and photos in the designer.',
    },
    collage: {
      name: 'Photo collage',
      title: 'Design your photo collage | Wallart',
      description:
        'Photo collages of your favourite pictures: pick a template, add your photos and have it printed as wall art.',
      headline: 'Design your photo collage',
      text: 'Pick a template – then arrange your favourite photos into a collage in the designer.',
    },
    'photo-frame': {
      name: 'Framed photo',
      title: 'Your photo as wall art | Wallart',
      description:
        'Your photo on canvas, acrylic glass, aluminium Dibond or as a poster: choose material and format and start designing.',
      headline: 'Your photo as wall art',
      text: 'Choose material and format and see the price at once – then place your photo in the designer.',
    },
    photobook: {
      name: 'Photo book',
      title: 'Design your photo book | Wallart',
      description:
        'Hardcover photo books with lay-flat binding on matt paper: choose a format and tell your story.',
      headline: 'Design your photo book',
      text: 'Choose cover, binding, paper and format – then fill it page by page in the designer.',
    },
    photobox: {
      name: 'Photo box',
      title: 'Design your photo box | Wallart',
      description:
        'Photo boxes with your prints: choose box size and format, upload your photos and receive them neatly packed.',
      headline: 'Design your photo box',
      text: 'Choose the box size and print format – then pick the photos for your prints in the designer.',
    },
  },
};
