import type { WallartCopy } from './copy-type';

export const it: WallartCopy = {
  home: {
    name: 'Home',
    title: 'Quadri e regali fotografici con le tue foto | Wallart',
    description:
      'Le tue foto preferite su tela, vetro acrilico, poster o fotolibro, stampate con qualità professionale e consegnate in pochi giorni.',
    heroHeadline: 'I tuoi ricordi meritano un posto d’onore',
    heroText:
      'Dalla foto delle vacanze al ritratto di famiglia: stampiamo le tue immagini nitidissime su tela, vetro acrilico e alluminio.',
    heroCta: 'Crea il tuo quadro',
    bentoHeadline: 'Trova il tuo prodotto preferito',
    matrixHeadline: 'I nostri bestseller',
    storyHeadline: 'Stampato con cura dal 2011',
    storyText: [
      'Dal 2011 trasformiamo le foto in quadri, calendari e fotolibri. Nel nostro laboratorio controlliamo ogni immagine prima di stamparla.',
      'Carica la tua foto, scegli materiale e formato: al resto pensiamo noi. **Imballato con cura** e spedito in fretta.',
    ],
    customerHeadline: 'Così stanno i nostri quadri a casa dei clienti',
    customerText: 'Condividi il tuo quadro con #miowallart ed entra nella nostra galleria.',
    quote: {
      text: 'I colori sulla tela sono ancora più belli che sullo schermo. Ora il quadro è sopra il divano e tutti ci chiedono dove l’abbiamo preso.',
      author: 'Giulia R.',
      role: 'Cliente di Bologna',
    },
    shopHeadline: 'Ancora più idee per le tue foto',
    shopText: 'Scopri i nostri negozi dedicati a stampe, calendari e buoni regalo.',
    videoTitle: 'Dal caricamento al quadro finito in 60 secondi',
    containerName: 'Ispirazione soggiorno',
    containerHeadline: 'Ispirazioni per la tua casa',
    containerText:
      'Una parete con tre-cinque quadri appesi alla stessa distanza trasmette calma e modernità. Consiglio: prova la disposizione con sagome di carta prima di forare.',
  },
  desktop: {
    name: 'Home desktop',
    title: 'Wallart per desktop: crea senza interruzioni di connessione',
    description:
      'Con il software Wallart crei fotolibri e quadri comodamente al computer, anche offline.',
    headline: 'Benvenuto nel software Wallart',
    subline: 'Tutti i prodotti e tutti gli strumenti, direttamente sul tuo computer.',
    toolboxHeadline: 'Strumenti pratici per le tue foto',
    tools: {
      convertFile: {
        title: 'Converti file',
        text: 'HEIC, TIFF o PNG? Convertiamo le tue foto in JPG pronti per la stampa.',
      },
      convertPdf: {
        title: 'Converti PDF',
        text: 'Trasforma una pagina PDF in un’immagine per il tuo quadro o calendario.',
      },
      download: { title: 'Salva i progetti', text: 'Scarica le tue bozze e riprendi più tardi.' },
      optimizeImage: {
        title: 'Ottimizza le immagini',
        text: 'Nitidezza e correzione del colore automatiche per risultati brillanti.',
      },
    },
  },
  uspHeadline: 'Su questo puoi contare',
  usps: [
    { icon: 'truck', title: 'Spedizione veloce', text: 'Prodotto in 1–3 giorni lavorativi' },
    { icon: 'award', title: 'Qualità professionale', text: 'Stampato nel nostro laboratorio' },
    { icon: 'heart', title: '100 giorni di soddisfazione', text: 'Non ti piace? Lo ristampiamo.' },
    { icon: 'chat', title: 'Consulenza personale', text: 'Persone vere, risposte vere' },
  ],
  materials: {
    leinwand: 'Tela',
    acrylglas: 'Vetro acrilico',
    aludibond: 'Alu-Dibond',
    poster: 'Poster',
    forexplatte: 'Pannello Forex',
    hahnemuehle: 'Hahnemühle Fine Art',
    gallerybond: 'Stampa da galleria',
  },
  papers: {
    simple: 'Lucida standard',
    poster: 'Lucida premium',
    'fotopapier-matt': 'Carta fotografica opaca',
    hahnemuehle: 'Hahnemühle Fine Art',
  },
  photoboxes: { small: 'Scatola con foto', max: 'Scatola con foto MAX' },
  calendarTypes: {
    wandkalender: 'Calendario da parete',
    tischkalender: 'Calendario da tavolo',
    familienplaner: 'Planner familiare',
  },
  frames: {
    holzrahmen: {
      name: 'Cornice in legno',
      description: 'Legno massiccio nero, bianco o rovere: un classico con passe-partout bianco.',
    },
    alurahmen: {
      name: 'Cornice in alluminio',
      description: 'Sottili profili in alluminio che valorizzano la foto con stile moderno.',
    },
    'schattenfuge-leinwand': {
      name: 'Cornice a giorno',
      description: 'La tela sembra sospesa nella cornice: elegante, da galleria d’arte.',
    },
  },
  accessories: {
    posterbar: {
      name: 'Appendi-poster',
      description: 'Listelli magnetici in legno che tengono il poster senza bisogno di cornice.',
    },
    screw: {
      name: 'Set di viti',
      description: 'Tasselli e viti adatti a tutti i nostri sistemi di aggancio.',
    },
  },
  categories: {
    wallArt: {
      slug: 'stampe-da-parete',
      name: 'Stampe da parete',
      title: 'Stampe da parete con la tua foto: tela, acrilico e alluminio | Wallart',
      description:
        'Crea il tuo quadro con una tua foto: su tela, vetro acrilico, Alu-Dibond o come poster. Tanti formati, spedizione veloce.',
      headline: 'Stampe da parete con la tua foto',
      text: 'Scegli il materiale, carica la tua foto preferita e ricevi un pezzo unico per la tua parete.',
      intro: [
        'Moderno sul vetro acrilico, classico su tela o raffinato su Alu-Dibond: ogni materiale valorizza la foto a modo suo.',
        'I formati vanno dal piccolo dettaglio al quadro XXL sopra il divano.',
      ],
    },
    canvasPrints: {
      slug: 'stampa-su-tela',
      name: 'Stampa su tela',
      title: 'Stampa su tela: la tua foto su tela | Wallart',
      description:
        'La tua foto su vera tela di cotone, montata su telaio in legno e pronta da appendere.',
      headline: 'La tua foto su tela',
      text: 'Colori caldi e una trama delicata: la tela è il classico per foto di famiglia e ricordi di viaggio.',
      intro: [
        'Stampiamo su tessuto misto cotone e lo tendiamo a mano su un telaio in pino.',
        'Scegli bordi a specchio, colorati o con l’immagine che continua sul lato.',
      ],
    },
    photoPrints: {
      slug: 'stampa-foto',
      name: 'Stampa foto',
      title: 'Stampa foto online su vera carta fotografica | Wallart',
      description:
        'Sviluppa le tue foto come una volta, ma più in fretta: stampe su vera carta fotografica in tanti formati.',
      headline: 'Stampe su vera carta fotografica',
      text: 'Torna a tenere tra le mani i tuoi momenti più belli: lucidi, opachi o su carta Hahnemühle.',
      intro: [
        'Esponiamo le tue foto su vera carta fotografica, perché i colori restino brillanti per decenni.',
        'Perfette per l’album, da regalare o per la bacheca.',
      ],
    },
    photoBox: {
      slug: 'scatola-con-foto',
      name: 'Scatola con foto',
      title: 'Scatola con le tue foto stampate: il regalo perfetto | Wallart',
      description:
        'Le tue foto stampate in una bella scatola regalo. Ideale per matrimoni, viaggi e momenti speciali.',
      headline: 'Ricordi da regalare',
      text: 'Fino a 200 stampe in una scatola robusta con la tua foto sul coperchio.',
      intro: [
        'La scatola con foto è un album da sfogliare: ogni stampa si può estrarre, far girare e rimettere al suo posto.',
        'La versione MAX ha spazio per tantissimi ricordi.',
      ],
    },
    photoCalendar: {
      slug: 'calendario-personalizzato',
      name: 'Calendario personalizzato',
      title: 'Crea il tuo calendario personalizzato con foto | Wallart',
      description:
        'Personalizza il tuo calendario con le tue foto: da parete, da tavolo o planner familiare, a partire da qualsiasi mese.',
      headline: 'Dodici mesi, dodici foto del cuore',
      text: 'Un calendario personalizzato è il regalo che fa piacere tutto l’anno.',
      intro: [
        'Scegli il mese di inizio, inserisci i compleanni e crea ogni pagina con i nostri modelli o in totale libertà.',
        'Spirale, listello in legno o supporto da tavolo: decidi tu come appenderlo o appoggiarlo.',
      ],
    },
  },
  category: {
    calculatorHeadline: 'Calcola il prezzo',
    calculatorTitle: 'Scegli materiale e formato',
    calculatorCta: 'Crea ora',
    moreFormats: 'Altri formati',
    bestseller: 'Bestseller',
    formatsHeadline: 'Formati e prezzi',
    sizesHeadline: 'Trova il formato giusto',
    sizesText:
      'Regola pratica: sopra il divano un quadro sta meglio se è largo circa due terzi del divano.',
    framesHeadline: 'Cornici abbinate',
    qualityHeadline: 'Una qualità che si vede',
    quality: [
      {
        title: 'Colori duraturi',
        text: 'Inchiostri resistenti ai raggi UV per una brillantezza che dura decenni.',
      },
      { title: 'Controllato a mano', text: 'Ogni quadro viene verificato prima della spedizione.' },
      { title: 'Sostenibile', text: 'Legno proveniente da foreste certificate.' },
    ],
    subTeaserHeadline: 'Non sai quale materiale scegliere?',
    subTeaserText: 'Il nostro confronto ti mostra tutte le differenze a colpo d’occhio.',
    subTeaserCta: 'Confronta i materiali',
    imageCaption: 'Grande formato in soggiorno',
    photoCaption: 'Tramonto sulla costiera amalfitana',
    photographer: 'Lena K.',
  },
  calendarDetail: {
    slug: 'calendario-da-parete',
    name: 'Calendario da parete',
    title: 'Calendario da parete con le tue foto | Wallart',
    description:
      'Il tuo calendario da parete in A4 o A3, verticale o orizzontale, con spirale o listello in legno.',
    headline: 'Il tuo calendario da parete',
    text: 'Inizia dal mese che preferisci e segna subito le date importanti.',
  },
  collage: {
    slug: 'collage-di-foto',
    name: 'Collage di foto',
    title: 'Crea un collage di foto: tante foto, un solo quadro | Wallart',
    description:
      'Riunisci le tue foto più belle in un collage: a cuore, a griglia o con layout libero, su tela o poster.',
    headline: 'Tanti momenti, un solo quadro',
    detail: {
      slug: 'collage-a-cuore',
      name: 'Collage a cuore',
      title: 'Collage a cuore con le tue foto | Wallart',
      description: 'Fino a 30 foto a forma di cuore: il regalo romantico per l’anniversario.',
      headline: 'Il tuo collage a cuore',
      text: 'Carica le tue foto e noi le disponiamo automaticamente a forma di cuore.',
    },
  },
  photobook: {
    slug: 'fotolibro',
    name: 'Fotolibro',
    title: 'Crea il tuo fotolibro: copertina rigida, morbida o carta fotografica | Wallart',
    description:
      'Il tuo fotolibro in qualità premium: copertina rigida, morbida o su vera carta fotografica con rilegatura layflat.',
    headline: 'Storie da sfogliare',
    quote: {
      text: 'Il fotolibro del nostro matrimonio è bellissimo: le pagine layflat sono un sogno.',
      author: 'Francesca e Luca',
    },
    detail: {
      slug: 'fotolibro-copertina-rigida',
      name: 'Fotolibro con copertina rigida',
      title: 'Fotolibro con copertina rigida | Wallart',
      description: 'Copertina robusta, carta opaca premium e fino a 150 pagine per i tuoi ricordi.',
      headline: 'Il tuo fotolibro con copertina rigida',
      text: 'Il classico per vacanze, matrimoni e la storia della tua famiglia.',
    },
  },
  accessoriesPage: {
    slug: 'accessori',
    name: 'Accessori',
    title: 'Accessori per i tuoi quadri | Wallart',
    description:
      'Appendi-poster, sistemi di aggancio e set di viti: tutto per appendere il quadro in sicurezza.',
    headline: 'Accessori per la tua parete',
    text: 'L’accessorio giusto per ogni materiale, pronto all’uso.',
    typesHeadline: 'I nostri accessori',
  },
  contact: {
    slug: 'contatti',
    name: 'Contatti',
    title: 'Contatti e servizio clienti | Wallart',
    description:
      'Domande sul tuo ordine o sulla creazione? Il nostro servizio clienti ti aiuta volentieri.',
    headline: 'Siamo qui per te',
    text: 'Scrivici: di solito rispondiamo entro un giorno lavorativo.',
    topics: ['Domanda sul mio ordine', 'Aiuto nella creazione', 'Reclamo', 'Altro'],
    submit: 'Invia messaggio',
    privacyNotice: 'Usiamo i tuoi dati solo per rispondere alla tua richiesta.',
    person: { name: 'Anna Becker', role: 'Responsabile del servizio clienti' },
  },
  voucher: {
    slug: 'buono-regalo',
    name: 'Buono regalo',
    title: 'Acquista un buono regalo | Wallart',
    description: 'Regala emozioni: il nostro buono vale per tutti i prodotti ed è valido tre anni.',
    headline: 'Regala ricordi',
    text: 'Non sai quale foto scegliere? Con il buono regalo decide chi lo riceve.',
    cta: 'Acquista il buono',
    body: 'Ricevi subito il buono via e-mail, da stampare o inoltrare.',
  },
  poc: {
    headline: 'Hai bisogno di aiuto nella scelta?',
    text: 'Il nostro team ti consiglia personalmente su materiale, formato e qualità dell’immagine.',
    cta: 'Richiedi una consulenza',
  },
  feeds: {
    collage: {
      title: 'Idee per collage | Wallart',
      description: 'Nuovi modelli e idee per collage dalla nostra community.',
      headline: 'Idee per collage',
      text: 'Lasciati ispirare dai collage più recenti.',
    },
    calendar: {
      title: 'Idee per calendari | Wallart',
      description: 'Modelli e ispirazioni per il tuo prossimo calendario.',
      headline: 'Idee per calendari',
      text: 'Layout freschi per ogni mese.',
    },
    card: {
      title: 'Idee per biglietti | Wallart',
      description: 'Biglietti di auguri per ogni occasione.',
      headline: 'Idee per biglietti',
      text: 'Dal compleanno al Natale: design di cui innamorarsi.',
    },
  },
  error: {
    name: 'Pagina di errore',
    title: 'Pagina non trovata | Wallart',
    description: 'Spiacenti, questa pagina non esiste (più).',
    headline: 'Ops, qui non c’è niente',
    text: 'La pagina è stata spostata o non esiste più. Forse qui trovi qualcosa di bello:',
    cta: 'Torna alla home',
  },
  matrix: { bestseller: 'Bestseller', new: 'Novità' },
  help: {
    slug: 'aiuto',
    name: 'Aiuto e FAQ',
    title: 'Aiuto e domande frequenti | Wallart',
    description:
      'Le risposte alle domande più frequenti su ordini, spedizione, qualità dell’immagine e pagamento.',
    headline: 'Domande frequenti',
    faq: [
      {
        question: 'Quanto dura la consegna?',
        answer:
          'Produciamo il tuo ordine in 1–3 giorni lavorativi. Poi il pacco arriva di solito in 2–3 giorni.',
      },
      {
        question: 'Che risoluzione deve avere la mia foto?',
        answer:
          'Il nostro software mostra un semaforo: il verde indica che la foto sarà nitida nel formato scelto.',
      },
      {
        question: 'Posso ancora modificare l’ordine?',
        answer: 'Sì, finché la produzione non è iniziata: chiamaci o scrivici.',
      },
      {
        question: 'Come posso pagare?',
        answer: 'Con carta di credito, PayPal, Klarna o Apple Pay.',
      },
    ],
  },
  nav: {
    wallArt: 'Quadri',
    photoProducts: 'Prodotti fotografici',
    materialsHeading: 'Materiali',
    framesHeading: 'Cornici e accessori',
    bestseller: 'Bestseller',
    premium: 'Premium',
    additional: 'Molto richiesti',
    newLabel: 'Novità',
    help: 'Aiuto e FAQ',
    vouchers: 'Buoni regalo',
    contact: 'Contatti',
    photoShop: 'Negozio stampe',
    calendarShop: 'Negozio calendari',
    voucherShop: 'Negozio buoni regalo',
    hotlineLabel: 'Servizio clienti',
    hotlineHours: 'Lun–Ven 8–18',
    footerService: 'Assistenza',
    footerProducts: 'Prodotti',
    footerLegal: 'Note legali',
    privacy: 'Privacy',
    cookies: 'Impostazioni cookie',
    copyright: '© Wallart GmbH',
  },
  configurator: {
    calendar: {
      name: 'Calendario fotografico',
      title: 'Crea il tuo calendario fotografico | Wallart',
      description:
        'Calendari con le tue foto: da parete, da tavolo o planner per la famiglia in tanti formati, stampati in qualità premium.',
      headline: 'Crea il tuo calendario fotografico',
      text: 'Scegli tipo di calendario, formato e rilegatura, poi riempi ogni mese con le tue foto nell’editor.',
    },
    card: {
      name: 'Biglietti d’auguri',
      title: 'Crea i tuoi biglietti | Wallart',
      description:
        'Biglietti personalizzati con le tue foto e parole: biglietti pieghevoli e cartoline per ogni occasione, con busta se vuoi.',
      headline: 'Crea i tuoi biglietti',
      text: 'Scegli tipo di biglietto, formato e quantità, poi aggiungi testi e foto nell’editor.',
    },
    collage: {
      name: 'Collage fotografico',
      title: 'Crea il tuo collage fotografico | Wallart',
      description:
        'Collage con le tue foto preferite: scegli un modello, aggiungi le foto e ricevilo stampato come quadro.',
      headline: 'Crea il tuo collage fotografico',
      text: 'Scegli un modello, poi disponi le tue foto preferite in un collage nell’editor.',
    },
    'photo-frame': {
      name: 'Foto incorniciata',
      title: 'La tua foto come quadro | Wallart',
      description:
        'La tua foto su tela, vetro acrilico, alluminio Dibond o come poster: scegli materiale e formato e inizia a creare.',
      headline: 'La tua foto come quadro',
      text: 'Scegli materiale e formato e vedi subito il prezzo, poi posiziona la tua foto nell’editor.',
    },
    photobook: {
      name: 'Fotolibro',
      title: 'Crea il tuo fotolibro | Wallart',
      description:
        'Fotolibri con copertina rigida e rilegatura layflat su carta opaca: scegli il formato e racconta la tua storia.',
      headline: 'Crea il tuo fotolibro',
      text: 'Scegli copertina, rilegatura, carta e formato, poi riempilo pagina per pagina nell’editor.',
    },
    photobox: {
      name: 'Scatola foto',
      title: 'Crea la tua scatola foto | Wallart',
      description:
        'Scatole con le tue stampe: scegli misura e formato, carica le foto e ricevile ben confezionate.',
      headline: 'Crea la tua scatola foto',
      text: 'Scegli la misura della scatola e il formato delle stampe, poi seleziona le foto nell’editor.',
    },
  },
};
