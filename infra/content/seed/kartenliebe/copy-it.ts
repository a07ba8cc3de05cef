import type { KartenliebeCopy } from './copy-type';

export const it: KartenliebeCopy = {
  home: {
    name: 'Home',
    title: 'Biglietti fatti con amore – nozze, nascita e altro | Kartenliebe',
    description:
      'Partecipazioni, biglietti di ringraziamento e di auguri con le tue foto: stampa di qualità, con buste e finiture speciali su richiesta.',
    heroHeadline: 'Biglietti che vengono dal cuore',
    heroText:
      'Matrimonio, nascita o Natale: crea i tuoi biglietti con le tue foto e le tue parole.',
    heroCta: 'Scopri i biglietti',
    occasionsHeadline: 'Il biglietto giusto per ogni occasione',
    matrixHeadline: 'Le collezioni più amate',
    storyHeadline: 'Carta vera, emozioni vere',
    storyText: [
      'Un biglietto che si può tenere in mano resta nel tempo. Per questo stampiamo su carte strutturate selezionate, con lamina oro o rilievo se lo desideri.',
      'Ordina prima un **campione gratuito** e valuta tu stesso la qualità.',
    ],
    quote: {
      text: 'Le nostre partecipazioni erano un sogno. Tanti invitati le hanno conservate e attaccate al frigorifero.',
      author: 'Chiara e Marco',
      role: 'Sposi di Torino',
    },
  },
  desktop: {
    name: 'Home desktop',
    title: 'Kartenliebe per desktop',
    description:
      'Crea i tuoi biglietti comodamente al computer, con tutti i modelli e i caratteri.',
    headline: 'Benvenuto in Kartenliebe',
    subline: 'Tutti i modelli di biglietti direttamente sul tuo computer.',
  },
  uspHeadline: 'Perché Kartenliebe',
  usps: [
    { icon: 'paper', title: 'Carte premium', text: 'Opache, strutturate o perlate' },
    { icon: 'envelope', title: 'Buste incluse', text: 'Abbinate a ogni biglietto' },
    { icon: 'sample', title: 'Campione gratuito', text: 'Da toccare prima di ordinare' },
    { icon: 'truck', title: 'Consegna rapida', text: 'Spedito in 2–3 giorni lavorativi' },
  ],
  occasions: {
    hochzeit: {
      slug: 'partecipazioni-nozze',
      name: 'Partecipazioni di nozze',
      title: 'Partecipazioni di nozze, save the date e ringraziamenti | Kartenliebe',
      description:
        'Partecipazioni, save the date e biglietti di ringraziamento con le vostre foto, in design eleganti con oro e rilievo.',
      headline: 'Biglietti per il vostro grande giorno',
      text: 'Dal save the date al ringraziamento: tutto nello stesso stile.',
      intro:
        'Scegliete un design che vi somigli e create partecipazioni, menu e ringraziamenti coordinati.',
      designs: ['Amore di eucalipto', 'Corona dorata', 'Eleganza semplice'],
    },
    geburt: {
      slug: 'biglietti-nascita',
      name: 'Biglietti per la nascita',
      title: 'Biglietti per la nascita con foto | Kartenliebe',
      description:
        'Annunciate l’arrivo del vostro bambino con biglietti pieni di tenerezza: con foto, nome, data e peso.',
      headline: 'Ciao, mondo!',
      text: 'Condividete la vostra gioia con parenti e amici.',
      intro:
        'Con foto, data di nascita, lunghezza e peso: i nostri biglietti raccontano la notizia più bella del mondo.',
      designs: ['Piccola stella', 'Sogni pastello', 'Benvenuto, bebè'],
    },
    geburtstag: {
      slug: 'biglietti-compleanno',
      name: 'Biglietti di compleanno',
      title: 'Biglietti e inviti di compleanno personalizzati | Kartenliebe',
      description:
        'Inviti e biglietti di auguri per il compleanno: per feste di bambini, compleanni tondi e tutti gli altri.',
      headline: 'È ora di festeggiare',
      text: 'Inviti e auguri che fanno sorridere.',
      intro:
        'Che sia la festa di un bambino o i cinquant’anni, con le tue foto ogni invito diventa speciale.',
      designs: ['Pioggia di coriandoli', 'Festa dei palloncini', 'Compleanno tondo'],
    },
    weihnachten: {
      slug: 'biglietti-di-natale',
      name: 'Biglietti di Natale',
      title: 'Biglietti di Natale con foto | Kartenliebe',
      description:
        'Biglietti di Natale personalizzati con la foto di famiglia, per amici o clienti, con lamina oro su richiesta.',
      headline: 'Buon Natale, con il cuore',
      text: 'Gli auguri più calorosi, personalizzati.',
      intro:
        'Una foto di famiglia e qualche parola affettuosa: i tuoi auguri arriveranno dritti al cuore.',
      designs: ['Bosco d’inverno', 'Stelle dorate', 'Festa in famiglia'],
    },
    trauer: {
      slug: 'biglietti-di-condoglianze',
      name: 'Biglietti di condoglianze',
      title: 'Biglietti di condoglianze e ringraziamento | Kartenliebe',
      description:
        'Biglietti di condoglianze, annunci e ringraziamenti sobri e dignitosi, con foto e testo personale.',
      headline: 'In ricordo',
      text: 'Biglietti pensati con delicatezza per l’addio e il ringraziamento.',
      intro:
        'Nei momenti difficili aiutano parole chiare e un design sereno. Ti accompagniamo volentieri nella creazione.',
      designs: ['Fiore silenzioso', 'Raggio di luce', 'Dolce addio'],
    },
  },
  common: {
    themesHeadline: 'Tutti i design',
    accessoriesHeadline: 'Buste ed extra',
    formatsHeadline: 'Formati dei biglietti',
    calculatorHeadline: 'Calcola il prezzo',
    calculatorTitle: 'Scegli tipo e formato',
    calculatorCta: 'Crea il biglietto',
    moreFormats: 'Altri formati',
    bestseller: 'Più amato',
  },
  cardTypes: { klappkarte: 'Biglietto pieghevole', postkarte: 'Cartolina' },
  accessories: {
    envelope: {
      name: 'Buste',
      description: 'Buste colorate in formato C6, B6 o DL, abbinate al tuo design.',
    },
    inlay: {
      name: 'Fogli interni',
      description: 'Carta trasparente per una prima impressione elegante.',
    },
    seal: {
      name: 'Adesivi sigillo',
      description: 'Sigilli dorati che rendono speciale ogni busta.',
    },
  },
  cardDetail: {
    slug: 'partecipazione-eucalipto',
    name: 'Partecipazione Amore di eucalipto',
    title: 'Partecipazione di nozze Amore di eucalipto | Kartenliebe',
    description:
      'Delicati rametti di eucalipto e tanto spazio per le vostre parole: la partecipazione per coppie amanti della natura.',
    headline: 'Amore di eucalipto',
    text: 'Biglietto pieghevole con spazio per foto, programma e cartoncino di risposta.',
  },
  contact: {
    slug: 'contatti',
    name: 'Contatti',
    title: 'Contatti e servizio clienti | Kartenliebe',
    description: 'Domande su biglietti, carta o sul tuo ordine? Ti aiutiamo volentieri.',
    headline: 'Scrivici',
    text: 'Il nostro team risponde di solito entro un giorno lavorativo.',
    topics: ['Domanda sul mio ordine', 'Aiuto nella creazione', 'Richiesta di campione', 'Altro'],
    submit: 'Invia messaggio',
    privacyNotice: 'Usiamo i tuoi dati solo per rispondere alla tua richiesta.',
    person: { name: 'Marie Hoffmann', role: 'Consulenza biglietti' },
  },
  voucher: {
    slug: 'buono-regalo',
    name: 'Buono regalo',
    title: 'Regala un buono | Kartenliebe',
    description: 'Il buono per chi ama spedire biglietti, valido su tutti i design.',
    headline: 'Gioia da regalare',
    text: 'Perfetto per futuri sposi e neogenitori.',
    cta: 'Acquista il buono',
    body: 'Ricevi subito il buono via e-mail.',
  },
  feeds: {
    collage: {
      title: 'Biglietti collage | Kartenliebe',
      description: 'Biglietti con più foto in stile collage.',
      headline: 'Biglietti collage',
      text: 'Tante foto, un solo biglietto.',
    },
    calendar: {
      title: 'Idee per calendari | Kartenliebe',
      description: 'Calendari fotografici abbinati ai tuoi biglietti.',
      headline: 'Idee per calendari',
      text: 'Tutto l’anno in belle immagini.',
    },
    card: {
      title: 'Nuovi design | Kartenliebe',
      description: 'I design più recenti per ogni occasione.',
      headline: 'Nuovi design',
      text: 'Appena usciti dal nostro studio.',
    },
  },
  error: {
    name: 'Pagina di errore',
    title: 'Pagina non trovata | Kartenliebe',
    description: 'Spiacenti, questa pagina non esiste.',
    headline: 'Questo biglietto si è perso',
    text: 'La pagina non esiste più. Scopri invece i nostri design più belli:',
    cta: 'Torna alla home',
  },
  nav: {
    cards: 'Biglietti',
    occasions: 'Occasioni',
    vouchers: 'Buoni regalo',
    contact: 'Contatti',
    newLabel: 'Novità',
    hotlineLabel: 'Consulenza',
    hotlineHours: 'Lun–Ven 9–17',
    footerService: 'Assistenza',
    footerOccasions: 'Occasioni',
    footerLegal: 'Note legali',
    privacy: 'Privacy',
    cookies: 'Impostazioni cookie',
    copyright: '© Kartenliebe GmbH',
  },
  configurator: {
    card: {
      name: 'Biglietti d’auguri',
      title: 'Crea i tuoi biglietti | Kartenliebe',
      description:
        'Biglietti personalizzati con le tue foto e parole: biglietti pieghevoli e cartoline per ogni occasione, con busta se vuoi.',
      headline: 'Crea i tuoi biglietti',
      text: 'Scegli tipo di biglietto, formato e quantità, poi aggiungi testi e foto nell’editor.',
    },
    calendar: {
      name: 'Calendario fotografico',
      title: 'Crea il tuo calendario fotografico | Kartenliebe',
      description:
        'Calendari con le tue foto: da parete, da tavolo o planner per la famiglia in tanti formati, stampati in qualità premium.',
      headline: 'Crea il tuo calendario fotografico',
      text: 'Scegli tipo di calendario, formato e rilegatura, poi riempi ogni mese con le tue foto nell’editor.',
    },
    photobook: {
      name: 'Fotolibro',
      title: 'Crea il tuo fotolibro | Kartenliebe',
      description:
        'Fotolibri con copertina rigida e rilegatura layflat su carta opaca: scegli il formato e racconta la tua storia.',
      headline: 'Crea il tuo fotolibro',
      text: 'Scegli copertina, rilegatura, carta e formato, poi riempilo pagina per pagina nell’editor.',
    },
    collage: {
      name: 'Collage fotografico',
      title: 'Crea il tuo collage fotografico | Kartenliebe',
      description:
        'Collage con le tue foto preferite: scegli un modello, aggiungi le foto e ricevilo stampato come quadro.',
      headline: 'Crea il tuo collage fotografico',
      text: 'Scegli un modello, poi disponi le tue foto preferite in un collage nell’editor.',
    },
  },
};
