import type { WallartCopy } from './copy-type';

export const fr: WallartCopy = {
  home: {
    name: 'Accueil',
    title: 'Déco murale et cadeaux photo personnalisés | Wallart',
    description:
      'Vos photos préférées sur toile, verre acrylique, poster ou livre photo – imprimées en qualité professionnelle et livrées rapidement.',
    heroHeadline: 'Vos souvenirs méritent d’être mis en valeur',
    heroText:
      'Des photos de vacances aux portraits de famille : nous imprimons vos images avec une netteté parfaite sur toile, verre acrylique et aluminium.',
    heroCta: 'Créer mon tableau',
    bentoHeadline: 'Trouvez votre produit préféré',
    matrixHeadline: 'Nos best-sellers',
    storyHeadline: 'Imprimé avec soin depuis 2011',
    storyText: [
      'Depuis 2011, nous transformons vos photos en tableaux, calendriers et livres photo. Dans notre propre atelier, chaque image est contrôlée avant l’impression.',
      'Téléchargez votre photo, choisissez la matière et le format : nous nous occupons du reste. **Emballé avec soin** et expédié rapidement.',
    ],
    customerHeadline: 'Nos clients nous montrent leur intérieur',
    customerText: 'Partagez votre tableau avec #monwallart et rejoignez notre galerie.',
    quote: {
      text: 'Les couleurs de la toile sont encore plus belles qu’à l’écran. Le tableau est maintenant au-dessus du canapé et tout le monde nous demande d’où il vient.',
      author: 'Camille D.',
      role: 'Cliente à Lyon',
    },
    shopHeadline: 'Encore plus d’idées pour vos photos',
    shopText: 'Découvrez nos boutiques dédiées aux tirages, aux calendriers et aux cartes cadeaux.',
    videoTitle: 'De l’envoi de la photo au tableau fini en 60 secondes',
    containerName: 'Inspiration salon',
    containerHeadline: 'De l’inspiration pour votre intérieur',
    containerText:
      'Un mur de trois à cinq cadres espacés régulièrement apporte calme et modernité. Astuce : testez la composition avec des gabarits en papier avant de percer.',
  },
  desktop: {
    name: 'Accueil logiciel',
    title: 'Wallart sur ordinateur – créez sans coupure de connexion',
    description:
      'Avec le logiciel Wallart, créez livres photo et tableaux confortablement sur votre ordinateur, même hors ligne.',
    headline: 'Bienvenue dans le logiciel Wallart',
    subline: 'Tous les produits, tous les outils – directement sur votre ordinateur.',
    toolboxHeadline: 'Des outils pratiques pour vos photos',
    tools: {
      convertFile: {
        title: 'Convertir des fichiers',
        text: 'HEIC, TIFF ou PNG ? Nous convertissons vos photos en JPG prêts à imprimer.',
      },
      convertPdf: {
        title: 'Convertir un PDF',
        text: 'Transformez une page PDF en image pour votre tableau ou votre calendrier.',
      },
      download: {
        title: 'Sauvegarder vos projets',
        text: 'Téléchargez vos créations et reprenez-les plus tard.',
      },
      optimizeImage: {
        title: 'Optimiser les images',
        text: 'Netteté et correction des couleurs automatiques pour un rendu éclatant.',
      },
    },
  },
  uspHeadline: 'Nos engagements',
  usps: [
    { icon: 'truck', title: 'Livraison rapide', text: 'Fabrication en 1 à 3 jours ouvrés' },
    { icon: 'award', title: 'Qualité professionnelle', text: 'Imprimé dans notre propre atelier' },
    {
      icon: 'heart',
      title: 'Satisfait pendant 100 jours',
      text: 'Pas convaincu ? Nous réimprimons.',
    },
    {
      icon: 'chat',
      title: 'Conseil personnalisé',
      text: 'De vraies personnes, de vraies réponses',
    },
  ],
  materials: {
    leinwand: 'Toile',
    acrylglas: 'Verre acrylique',
    aludibond: 'Alu-Dibond',
    poster: 'Poster',
    forexplatte: 'Plaque Forex',
    hahnemuehle: 'Hahnemühle Fine Art',
    gallerybond: 'Tirage galerie',
  },
  papers: {
    simple: 'Brillant standard',
    poster: 'Brillant premium',
    'fotopapier-matt': 'Papier photo mat',
    hahnemuehle: 'Hahnemühle Fine Art',
  },
  photoboxes: { small: 'Box photos', max: 'Box photos MAX' },
  calendarTypes: {
    wandkalender: 'Calendrier mural',
    tischkalender: 'Calendrier de bureau',
    familienplaner: 'Planning familial',
  },
  frames: {
    holzrahmen: {
      name: 'Cadre en bois',
      description: 'Bois massif noir, blanc ou chêne – un classique avec passe-partout blanc.',
    },
    alurahmen: {
      name: 'Cadre en aluminium',
      description: 'De fines baguettes en aluminium pour une mise en valeur élégante et moderne.',
    },
    'schattenfuge-leinwand': {
      name: 'Caisse américaine',
      description: 'La toile semble flotter dans le cadre – raffiné, comme en galerie.',
    },
  },
  accessories: {
    posterbar: {
      name: 'Porte-affiche',
      description: 'Baguettes magnétiques en bois qui maintiennent votre poster sans cadre.',
    },
    screw: {
      name: 'Kit de vis',
      description: 'Chevilles et vis adaptées à tous nos systèmes d’accrochage.',
    },
  },
  categories: {
    wallArt: {
      slug: 'deco-murale',
      name: 'Déco murale',
      title: 'Déco murale avec votre photo – toile, acrylique et alu | Wallart',
      description:
        'Créez votre tableau avec votre propre photo : sur toile, verre acrylique, Alu-Dibond ou en poster. De nombreux formats, livraison rapide.',
      headline: 'Votre photo en déco murale',
      text: 'Choisissez la matière, téléchargez votre photo préférée et recevez une pièce unique pour votre mur.',
      intro: [
        'Moderne sur verre acrylique, classique sur toile ou raffiné sur Alu-Dibond : chaque matière sublime votre photo à sa façon.',
        'Du petit format discret au tableau XXL au-dessus du canapé, il y a une taille pour chaque mur.',
      ],
    },
    canvasPrints: {
      slug: 'impression-sur-toile',
      name: 'Impression sur toile',
      title: 'Impression sur toile – votre photo sur toile | Wallart',
      description:
        'Votre photo sur une véritable toile de coton, tendue sur châssis en bois et prête à accrocher.',
      headline: 'Votre photo sur toile',
      text: 'Des couleurs chaleureuses et une texture fine : la toile est le grand classique des photos de famille et de voyage.',
      intro: [
        'Nous imprimons sur un tissu en coton mélangé, tendu à la main sur un châssis en pin.',
        'Bords miroir, colorés ou avec l’image qui se prolonge : à vous de choisir.',
      ],
    },
    photoPrints: {
      slug: 'tirages-photos',
      name: 'Tirages photos',
      title: 'Tirages photos en ligne sur vrai papier photo | Wallart',
      description:
        'Faites développer vos photos comme avant, mais plus vite : des tirages sur vrai papier photo, dans de nombreux formats.',
      headline: 'Des tirages sur vrai papier photo',
      text: 'Retrouvez vos plus beaux moments entre vos mains – en brillant, en mat ou sur papier Hahnemühle.',
      intro: [
        'Vos photos sont exposées sur un vrai papier photo pour des couleurs éclatantes pendant des décennies.',
        'Parfaits pour l’album, pour offrir ou pour le tableau en liège.',
      ],
    },
    photoBox: {
      slug: 'box-photos',
      name: 'Box photos',
      title: 'Box photos avec vos tirages – le cadeau idéal | Wallart',
      description:
        'Vos photos en tirages dans une jolie boîte cadeau. Idéal pour un mariage, un voyage ou un moment unique.',
      headline: 'Des souvenirs à offrir',
      text: 'Jusqu’à 200 tirages dans une boîte solide avec votre photo sur le couvercle.',
      intro: [
        'La box photos, c’est un album à feuilleter : chaque tirage se sort, se partage et se range à nouveau.',
        'La box photos MAX accueille encore plus de souvenirs.',
      ],
    },
    photoCalendar: {
      slug: 'calendrier-photo',
      name: 'Calendrier photo',
      title: 'Créez votre calendrier photo personnalisé | Wallart',
      description:
        'Personnalisez votre calendrier avec vos photos : mural, de bureau ou planning familial, à partir du mois de votre choix.',
      headline: 'Douze mois, douze photos préférées',
      text: 'Un calendrier personnalisé, c’est le cadeau qui fait plaisir toute l’année.',
      intro: [
        'Choisissez le mois de départ, ajoutez les anniversaires et composez chaque page avec nos modèles ou en toute liberté.',
        'Reliure spirale, baguette en bois ou chevalet : vous décidez comment il s’accroche ou se pose.',
      ],
    },
  },
  category: {
    calculatorHeadline: 'Calculer le prix',
    calculatorTitle: 'Choisir la matière et le format',
    calculatorCta: 'Créer maintenant',
    moreFormats: 'Plus de formats',
    bestseller: 'Best-seller',
    formatsHeadline: 'Formats et prix',
    sizesHeadline: 'Trouver le bon format',
    sizesText:
      'Règle d’or : au-dessus d’un canapé, un tableau rend le mieux lorsqu’il mesure environ deux tiers de la largeur du canapé.',
    framesHeadline: 'Cadres assortis',
    qualityHeadline: 'Une qualité qui se voit',
    quality: [
      {
        title: 'Couleurs durables',
        text: 'Des encres résistantes aux UV pour un éclat qui dure des décennies.',
      },
      { title: 'Contrôlé à la main', text: 'Chaque tableau est vérifié avant l’expédition.' },
      { title: 'Responsable', text: 'Du bois issu de forêts gérées durablement.' },
    ],
    subTeaserHeadline: 'Vous hésitez entre plusieurs matières ?',
    subTeaserText: 'Notre comparatif vous montre toutes les différences en un coup d’œil.',
    subTeaserCta: 'Comparer les matières',
    imageCaption: 'Grand format dans le salon',
    photoCaption: 'Coucher de soleil en Bretagne',
    photographer: 'Lena K.',
  },
  calendarDetail: {
    slug: 'calendrier-mural',
    name: 'Calendrier mural',
    title: 'Calendrier mural avec vos photos | Wallart',
    description:
      'Votre calendrier mural en A4 ou A3, portrait ou paysage, avec reliure spirale ou baguette en bois.',
    headline: 'Votre calendrier mural',
    text: 'Commencez le mois de votre choix et notez directement les dates importantes.',
  },
  collage: {
    slug: 'collage-photo',
    name: 'Collage photo',
    title: 'Créer un collage photo – plusieurs photos, un tableau | Wallart',
    description:
      'Réunissez vos plus belles photos dans un collage : en cœur, en grille ou en composition libre, sur toile ou poster.',
    headline: 'Plein de moments, un seul tableau',
    detail: {
      slug: 'collage-coeur',
      name: 'Collage cœur',
      title: 'Collage en forme de cœur avec vos photos | Wallart',
      description:
        'Jusqu’à 30 photos en forme de cœur – le cadeau romantique pour un anniversaire.',
      headline: 'Votre collage cœur',
      text: 'Téléchargez vos photos, nous les disposons automatiquement en cœur.',
    },
  },
  photobook: {
    slug: 'livre-photo',
    name: 'Livre photo',
    title: 'Créer un livre photo – couverture rigide, souple ou papier photo | Wallart',
    description:
      'Votre livre photo en qualité premium : couverture rigide, souple ou sur vrai papier photo avec reliure à plat.',
    headline: 'Des histoires à feuilleter',
    quote: {
      text: 'Notre livre photo de mariage est magnifique – les pages à plat sont un vrai bonheur.',
      author: 'Chloé et Antoine',
    },
    detail: {
      slug: 'livre-photo-couverture-rigide',
      name: 'Livre photo couverture rigide',
      title: 'Livre photo à couverture rigide | Wallart',
      description:
        'Une couverture solide, un papier mat premium et jusqu’à 150 pages pour vos souvenirs.',
      headline: 'Votre livre photo à couverture rigide',
      text: 'Le classique pour les vacances, les mariages et la chronique familiale.',
    },
  },
  accessoriesPage: {
    slug: 'accessoires',
    name: 'Accessoires',
    title: 'Accessoires pour vos tableaux | Wallart',
    description:
      'Porte-affiches, systèmes d’accrochage et kits de vis : tout pour un accrochage en toute sécurité.',
    headline: 'Des accessoires pour votre mur',
    text: 'L’accessoire adapté à chaque matière, prêt à l’emploi.',
    typesHeadline: 'Nos accessoires',
  },
  contact: {
    slug: 'contact',
    name: 'Contact',
    title: 'Contact et service client | Wallart',
    description:
      'Une question sur votre commande ou votre création ? Notre service client vous aide volontiers.',
    headline: 'Nous sommes là pour vous',
    text: 'Écrivez-nous : nous répondons généralement sous un jour ouvré.',
    topics: ['Question sur ma commande', 'Aide à la création', 'Réclamation', 'Autre demande'],
    submit: 'Envoyer le message',
    privacyNotice: 'Nous utilisons vos données uniquement pour répondre à votre demande.',
    person: { name: 'Anna Becker', role: 'Responsable du service client' },
  },
  voucher: {
    slug: 'carte-cadeau',
    name: 'Carte cadeau',
    title: 'Offrir une carte cadeau | Wallart',
    description:
      'Offrez le plaisir de la photo : notre carte cadeau est valable sur tous les produits pendant trois ans.',
    headline: 'Offrez des souvenirs',
    text: 'Vous ne savez pas quelle photo choisir ? Avec la carte cadeau, c’est la personne qui la reçoit qui décide.',
    cta: 'Acheter une carte cadeau',
    body: 'Vous recevez la carte cadeau immédiatement par e-mail, à imprimer ou à transférer.',
  },
  poc: {
    headline: 'Besoin d’aide pour choisir ?',
    text: 'Notre équipe vous conseille personnellement sur la matière, le format et la qualité d’image.',
    cta: 'Demander conseil',
  },
  feeds: {
    collage: {
      title: 'Idées de collages | Wallart',
      description: 'Nouveaux modèles et idées de collages de notre communauté.',
      headline: 'Idées de collages',
      text: 'Laissez-vous inspirer par les derniers collages.',
    },
    calendar: {
      title: 'Idées de calendriers | Wallart',
      description: 'Modèles et inspiration pour votre prochain calendrier photo.',
      headline: 'Idées de calendriers',
      text: 'Des mises en page fraîches pour chaque mois.',
    },
    card: {
      title: 'Idées de cartes | Wallart',
      description: 'Des modèles de cartes pour chaque occasion.',
      headline: 'Idées de cartes',
      text: 'De l’anniversaire à Noël : des créations à croquer.',
    },
  },
  error: {
    name: 'Page d’erreur',
    title: 'Page introuvable | Wallart',
    description: 'Désolé, cette page n’existe pas ou plus.',
    headline: 'Oups, il n’y a rien ici',
    text: 'La page a été déplacée ou n’existe plus. Vous trouverez peut-être votre bonheur ici :',
    cta: 'Retour à l’accueil',
  },
  matrix: { bestseller: 'Best-seller', new: 'Nouveau' },
  help: {
    slug: 'aide',
    name: 'Aide et FAQ',
    title: 'Aide et questions fréquentes | Wallart',
    description:
      'Les réponses aux questions les plus fréquentes sur la commande, la livraison, la qualité d’image et le paiement.',
    headline: 'Questions fréquentes',
    faq: [
      {
        question: 'Quel est le délai de livraison ?',
        answer:
          'Nous fabriquons votre commande en 1 à 3 jours ouvrés. Votre colis arrive ensuite généralement en 2 à 3 jours.',
      },
      {
        question: 'Quelle résolution pour ma photo ?',
        answer:
          'Notre logiciel affiche un feu tricolore : le vert signifie que votre photo sera nette au format choisi.',
      },
      {
        question: 'Puis-je encore modifier ma commande ?',
        answer: 'Oui, tant que la fabrication n’a pas commencé. Appelez-nous ou écrivez-nous.',
      },
      {
        question: 'Quels moyens de paiement acceptez-vous ?',
        answer: 'Carte bancaire, PayPal, Klarna et Apple Pay.',
      },
    ],
  },
  nav: {
    wallArt: 'Déco murale',
    photoProducts: 'Produits photo',
    materialsHeading: 'Matières',
    framesHeading: 'Cadres et accessoires',
    bestseller: 'Best-sellers',
    premium: 'Premium',
    additional: 'Également appréciés',
    newLabel: 'Nouveau',
    help: 'Aide et FAQ',
    vouchers: 'Cartes cadeaux',
    contact: 'Contact',
    photoShop: 'Boutique tirages',
    calendarShop: 'Boutique calendriers',
    voucherShop: 'Boutique cartes cadeaux',
    hotlineLabel: 'Service client',
    hotlineHours: 'Du lundi au vendredi, de 8 h à 18 h',
    footerService: 'Service',
    footerProducts: 'Produits',
    footerLegal: 'Mentions légales',
    privacy: 'Protection des données',
    cookies: 'Paramètres des cookies',
    copyright: '© Wallart GmbH',
  },
  configurator: {
    calendar: {
      name: 'Calendrier photo',
      title: 'Créez votre calendrier photo | Wallart',
      description:
        'Calendriers photo avec vos images : muraux, de bureau ou planificateurs familiaux, dans de nombreux formats et en qualité premium.',
      headline: 'Créez votre calendrier photo',
      text: 'Choisissez le type de calendrier, le format et la reliure, puis remplissez chaque mois de vos photos dans l’éditeur.',
    },
    card: {
      name: 'Cartes de vœux',
      title: 'Créez vos cartes | Wallart',
      description:
        'Cartes personnalisées avec vos photos et vos mots : cartes pliées et cartes postales pour chaque occasion, avec enveloppe si vous le souhaitez.',
      headline: 'Créez vos cartes',
      text: 'Choisissez le type de carte, le format et la quantité, puis ajoutez textes et photos dans l’éditeur.',
    },
    collage: {
      name: 'Collage photo',
      title: 'Créez votre collage photo | Wallart',
      description:
        'Collages de vos photos préférées : choisissez un modèle, ajoutez vos photos et recevez-le imprimé en tableau.',
      headline: 'Créez votre collage photo',
      text: 'Choisissez un modèle, puis disposez vos photos préférées en collage dans l’éditeur.',
    },
    'photo-frame': {
      name: 'Photo encadrée',
      title: 'Votre photo en tableau | Wallart',
      description:
        'Votre photo sur toile, verre acrylique, aluminium Dibond ou en poster : choisissez matière et format et commencez.',
      headline: 'Votre photo en tableau',
      text: 'Choisissez matière et format et voyez le prix tout de suite, puis placez votre photo dans l’éditeur.',
    },
    photobook: {
      name: 'Livre photo',
      title: 'Créez votre livre photo | Wallart',
      description:
        'Livres photo à couverture rigide et reliure à plat sur papier mat : choisissez le format et racontez votre histoire.',
      headline: 'Créez votre livre photo',
      text: 'Choisissez couverture, reliure, papier et format, puis remplissez-le page après page dans l’éditeur.',
    },
    photobox: {
      name: 'Boîte photo',
      title: 'Créez votre boîte photo | Wallart',
      description:
        'Boîtes photo avec vos tirages : choisissez taille et format, téléchargez vos photos et recevez-les joliment emballées.',
      headline: 'Créez votre boîte photo',
      text: 'Choisissez la taille de la boîte et le format des tirages, puis sélectionnez vos photos dans l’éditeur.',
    },
  },
};
