import type { KartenliebeCopy } from './copy-type';

export const de: KartenliebeCopy = {
  home: {
    name: 'Startseite',
    title: 'Karten mit Liebe gestalten – Hochzeit, Geburt & mehr | Kartenliebe',
    description:
      'Einladungen, Danksagungen und Grußkarten mit deinen Fotos: hochwertig gedruckt, auf Wunsch mit Umschlag und Veredelung.',
    heroHeadline: 'Karten, die von Herzen kommen',
    heroText:
      'Ob Hochzeit, Geburt oder Weihnachten – gestalte deine Karten mit eigenen Fotos und persönlichen Worten.',
    heroCta: 'Karten entdecken',
    occasionsHeadline: 'Für jeden Anlass die passende Karte',
    matrixHeadline: 'Beliebte Kartensammlungen',
    storyHeadline: 'Echtes Papier, echte Gefühle',
    storyText: [
      'Eine Karte, die man in den Händen hält, bleibt. Deshalb drucken wir auf ausgesuchten Papieren mit feiner Struktur – auf Wunsch mit Gold- oder Reliefveredelung.',
      'Bestelle vorab ein **kostenloses Muster** und überzeuge dich selbst von der Qualität.',
    ],
    quote: {
      text: 'Unsere Hochzeitseinladungen waren ein Traum. Viele Gäste haben sie aufgehoben und an den Kühlschrank gehängt.',
      author: 'Lea & Jonas',
      role: 'Brautpaar aus München',
    },
  },
  desktop: {
    name: 'Desktop-Startseite',
    title: 'Kartenliebe für den Desktop',
    description: 'Gestalte deine Karten bequem am Computer – mit allen Vorlagen und Schriften.',
    headline: 'Willkommen bei Kartenliebe',
    subline: 'Alle Kartenvorlagen direkt auf deinem Rechner.',
  },
  uspHeadline: 'Darum Kartenliebe',
  usps: [
    { icon: 'paper', title: 'Premium-Papiere', text: 'Matt, strukturiert oder mit Perlglanz' },
    { icon: 'envelope', title: 'Umschläge inklusive', text: 'Passend zu jeder Karte' },
    {
      icon: 'sample',
      title: 'Kostenloses Muster',
      text: 'Vor der Bestellung in den Händen halten',
    },
    { icon: 'truck', title: 'Schnell bei dir', text: 'Versand in 2–3 Werktagen' },
  ],
  occasions: {
    hochzeit: {
      slug: 'hochzeitskarten',
      name: 'Hochzeitskarten',
      title: 'Hochzeitskarten gestalten – Einladung, Save the Date & Dank | Kartenliebe',
      description:
        'Hochzeitseinladungen, Save-the-Date- und Dankeskarten mit euren Fotos – in edlen Designs mit Gold- und Reliefveredelung.',
      headline: 'Hochzeitskarten für euren großen Tag',
      text: 'Vom Save the Date bis zur Danksagung: alle Karten in einem Stil.',
      intro:
        'Wählt ein Design, das zu euch passt, und gestaltet Einladungen, Menükarten und Danksagungen im gleichen Look.',
      designs: ['Eukalyptus-Liebe', 'Goldener Kranz', 'Schlichte Eleganz'],
    },
    geburt: {
      slug: 'geburtskarten',
      name: 'Geburtskarten',
      title: 'Geburtskarten & Babykarten mit Foto | Kartenliebe',
      description:
        'Verkündet die Geburt eures Babys mit liebevollen Geburtskarten – mit Foto, Name, Datum und Gewicht.',
      headline: 'Hallo Welt!',
      text: 'Teilt euer Glück mit Familie und Freunden.',
      intro:
        'Mit Foto, Geburtsdatum, Größe und Gewicht: Unsere Geburtskarten erzählen die schönste Nachricht der Welt.',
      designs: ['Kleiner Stern', 'Pastellträume', 'Willkommen, Baby'],
    },
    geburtstag: {
      slug: 'geburtstagskarten',
      name: 'Geburtstagskarten',
      title: 'Geburtstagskarten & Einladungen selbst gestalten | Kartenliebe',
      description:
        'Einladungen und Glückwunschkarten zum Geburtstag – für Kinder, runde Geburtstage und alle dazwischen.',
      headline: 'Zeit zum Feiern',
      text: 'Einladungen und Glückwünsche, die Freude machen.',
      intro:
        'Ob Kindergeburtstag oder der Fünfzigste: Mit eigenen Fotos wird jede Einladung zum Hingucker.',
      designs: ['Konfettiregen', 'Ballonparty', 'Runder Geburtstag'],
    },
    weihnachten: {
      slug: 'weihnachtskarten',
      name: 'Weihnachtskarten',
      title: 'Weihnachtskarten mit Foto gestalten | Kartenliebe',
      description:
        'Persönliche Weihnachtskarten mit Familienfoto – privat oder geschäftlich, auf Wunsch mit Goldfolie.',
      headline: 'Frohe Weihnachten mit Herz',
      text: 'Die schönsten Grüße zum Fest, ganz persönlich.',
      intro:
        'Ein Familienfoto, ein paar warme Worte – und deine Weihnachtsgrüße kommen garantiert von Herzen an.',
      designs: ['Winterwald', 'Goldene Sterne', 'Familienfest'],
    },
    trauer: {
      slug: 'trauerkarten',
      name: 'Trauerkarten',
      title: 'Trauerkarten & Danksagungen gestalten | Kartenliebe',
      description:
        'Würdevolle Trauerkarten, Traueranzeigen und Danksagungen – schlicht gestaltet, mit Foto und persönlichem Text.',
      headline: 'In stiller Erinnerung',
      text: 'Behutsam gestaltete Karten für Abschied und Dank.',
      intro:
        'In schweren Zeiten helfen klare Worte und ein ruhiges Design. Wir unterstützen dich gern bei der Gestaltung.',
      designs: ['Stille Blüte', 'Lichtblick', 'Sanfter Abschied'],
    },
  },
  common: {
    themesHeadline: 'Alle Designs',
    accessoriesHeadline: 'Umschläge & Extras',
    formatsHeadline: 'Kartenformate',
    calculatorHeadline: 'Preis berechnen',
    calculatorTitle: 'Kartenart und Format wählen',
    calculatorCta: 'Karte gestalten',
    moreFormats: 'Weitere Formate',
    bestseller: 'Beliebt',
  },
  cardTypes: { klappkarte: 'Klappkarte', postkarte: 'Postkarte' },
  accessories: {
    envelope: {
      name: 'Umschläge',
      description: 'Farbige Umschläge in C6, B6 oder DIN lang – passend zu deinem Design.',
    },
    inlay: {
      name: 'Einlegeblätter',
      description: 'Transparentpapier für einen edlen ersten Eindruck.',
    },
    seal: {
      name: 'Siegelaufkleber',
      description: 'Goldene Siegel, die jeden Umschlag besonders machen.',
    },
  },
  cardDetail: {
    slug: 'einladungskarte-eukalyptus',
    name: 'Einladungskarte Eukalyptus-Liebe',
    title: 'Hochzeitseinladung Eukalyptus-Liebe | Kartenliebe',
    description:
      'Zarte Eukalyptuszweige und viel Platz für eure Worte: die Einladungskarte für naturverliebte Paare.',
    headline: 'Eukalyptus-Liebe',
    text: 'Klappkarte mit Platz für Foto, Ablauf und Antwortkarte.',
  },
  contact: {
    slug: 'kontakt',
    name: 'Kontakt',
    title: 'Kontakt & Kundenservice | Kartenliebe',
    description: 'Fragen zu Karten, Papier oder deiner Bestellung? Wir helfen dir gern.',
    headline: 'Schreib uns',
    text: 'Unser Kartenteam antwortet dir in der Regel innerhalb eines Werktags.',
    topics: [
      'Frage zu meiner Bestellung',
      'Hilfe bei der Gestaltung',
      'Musterbestellung',
      'Sonstiges',
    ],
    submit: 'Nachricht senden',
    privacyNotice: 'Wir verwenden deine Angaben nur für die Beantwortung deiner Anfrage.',
    person: { name: 'Marie Hoffmann', role: 'Kartenberatung' },
  },
  voucher: {
    slug: 'gutschein',
    name: 'Gutschein',
    title: 'Gutschein verschenken | Kartenliebe',
    description:
      'Der Gutschein für alle, die gern Karten verschicken – einlösbar für alle Designs.',
    headline: 'Freude zum Verschenken',
    text: 'Ideal für Brautpaare und frischgebackene Eltern.',
    cta: 'Gutschein bestellen',
    body: 'Du erhältst den Gutschein sofort per E-Mail.',
  },
  feeds: {
    collage: {
      title: 'Collagen-Karten | Kartenliebe',
      description: 'Karten mit mehreren Fotos im Collagen-Look.',
      headline: 'Collagen-Karten',
      text: 'Viele Fotos, eine Karte.',
    },
    calendar: {
      title: 'Kalender-Ideen | Kartenliebe',
      description: 'Fotokalender passend zu deinen Karten.',
      headline: 'Kalender-Ideen',
      text: 'Das ganze Jahr in schönen Bildern.',
    },
    card: {
      title: 'Neue Kartendesigns | Kartenliebe',
      description: 'Die neuesten Designs für jeden Anlass.',
      headline: 'Neue Kartendesigns',
      text: 'Frisch aus unserem Designstudio.',
    },
  },
  error: {
    name: 'Fehlerseite',
    title: 'Seite nicht gefunden | Kartenliebe',
    description: 'Diese Seite gibt es leider nicht.',
    headline: 'Diese Karte ist wohl verloren gegangen',
    text: 'Die Seite existiert nicht mehr. Entdecke stattdessen unsere schönsten Designs:',
    cta: 'Zur Startseite',
  },
  nav: {
    cards: 'Karten',
    occasions: 'Anlässe',
    vouchers: 'Gutscheine',
    contact: 'Kontakt',
    newLabel: 'Neu',
    hotlineLabel: 'Kartenberatung',
    hotlineHours: 'Mo–Fr 9–17 Uhr',
    footerService: 'Service',
    footerOccasions: 'Anlässe',
    footerLegal: 'Rechtliches',
    privacy: 'Datenschutz',
    cookies: 'Cookie-Einstellungen',
    copyright: '© Kartenliebe GmbH',
  },
  configurator: {
    card: {
      name: 'Grußkarten',
      title: 'Grußkarten gestalten | Kartenliebe',
      description:
        'Persönliche Grußkarten mit deinen Fotos und Texten: Klappkarten und Postkarten für jeden Anlass, auf Wunsch mit Umschlag.',
      headline: 'Grußkarten gestalten',
      text: 'Wähle Kartenart, Format und Stückzahl – danach gestaltest du Text und Fotos im Designer.',
    },
    calendar: {
      name: 'Fotokalender',
      title: 'Fotokalender gestalten | Kartenliebe',
      description:
        'Fotokalender mit deinen Bildern: Wandkalender, Tischkalender oder Familienplaner in vielen Formaten, gedruckt in Premiumqualität.',
      headline: 'Fotokalender gestalten',
      text: 'Wähle Kalenderart, Format und Bindung – danach füllst du im Designer jeden Monat mit deinen Fotos.',
    },
    photobook: {
      name: 'Fotobuch',
      title: 'Fotobuch gestalten | Kartenliebe',
      description:
        'Fotobücher mit Hardcover und Layflat-Bindung auf mattem Papier: Format wählen und deine Geschichte gestalten.',
      headline: 'Fotobuch gestalten',
      text: 'Wähle Einband, Bindung, Papier und Format – danach füllst du im Designer Seite für Seite.',
    },
    collage: {
      name: 'Fotocollage',
      title: 'Fotocollage gestalten | Kartenliebe',
      description:
        'Fotocollagen aus deinen Lieblingsbildern: Vorlage wählen, Fotos einfügen und als Wandbild drucken lassen.',
      headline: 'Fotocollage gestalten',
      text: 'Wähle eine Vorlage – danach ordnest du im Designer deine Lieblingsfotos zu einer Collage an.',
    },
  },
};
