import type { WallartCopy } from './copy-type';

export const de: WallartCopy = {
  home: {
    name: 'Startseite',
    title: 'Wandbilder & Fotogeschenke mit deinen Fotos | Wallart',
    description:
      'Deine Lieblingsfotos als Leinwand, Acrylglas, Poster oder Fotobuch – in Profiqualität gedruckt und schnell bei dir zu Hause.',
    heroHeadline: 'Deine Erinnerungen verdienen eine große Bühne',
    heroText:
      'Vom Urlaubsfoto bis zum Familienporträt: Wir drucken deine Bilder gestochen scharf auf Leinwand, Acrylglas und Alu.',
    heroCta: 'Jetzt Wandbild gestalten',
    bentoHeadline: 'Finde dein Lieblingsprodukt',
    matrixHeadline: 'Unsere Bestseller',
    storyHeadline: 'Mit Liebe gedruckt – seit 2011',
    storyText: [
      'Seit 2011 verwandeln wir Fotos in Wandbilder, Kalender und Fotobücher. In unserer eigenen Manufaktur prüfen wir jedes Bild, bevor es in den Druck geht.',
      'Du lädst dein Foto hoch, wählst Material und Format – den Rest übernehmen wir. **Sorgfältig verpackt** und schnell versendet.',
    ],
    customerHeadline: 'So schön sieht es bei unseren Kundinnen und Kunden aus',
    customerText: 'Teile dein Wandbild mit #meinwallart und werde Teil unserer Galerie.',
    quote: {
      text: 'Die Farben auf der Leinwand sind noch schöner als auf dem Bildschirm. Das Bild hängt jetzt über unserem Sofa und alle fragen, wo wir es herhaben.',
      author: 'Julia M.',
      role: 'Kundin aus Hamburg',
    },
    shopHeadline: 'Noch mehr Ideen für deine Fotos',
    shopText: 'Entdecke unsere Spezialshops für Grußkarten und Geschäftskunden.',
    videoTitle: 'Vom Upload zum fertigen Wandbild in 60 Sekunden',
    containerName: 'Inspiration Wohnzimmer',
    containerHeadline: 'Inspiration für dein Zuhause',
    containerText:
      'Eine Bilderwand mit drei bis fünf Motiven in gleichen Abständen wirkt ruhig und modern. Tipp: Plane mit Papierschablonen, bevor du bohrst.',
  },
  desktop: {
    name: 'Desktop-Startseite',
    title: 'Wallart für den Desktop – gestalten ohne Internetabbruch',
    description:
      'Mit der Wallart-Software gestaltest du Fotobücher und Wandbilder bequem am Computer, auch offline.',
    headline: 'Willkommen in der Wallart-Software',
    subline: 'Alle Produkte, alle Werkzeuge – direkt auf deinem Rechner.',
    toolboxHeadline: 'Praktische Werkzeuge für deine Fotos',
    tools: {
      convertFile: {
        title: 'Dateien umwandeln',
        text: 'HEIC, TIFF oder PNG? Wir wandeln deine Fotos in druckfertige JPGs um.',
      },
      convertPdf: {
        title: 'PDF umwandeln',
        text: 'Mach aus einer PDF-Seite ein Bild für dein Wandbild oder deinen Kalender.',
      },
      download: {
        title: 'Projekte sichern',
        text: 'Lade deine Entwürfe herunter und arbeite später weiter.',
      },
      optimizeImage: {
        title: 'Bilder optimieren',
        text: 'Automatische Schärfe und Farbkorrektur für brillante Ergebnisse.',
      },
    },
  },
  uspHeadline: 'Darauf kannst du dich verlassen',
  usps: [
    { icon: 'truck', title: 'Schneller Versand', text: 'Produziert in 1–3 Werktagen' },
    { icon: 'award', title: 'Profi-Qualität', text: 'Gedruckt in unserer eigenen Manufaktur' },
    { icon: 'heart', title: '100 Tage Zufriedenheit', text: 'Nicht glücklich? Wir drucken neu.' },
    { icon: 'chat', title: 'Persönliche Beratung', text: 'Echte Menschen, echte Antworten' },
  ],
  materials: {
    leinwand: 'Leinwand',
    acrylglas: 'Acrylglas',
    aludibond: 'Alu-Dibond',
    poster: 'Poster',
    forexplatte: 'Forex-Platte',
    hahnemuehle: 'Hahnemühle Fine Art',
    gallerybond: 'Galerie-Druck',
  },
  papers: {
    simple: 'Standard glänzend',
    poster: 'Premium glänzend',
    'fotopapier-matt': 'Fotopapier matt',
    hahnemuehle: 'Hahnemühle Fine Art',
  },
  photoboxes: { small: 'Fotobox', max: 'Fotobox MAX' },
  calendarTypes: {
    wandkalender: 'Wandkalender',
    tischkalender: 'Tischkalender',
    familienplaner: 'Familienplaner',
  },
  frames: {
    holzrahmen: {
      name: 'Holzrahmen',
      description:
        'Massives Holz in Schwarz, Weiß oder Eiche – mit weißem Passepartout ein Klassiker.',
    },
    alurahmen: {
      name: 'Alurahmen',
      description: 'Schlanke Aluminiumleisten, die dein Motiv elegant und modern in Szene setzen.',
    },
    'schattenfuge-leinwand': {
      name: 'Schattenfugenrahmen',
      description: 'Die Leinwand scheint im Rahmen zu schweben – edel und galerietauglich.',
    },
  },
  accessories: {
    posterbar: {
      name: 'Posterleiste',
      description: 'Magnetische Holzleisten zum Einklemmen – dein Poster hängt ohne Rahmen.',
    },
    screw: {
      name: 'Schraubenset',
      description: 'Dübel und Schrauben, passend für alle unsere Aufhängungen.',
    },
  },
  categories: {
    wallArt: {
      slug: 'wandbilder',
      name: 'Wandbilder',
      title: 'Wandbilder mit deinem Foto – Leinwand, Acryl & Alu | Wallart',
      description:
        'Gestalte dein Wandbild mit eigenem Foto: auf Leinwand, Acrylglas, Alu-Dibond oder als Poster. Viele Formate, schneller Versand.',
      headline: 'Wandbilder mit deinem Foto',
      text: 'Wähle dein Material, lade dein Lieblingsfoto hoch und erhalte ein Unikat für deine Wand.',
      intro: [
        'Ob modern auf Acrylglas, klassisch auf Leinwand oder edel auf Alu-Dibond: Jedes Material bringt dein Foto auf seine eigene Art zur Geltung.',
        'Unsere Formate reichen vom kleinen Blickfang bis zum XXL-Wandbild über dem Sofa.',
      ],
    },
    canvasPrints: {
      slug: 'leinwanddruck',
      name: 'Leinwanddruck',
      title: 'Leinwanddruck – dein Foto auf Leinwand | Wallart',
      description:
        'Dein Foto auf echter Baumwoll-Leinwand, auf Holzkeilrahmen gespannt und fertig zum Aufhängen.',
      headline: 'Dein Foto auf Leinwand',
      text: 'Warme Farben, feine Struktur: Leinwand ist der Klassiker für Familienfotos und Urlaubsmomente.',
      intro: [
        'Wir drucken auf Baumwoll-Mischgewebe und spannen es per Hand auf einen Keilrahmen aus Kiefernholz.',
        'Die Kanten gestaltest du gespiegelt, farbig oder mit umgeschlagenem Motiv.',
      ],
    },
    photoPrints: {
      slug: 'fotoabzuege',
      name: 'Fotoabzüge',
      title: 'Fotoabzüge online bestellen – echtes Fotopapier | Wallart',
      description:
        'Fotos entwickeln lassen wie früher, nur schneller: Fotoabzüge auf echtem Fotopapier in vielen Formaten.',
      headline: 'Fotoabzüge auf echtem Fotopapier',
      text: 'Halte deine Lieblingsmomente wieder in den Händen – glänzend, matt oder auf Hahnemühle-Papier.',
      intro: [
        'Wir belichten deine Fotos auf echtem Fotopapier, damit die Farben jahrzehntelang brillant bleiben.',
        'Perfekt fürs Fotoalbum, für Geschenke oder die Pinnwand.',
      ],
    },
    photoBox: {
      slug: 'fotobox',
      name: 'Fotobox',
      title: 'Fotobox mit deinen Abzügen – das perfekte Geschenk | Wallart',
      description:
        'Deine Fotos als Abzüge in einer schönen Geschenkbox. Ideal für Hochzeiten, Reisen und besondere Momente.',
      headline: 'Erinnerungen zum Verschenken',
      text: 'Bis zu 200 Abzüge in einer stabilen Box mit persönlichem Deckelfoto.',
      intro: [
        'Die Fotobox ist das Album zum Durchblättern: Jeder Abzug lässt sich herausnehmen, weitergeben und wieder einsortieren.',
        'Die Fotobox MAX bietet Platz für besonders viele Erinnerungen.',
      ],
    },
    photoCalendar: {
      slug: 'fotokalender',
      name: 'Fotokalender',
      title: 'Fotokalender selbst gestalten | Wallart',
      description:
        'Gestalte deinen Fotokalender mit eigenen Bildern: Wandkalender, Tischkalender oder Familienplaner, Start in jedem Monat.',
      headline: 'Zwölf Monate, zwölf Lieblingsfotos',
      text: 'Ein persönlicher Kalender ist das Geschenk, das ein ganzes Jahr lang Freude macht.',
      intro: [
        'Wähle deinen Startmonat, lege Geburtstage an und gestalte jede Seite mit unseren Vorlagen oder ganz frei.',
        'Spiralbindung, Holzleiste oder Aufsteller – du entscheidest, wie dein Kalender hängt oder steht.',
      ],
    },
  },
  category: {
    calculatorHeadline: 'Preis berechnen',
    calculatorTitle: 'Material und Format wählen',
    calculatorCta: 'Jetzt gestalten',
    moreFormats: 'Weitere Formate',
    bestseller: 'Bestseller',
    formatsHeadline: 'Formate und Preise',
    sizesHeadline: 'Die richtige Größe finden',
    sizesText:
      'Faustregel: Über dem Sofa wirkt ein Bild am besten, wenn es etwa zwei Drittel der Sofabreite einnimmt.',
    framesHeadline: 'Passende Rahmen',
    qualityHeadline: 'Qualität, die man sieht',
    quality: [
      { title: 'Farbecht', text: 'UV-beständige Tinten für jahrzehntelange Brillanz.' },
      { title: 'Handgeprüft', text: 'Jedes Bild wird vor dem Versand kontrolliert.' },
      { title: 'Nachhaltig', text: 'Holz aus zertifizierter Forstwirtschaft.' },
    ],
    subTeaserHeadline: 'Unsicher, welches Material passt?',
    subTeaserText: 'Unser Materialvergleich zeigt dir alle Unterschiede auf einen Blick.',
    subTeaserCta: 'Materialien vergleichen',
    imageCaption: 'Großformat im Wohnzimmer',
    photoCaption: 'Sonnenuntergang an der Ostsee',
    photographer: 'Lena K.',
  },
  legacyPhotoBoxSlug: 'bilderbox',
  calendarDetail: {
    slug: 'wandkalender',
    name: 'Wandkalender',
    title: 'Wandkalender mit eigenen Fotos | Wallart',
    description:
      'Dein Wandkalender in A4 oder A3, hoch oder quer, mit Spiralbindung oder Holzleiste.',
    headline: 'Dein Wandkalender',
    text: 'Starte in jedem beliebigen Monat und trage wichtige Termine direkt ein.',
  },
  collage: {
    slug: 'fotocollage',
    name: 'Fotocollage',
    title: 'Fotocollage erstellen – viele Fotos, ein Bild | Wallart',
    description:
      'Vereine deine schönsten Fotos in einer Collage: als Herz, Raster oder freies Layout auf Leinwand oder Poster.',
    headline: 'Viele Momente, ein Bild',
    detail: {
      slug: 'herz-collage',
      name: 'Herz-Collage',
      title: 'Herz-Collage mit deinen Fotos | Wallart',
      description: 'Bis zu 30 Fotos in Herzform – das romantische Geschenk zum Jahrestag.',
      headline: 'Deine Herz-Collage',
      text: 'Lade deine Fotos hoch, wir ordnen sie automatisch zu einem Herz an.',
    },
  },
  photobook: {
    slug: 'fotobuch',
    name: 'Fotobuch',
    title: 'Fotobuch gestalten – Hardcover, Softcover & Echtfoto | Wallart',
    description:
      'Dein Fotobuch in Premiumqualität: Hardcover, Softcover oder auf echtem Fotopapier mit Layflat-Bindung.',
    headline: 'Geschichten, die man blättern kann',
    quote: {
      text: 'Unser Hochzeitsfotobuch ist wunderschön geworden – die Layflat-Seiten sind ein Traum.',
      author: 'Sarah & Tim',
    },
    detail: {
      slug: 'hardcover-fotobuch',
      name: 'Hardcover-Fotobuch',
      title: 'Hardcover-Fotobuch | Wallart',
      description:
        'Stabiler Einband, mattes Premiumpapier und bis zu 150 Seiten für deine Erinnerungen.',
      headline: 'Dein Hardcover-Fotobuch',
      text: 'Der Klassiker für Urlaub, Hochzeit und Familienchronik.',
    },
  },
  accessoriesPage: {
    slug: 'zubehoer',
    name: 'Zubehör',
    title: 'Zubehör für deine Wandbilder | Wallart',
    description:
      'Posterleisten, Aufhängungen und Schraubensets – alles, damit dein Bild sicher hängt.',
    headline: 'Zubehör für deine Wand',
    text: 'Das passende Zubehör für jedes Material, sofort einsatzbereit.',
    typesHeadline: 'Unser Zubehör',
  },
  contact: {
    slug: 'kontakt',
    name: 'Kontakt',
    title: 'Kontakt & Kundenservice | Wallart',
    description:
      'Fragen zu deiner Bestellung oder zum Gestalten? Unser Kundenservice hilft dir gern weiter.',
    headline: 'Wir sind für dich da',
    text: 'Schreib uns – wir antworten in der Regel innerhalb eines Werktags.',
    topics: ['Frage zu meiner Bestellung', 'Hilfe beim Gestalten', 'Reklamation', 'Sonstiges'],
    submit: 'Nachricht senden',
    privacyNotice: 'Wir verwenden deine Angaben nur, um deine Anfrage zu beantworten.',
    person: { name: 'Anna Becker', role: 'Teamleitung Kundenservice' },
  },
  voucher: {
    slug: 'gutschein',
    name: 'Gutschein',
    title: 'Geschenkgutschein bestellen | Wallart',
    description:
      'Verschenke Fotofreude: Unser Gutschein ist für alle Produkte einlösbar und drei Jahre gültig.',
    headline: 'Verschenke Erinnerungen',
    text: 'Du weißt nicht, welches Foto es sein soll? Mit dem Gutschein entscheidet der Beschenkte selbst.',
    cta: 'Gutschein bestellen',
    body: 'Den Gutschein erhältst du sofort per E-Mail zum Ausdrucken oder Weiterleiten.',
  },
  poc: {
    headline: 'Brauchst du Hilfe bei der Auswahl?',
    text: 'Unser Team berät dich persönlich zu Material, Format und Bildqualität.',
    cta: 'Beratung anfragen',
  },
  feeds: {
    collage: {
      title: 'Collagen-Ideen | Wallart',
      description: 'Neue Collagen-Vorlagen und Ideen aus unserer Community.',
      headline: 'Collagen-Ideen',
      text: 'Lass dich von den neuesten Collagen inspirieren.',
    },
    calendar: {
      title: 'Kalender-Ideen | Wallart',
      description: 'Vorlagen und Inspiration für deinen nächsten Fotokalender.',
      headline: 'Kalender-Ideen',
      text: 'Frische Layouts für jeden Monat.',
    },
    card: {
      title: 'Karten-Ideen | Wallart',
      description: 'Grußkarten-Designs für jeden Anlass.',
      headline: 'Karten-Ideen',
      text: 'Von Geburtstag bis Weihnachten: Designs zum Verlieben.',
    },
  },
  error: {
    name: 'Fehlerseite',
    title: 'Seite nicht gefunden | Wallart',
    description: 'Diese Seite gibt es leider nicht (mehr).',
    headline: 'Hoppla, hier ist nichts',
    text: 'Die Seite wurde verschoben oder existiert nicht mehr. Vielleicht findest du hier etwas Schönes:',
    cta: 'Zur Startseite',
  },
  matrix: { bestseller: 'Bestseller', new: 'Neu' },
  help: {
    slug: 'hilfe',
    name: 'Hilfe & FAQ',
    title: 'Hilfe & häufige Fragen | Wallart',
    description:
      'Antworten auf die häufigsten Fragen zu Bestellung, Versand, Bildqualität und Zahlung.',
    headline: 'Häufige Fragen',
    faq: [
      {
        question: 'Wie lange dauert die Lieferung?',
        answer:
          'Wir produzieren in 1–3 Werktagen. Danach ist dein Paket meist in 2–3 Tagen bei dir.',
      },
      {
        question: 'Welche Auflösung braucht mein Foto?',
        answer:
          'Unsere Gestaltungssoftware zeigt dir eine Ampel: Grün heißt, dein Foto wird auch im gewählten Format scharf.',
      },
      {
        question: 'Kann ich meine Bestellung noch ändern?',
        answer:
          'Solange die Produktion nicht begonnen hat, ja – ruf uns einfach an oder schreib uns.',
      },
      {
        question: 'Wie kann ich bezahlen?',
        answer: 'Per Kreditkarte, PayPal, Klarna, Apple Pay oder auf Rechnung.',
      },
    ],
  },
  nav: {
    wallArt: 'Wandbilder',
    photoProducts: 'Fotoprodukte',
    materialsHeading: 'Materialien',
    framesHeading: 'Rahmen & Zubehör',
    bestseller: 'Bestseller',
    premium: 'Premium',
    additional: 'Außerdem beliebt',
    newLabel: 'Neu',
    help: 'Hilfe & FAQ',
    vouchers: 'Gutscheine',
    contact: 'Kontakt',
    photoShop: 'Fotoabzüge-Shop',
    calendarShop: 'Kalender-Shop',
    voucherShop: 'Gutschein-Shop',
    hotlineLabel: 'Kundenservice',
    hotlineHours: 'Mo–Fr 8–18 Uhr',
    footerService: 'Service',
    footerProducts: 'Produkte',
    footerLegal: 'Rechtliches',
    privacy: 'Datenschutz',
    cookies: 'Cookie-Einstellungen',
    copyright: '© Wallart GmbH',
  },
  configurator: {
    calendar: {
      name: 'Fotokalender',
      title: 'Fotokalender gestalten | Wallart',
      description:
        'Fotokalender mit deinen Bildern: Wandkalender, Tischkalender oder Familienplaner in vielen Formaten, gedruckt in Premiumqualität.',
      headline: 'Fotokalender gestalten',
      text: 'Wähle Kalenderart, Format und Bindung – danach füllst du im Designer jeden Monat mit deinen Fotos.',
    },
    card: {
      name: 'Grußkarten',
      title: 'Grußkarten gestalten | Wallart',
      description:
        'Persönliche Grußkarten mit deinen Fotos und Texten: Klappkarten und Postkarten für jeden Anlass, auf Wunsch mit Umschlag.',
      headline: 'Grußkarten gestalten',
      text: 'Wähle Kartenart, Format und Stückzahl – danach gestaltest du Text und Fotos im Designer.',
    },
    collage: {
      name: 'Fotocollage',
      title: 'Fotocollage gestalten | Wallart',
      description:
        'Fotocollagen aus deinen Lieblingsbildern: Vorlage wählen, Fotos einfügen und als Wandbild drucken lassen.',
      headline: 'Fotocollage gestalten',
      text: 'Wähle eine Vorlage – danach ordnest du im Designer deine Lieblingsfotos zu einer Collage an.',
    },
    'photo-frame': {
      name: 'Foto im Rahmen',
      title: 'Dein Foto als Wandbild | Wallart',
      description:
        'Dein Foto auf Leinwand, Acrylglas, Alu-Dibond oder als Poster: Material und Format wählen und direkt gestalten.',
      headline: 'Dein Foto als Wandbild',
      text: 'Wähle Material und Format und sieh den Preis sofort – danach platzierst du dein Foto im Designer.',
    },
    photobook: {
      name: 'Fotobuch',
      title: 'Fotobuch gestalten | Wallart',
      description:
        'Fotobücher mit Hardcover und Layflat-Bindung auf mattem Papier: Format wählen und deine Geschichte gestalten.',
      headline: 'Fotobuch gestalten',
      text: 'Wähle Einband, Bindung, Papier und Format – danach füllst du im Designer Seite für Seite.',
    },
    photobox: {
      name: 'Fotobox',
      title: 'Fotobox gestalten | Wallart',
      description:
        'Fotoboxen mit deinen Abzügen: Boxgröße und Format wählen, Fotos hochladen, fertig verpackt geliefert.',
      headline: 'Fotobox gestalten',
      text: 'Wähle Boxgröße und Abzugsformat – danach suchst du im Designer die Fotos für deine Abzüge aus.',
    },
  },
};
