import type { WallartCopy } from './copy-type';

export const nl: WallartCopy = {
  home: {
    name: 'Home',
    title: 'Wanddecoratie en fotocadeaus met je eigen foto’s | Wallart',
    description:
      'Je mooiste foto’s op canvas, acrylglas, poster of in een fotoboek – in professionele kwaliteit gedrukt en snel geleverd.',
    heroHeadline: 'Jouw herinneringen verdienen een grote plek',
    heroText:
      'Van vakantiekiekje tot familieportret: wij drukken je foto’s haarscherp op canvas, acrylglas en aluminium.',
    heroCta: 'Ontwerp je wanddecoratie',
    bentoHeadline: 'Vind jouw favoriete product',
    matrixHeadline: 'Onze bestsellers',
    storyHeadline: 'Met zorg gedrukt sinds 2011',
    storyText: [
      'Sinds 2011 maken we van foto’s wanddecoratie, kalenders en fotoboeken. In onze eigen drukkerij controleren we elke foto voordat hij gedrukt wordt.',
      'Upload je foto, kies materiaal en formaat – wij doen de rest. **Zorgvuldig verpakt** en snel verzonden.',
    ],
    customerHeadline: 'Zo mooi hangt het bij onze klanten',
    customerText: 'Deel je wanddecoratie met #mijnwallart en word onderdeel van onze galerij.',
    quote: {
      text: 'De kleuren op het canvas zijn nog mooier dan op mijn scherm. Het hangt nu boven de bank en iedereen vraagt waar we het vandaan hebben.',
      author: 'Sanne V.',
      role: 'Klant uit Utrecht',
    },
    shopHeadline: 'Nog meer ideeën voor je foto’s',
    shopText: 'Ontdek onze speciale winkels voor foto-afdrukken, kalenders en cadeaubonnen.',
    videoTitle: 'Van upload tot wanddecoratie in 60 seconden',
    containerName: 'Inspiratie woonkamer',
    containerHeadline: 'Inspiratie voor je interieur',
    containerText:
      'Een fotowand met drie tot vijf lijsten op gelijke afstand oogt rustig en modern. Tip: plan de opstelling met papieren sjablonen voordat je gaat boren.',
  },
  desktop: {
    name: 'Desktop-home',
    title: 'Wallart voor desktop – ontwerpen zonder verbindingsproblemen',
    description:
      'Met de Wallart-software ontwerp je fotoboeken en wanddecoratie gewoon op je computer, ook offline.',
    headline: 'Welkom in de Wallart-software',
    subline: 'Alle producten en alle tools – direct op je computer.',
    toolboxHeadline: 'Handige tools voor je foto’s',
    tools: {
      convertFile: {
        title: 'Bestanden omzetten',
        text: 'HEIC, TIFF of PNG? Wij zetten je foto’s om naar drukklare JPG’s.',
      },
      convertPdf: {
        title: 'PDF omzetten',
        text: 'Maak van een PDF-pagina een afbeelding voor je wanddecoratie of kalender.',
      },
      download: { title: 'Projecten bewaren', text: 'Download je ontwerpen en ga later verder.' },
      optimizeImage: {
        title: 'Foto’s optimaliseren',
        text: 'Automatische scherpte- en kleurcorrectie voor een stralend resultaat.',
      },
    },
  },
  uspHeadline: 'Hier kun je op rekenen',
  usps: [
    { icon: 'truck', title: 'Snelle levering', text: 'Gemaakt in 1–3 werkdagen' },
    { icon: 'award', title: 'Professionele kwaliteit', text: 'Gedrukt in onze eigen drukkerij' },
    { icon: 'heart', title: '100 dagen tevredenheid', text: 'Niet blij? Dan drukken we opnieuw.' },
    { icon: 'chat', title: 'Persoonlijk advies', text: 'Echte mensen, echte antwoorden' },
  ],
  materials: {
    leinwand: 'Canvas',
    acrylglas: 'Acrylglas',
    aludibond: 'Alu-Dibond',
    poster: 'Poster',
    forexplatte: 'Forex-plaat',
    hahnemuehle: 'Hahnemühle Fine Art',
    gallerybond: 'Galerieprint',
  },
  papers: {
    simple: 'Standaard glanzend',
    poster: 'Premium glanzend',
    'fotopapier-matt': 'Mat fotopapier',
    hahnemuehle: 'Hahnemühle Fine Art',
  },
  photoboxes: { small: 'Fotobox', max: 'Fotobox MAX' },
  calendarTypes: {
    wandkalender: 'Wandkalender',
    tischkalender: 'Bureaukalender',
    familienplaner: 'Familieplanner',
  },
  frames: {
    holzrahmen: {
      name: 'Houten lijst',
      description: 'Massief hout in zwart, wit of eiken – een klassieker met wit passe-partout.',
    },
    alurahmen: {
      name: 'Aluminium lijst',
      description: 'Slanke aluminium profielen die je foto stijlvol en modern laten uitkomen.',
    },
    'schattenfuge-leinwand': {
      name: 'Baklijst',
      description: 'Het canvas lijkt in de lijst te zweven – chic en galeriewaardig.',
    },
  },
  accessories: {
    posterbar: {
      name: 'Posterhanger',
      description: 'Magnetische houten latten die je poster zonder lijst op z’n plek houden.',
    },
    screw: {
      name: 'Schroevenset',
      description: 'Pluggen en schroeven die passen bij al onze ophangsystemen.',
    },
  },
  categories: {
    wallArt: {
      slug: 'wanddecoratie',
      name: 'Wanddecoratie',
      title: 'Wanddecoratie met je eigen foto – canvas, acryl en alu | Wallart',
      description:
        'Maak wanddecoratie van je eigen foto: op canvas, acrylglas, Alu-Dibond of als poster. Veel formaten, snelle levering.',
      headline: 'Wanddecoratie met jouw foto',
      text: 'Kies je materiaal, upload je favoriete foto en ontvang een uniek stuk voor je muur.',
      intro: [
        'Modern op acrylglas, klassiek op canvas of stijlvol op Alu-Dibond: elk materiaal laat je foto op zijn eigen manier stralen.',
        'Onze formaten lopen van een kleine blikvanger tot een XXL-statement boven de bank.',
      ],
    },
    canvasPrints: {
      slug: 'afdruk-op-canvas',
      name: 'Afdruk op canvas',
      title: 'Afdruk op canvas – jouw foto op canvas | Wallart',
      description:
        'Je foto op echt katoenen canvas, gespannen op een houten frame en klaar om op te hangen.',
      headline: 'Jouw foto op canvas',
      text: 'Warme kleuren en een fijne structuur: canvas is de klassieker voor familiefoto’s en vakantiemomenten.',
      intro: [
        'We drukken op een katoenmix en spannen het met de hand over een frame van grenenhout.',
        'Kies voor gespiegelde, gekleurde of doorlopende randen.',
      ],
    },
    photoPrints: {
      slug: 'foto-afdrukken',
      name: 'Foto-afdrukken',
      title: 'Foto-afdrukken online bestellen op echt fotopapier | Wallart',
      description:
        'Foto’s laten afdrukken zoals vroeger, maar sneller: afdrukken op echt fotopapier in veel formaten.',
      headline: 'Afdrukken op echt fotopapier',
      text: 'Houd je mooiste momenten weer in je handen – glanzend, mat of op Hahnemühle-papier.',
      intro: [
        'We belichten je foto’s op echt fotopapier, zodat de kleuren tientallen jaren stralend blijven.',
        'Perfect voor het fotoalbum, als cadeau of voor het prikbord.',
      ],
    },
    photoBox: {
      slug: 'fotobox',
      name: 'Fotobox',
      title: 'Fotobox met je afdrukken – het perfecte cadeau | Wallart',
      description:
        'Je foto’s als afdrukken in een mooie cadeaudoos. Ideaal voor bruiloften, reizen en bijzondere momenten.',
      headline: 'Herinneringen om te geven',
      text: 'Tot 200 afdrukken in een stevige doos met jouw foto op het deksel.',
      intro: [
        'De fotobox is een album om doorheen te bladeren: elke afdruk kun je eruit halen, doorgeven en weer terugleggen.',
        'In de fotobox MAX passen nog meer herinneringen.',
      ],
    },
    photoCalendar: {
      slug: 'fotokalender',
      name: 'Fotokalender',
      title: 'Zelf een fotokalender maken | Wallart',
      description:
        'Ontwerp je fotokalender met eigen foto’s: wandkalender, bureaukalender of familieplanner, te starten in elke maand.',
      headline: 'Twaalf maanden, twaalf favoriete foto’s',
      text: 'Een persoonlijke kalender is het cadeau dat een heel jaar lang plezier geeft.',
      intro: [
        'Kies je startmaand, zet verjaardagen erin en ontwerp elke pagina met onze sjablonen of helemaal vrij.',
        'Spiraalbinding, houten lat of standaard – jij bepaalt hoe je kalender hangt of staat.',
      ],
    },
  },
  category: {
    calculatorHeadline: 'Bereken je prijs',
    calculatorTitle: 'Kies materiaal en formaat',
    calculatorCta: 'Nu ontwerpen',
    moreFormats: 'Meer formaten',
    bestseller: 'Bestseller',
    formatsHeadline: 'Formaten en prijzen',
    sizesHeadline: 'Het juiste formaat kiezen',
    sizesText:
      'Vuistregel: boven de bank komt een foto het best tot zijn recht als hij ongeveer twee derde van de breedte van de bank beslaat.',
    framesHeadline: 'Bijpassende lijsten',
    qualityHeadline: 'Kwaliteit die je ziet',
    quality: [
      { title: 'Kleurvast', text: 'UV-bestendige inkt voor tientallen jaren kleurkracht.' },
      {
        title: 'Met de hand gecontroleerd',
        text: 'Elke afdruk wordt gecontroleerd voordat hij de deur uitgaat.',
      },
      { title: 'Duurzaam', text: 'Hout uit gecertificeerd bosbeheer.' },
    ],
    subTeaserHeadline: 'Twijfel je welk materiaal past?',
    subTeaserText: 'Onze materiaalvergelijking laat alle verschillen in één oogopslag zien.',
    subTeaserCta: 'Materialen vergelijken',
    imageCaption: 'Groot formaat in de woonkamer',
    photoCaption: 'Zonsondergang aan de Zeeuwse kust',
    photographer: 'Lena K.',
  },
  calendarDetail: {
    slug: 'wandkalender',
    name: 'Wandkalender',
    title: 'Wandkalender met eigen foto’s | Wallart',
    description:
      'Je wandkalender in A4 of A3, staand of liggend, met spiraalbinding of houten lat.',
    headline: 'Jouw wandkalender',
    text: 'Begin in elke gewenste maand en zet belangrijke data er meteen in.',
  },
  collage: {
    slug: 'fotocollage',
    name: 'Fotocollage',
    title: 'Fotocollage maken – veel foto’s, één afbeelding | Wallart',
    description:
      'Breng je mooiste foto’s samen in een collage: als hart, raster of vrije indeling op canvas of poster.',
    headline: 'Veel momenten, één afbeelding',
    detail: {
      slug: 'hartcollage',
      name: 'Hartcollage',
      title: 'Hartcollage met je eigen foto’s | Wallart',
      description:
        'Tot 30 foto’s in de vorm van een hart – het romantische cadeau voor je jubileum.',
      headline: 'Jouw hartcollage',
      text: 'Upload je foto’s en wij schikken ze automatisch in een hart.',
    },
  },
  photobook: {
    slug: 'fotoboek',
    name: 'Fotoboek',
    title: 'Fotoboek maken – hardcover, softcover en fotopapier | Wallart',
    description:
      'Je fotoboek in premiumkwaliteit: hardcover, softcover of op echt fotopapier met layflat-binding.',
    headline: 'Verhalen om doorheen te bladeren',
    quote: {
      text: 'Ons trouwfotoboek is prachtig geworden – de layflat-pagina’s zijn een droom.',
      author: 'Lotte en Daan',
    },
    detail: {
      slug: 'hardcover-fotoboek',
      name: 'Hardcover fotoboek',
      title: 'Hardcover fotoboek | Wallart',
      description: 'Een stevige kaft, mat premiumpapier en tot 150 pagina’s voor je herinneringen.',
      headline: 'Jouw hardcover fotoboek',
      text: 'De klassieker voor vakanties, bruiloften en de familiekroniek.',
    },
  },
  accessoriesPage: {
    slug: 'accessoires',
    name: 'Accessoires',
    title: 'Accessoires voor je wanddecoratie | Wallart',
    description:
      'Posterhangers, ophangsystemen en schroevensets – alles om je foto veilig op te hangen.',
    headline: 'Accessoires voor je muur',
    text: 'Het juiste accessoire voor elk materiaal, meteen klaar voor gebruik.',
    typesHeadline: 'Onze accessoires',
  },
  contact: {
    slug: 'contact',
    name: 'Contact',
    title: 'Contact en klantenservice | Wallart',
    description:
      'Vragen over je bestelling of het ontwerpen? Onze klantenservice helpt je graag verder.',
    headline: 'We staan voor je klaar',
    text: 'Stuur ons een bericht – meestal reageren we binnen één werkdag.',
    topics: ['Vraag over mijn bestelling', 'Hulp bij het ontwerpen', 'Klacht', 'Iets anders'],
    submit: 'Bericht versturen',
    privacyNotice: 'We gebruiken je gegevens alleen om je vraag te beantwoorden.',
    person: { name: 'Anna Becker', role: 'Teamleider klantenservice' },
  },
  voucher: {
    slug: 'cadeaubon',
    name: 'Cadeaubon',
    title: 'Cadeaubon bestellen | Wallart',
    description:
      'Geef fotoplezier cadeau: onze cadeaubon is geldig op alle producten en drie jaar lang te gebruiken.',
    headline: 'Geef herinneringen cadeau',
    text: 'Weet je niet welke foto het moet worden? Met een cadeaubon kiest de ontvanger zelf.',
    cta: 'Cadeaubon bestellen',
    body: 'Je ontvangt de cadeaubon direct per e-mail om te printen of door te sturen.',
  },
  poc: {
    headline: 'Hulp nodig bij het kiezen?',
    text: 'Ons team adviseert je persoonlijk over materiaal, formaat en beeldkwaliteit.',
    cta: 'Advies aanvragen',
  },
  feeds: {
    collage: {
      title: 'Collage-ideeën | Wallart',
      description: 'Nieuwe collagesjablonen en ideeën uit onze community.',
      headline: 'Collage-ideeën',
      text: 'Laat je inspireren door de nieuwste collages.',
    },
    calendar: {
      title: 'Kalender-ideeën | Wallart',
      description: 'Sjablonen en inspiratie voor je volgende fotokalender.',
      headline: 'Kalender-ideeën',
      text: 'Frisse ontwerpen voor elke maand.',
    },
    card: {
      title: 'Kaart-ideeën | Wallart',
      description: 'Wenskaartontwerpen voor elke gelegenheid.',
      headline: 'Kaart-ideeën',
      text: 'Van verjaardag tot kerst: ontwerpen om verliefd op te worden.',
    },
  },
  error: {
    name: 'Foutpagina',
    title: 'Pagina niet gevonden | Wallart',
    description: 'Sorry, deze pagina bestaat niet (meer).',
    headline: 'Oeps, hier is niets',
    text: 'De pagina is verplaatst of bestaat niet meer. Misschien vind je hier iets moois:',
    cta: 'Naar de homepage',
  },
  matrix: { bestseller: 'Bestseller', new: 'Nieuw' },
  help: {
    slug: 'klantenservice',
    name: 'Hulp en veelgestelde vragen',
    title: 'Hulp en veelgestelde vragen | Wallart',
    description:
      'Antwoorden op de meestgestelde vragen over bestellen, levering, beeldkwaliteit en betalen.',
    headline: 'Veelgestelde vragen',
    faq: [
      {
        question: 'Hoe lang duurt de levering?',
        answer:
          'We maken je bestelling in 1–3 werkdagen. Daarna is je pakket meestal binnen 2–3 dagen bij je.',
      },
      {
        question: 'Welke resolutie heeft mijn foto nodig?',
        answer:
          'Onze ontwerpsoftware toont een stoplicht: groen betekent dat je foto scherp wordt in het gekozen formaat.',
      },
      {
        question: 'Kan ik mijn bestelling nog wijzigen?',
        answer: 'Ja, zolang de productie nog niet is begonnen – bel of mail ons gerust.',
      },
      {
        question: 'Hoe kan ik betalen?',
        answer: 'Met iDEAL, creditcard, PayPal, Klarna of Apple Pay.',
      },
    ],
  },
  nav: {
    wallArt: 'Wanddecoratie',
    photoProducts: 'Fotoproducten',
    materialsHeading: 'Materialen',
    framesHeading: 'Lijsten en accessoires',
    bestseller: 'Bestsellers',
    premium: 'Premium',
    additional: 'Ook populair',
    newLabel: 'Nieuw',
    help: 'Hulp en FAQ',
    vouchers: 'Cadeaubonnen',
    contact: 'Contact',
    photoShop: 'Fotoafdrukwinkel',
    calendarShop: 'Kalenderwinkel',
    voucherShop: 'Cadeaubonwinkel',
    hotlineLabel: 'Klantenservice',
    hotlineHours: 'Ma–vr 8.00–18.00 uur',
    footerService: 'Service',
    footerProducts: 'Producten',
    footerLegal: 'Juridisch',
    privacy: 'Privacybeleid',
    cookies: 'Cookie-instellingen',
    copyright: '© Wallart GmbH',
  },
  configurator: {
    calendar: {
      name: 'Fotokalender',
      title: 'Ontwerp je fotokalender | Wallart',
      description:
        'Fotokalenders met jouw foto’s: wandkalenders, bureaukalenders of gezinsplanners in vele formaten, gedrukt in topkwaliteit.',
      headline: 'Ontwerp je fotokalender',
      text: 'Kies kalendertype, formaat en binding – daarna vul je in de ontwerper elke maand met je foto’s.',
    },
    card: {
      name: 'Wenskaarten',
      title: 'Ontwerp je wenskaarten | Wallart',
      description:
        'Persoonlijke wenskaarten met jouw foto’s en woorden: dubbele kaarten en ansichtkaarten voor elke gelegenheid, desgewenst met envelop.',
      headline: 'Ontwerp je wenskaarten',
      text: 'Kies kaarttype, formaat en aantal – daarna voeg je in de ontwerper tekst en foto’s toe.',
    },
    collage: {
      name: 'Fotocollage',
      title: 'Ontwerp je fotocollage | Wallart',
      description:
        'Fotocollages van je favoriete foto’s: kies een sjabloon, voeg je foto’s toe en laat hem als wanddecoratie drukken.',
      headline: 'Ontwerp je fotocollage',
      text: 'Kies een sjabloon – daarna schik je in de ontwerper je favoriete foto’s tot een collage.',
    },
    'photo-frame': {
      name: 'Foto in lijst',
      title: 'Jouw foto als wanddecoratie | Wallart',
      description:
        'Jouw foto op canvas, acrylglas, aluminium Dibond of als poster: kies materiaal en formaat en begin met ontwerpen.',
      headline: 'Jouw foto als wanddecoratie',
      text: 'Kies materiaal en formaat en zie meteen de prijs – daarna plaats je je foto in de ontwerper.',
    },
    photobook: {
      name: 'Fotoboek',
      title: 'Ontwerp je fotoboek | Wallart',
      description:
        'Fotoboeken met harde kaft en layflat-binding op mat papier: kies een formaat en vertel je verhaal.',
      headline: 'Ontwerp je fotoboek',
      text: 'Kies omslag, binding, papier en formaat – daarna vul je het pagina voor pagina in de ontwerper.',
    },
    photobox: {
      name: 'Fotobox',
      title: 'Ontwerp je fotobox | Wallart',
      description:
        'Fotoboxen met jouw afdrukken: kies grootte en formaat, upload je foto’s en ontvang ze netjes verpakt.',
      headline: 'Ontwerp je fotobox',
      text: 'Kies de grootte van de box en het afdrukformaat – daarna kies je in de ontwerper de foto’s voor je afdrukken.',
    },
  },
};
