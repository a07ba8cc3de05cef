import type { KartenliebeCopy } from './copy-type';

export const fr: KartenliebeCopy = {
  home: {
    name: 'Accueil',
    title: 'Des cartes faites avec amour – mariage, naissance et plus | Kartenliebe',
    description:
      'Faire-part, cartes de remerciement et cartes de vœux avec vos photos : une impression soignée, avec enveloppes et finitions sur demande.',
    heroHeadline: 'Des cartes qui viennent du cœur',
    heroText:
      'Mariage, naissance ou Noël : créez vos cartes avec vos propres photos et vos mots à vous.',
    heroCta: 'Découvrir les cartes',
    occasionsHeadline: 'La bonne carte pour chaque occasion',
    matrixHeadline: 'Collections préférées',
    storyHeadline: 'Du vrai papier, de vraies émotions',
    storyText: [
      'Une carte que l’on tient entre ses mains, on la garde. C’est pourquoi nous imprimons sur des papiers texturés soigneusement choisis, avec dorure ou gaufrage si vous le souhaitez.',
      'Commandez d’abord un **échantillon gratuit** et jugez vous-même de la qualité.',
    ],
    quote: {
      text: 'Nos faire-part de mariage étaient magnifiques. Beaucoup d’invités les ont gardés et affichés sur le frigo.',
      author: 'Léa et Hugo',
      role: 'Jeunes mariés de Bordeaux',
    },
  },
  desktop: {
    name: 'Accueil logiciel',
    title: 'Kartenliebe sur ordinateur',
    description:
      'Créez vos cartes confortablement sur ordinateur, avec tous les modèles et toutes les polices.',
    headline: 'Bienvenue chez Kartenliebe',
    subline: 'Tous les modèles de cartes directement sur votre ordinateur.',
  },
  uspHeadline: 'Pourquoi Kartenliebe',
  usps: [
    { icon: 'paper', title: 'Papiers premium', text: 'Mat, texturé ou nacré' },
    { icon: 'envelope', title: 'Enveloppes incluses', text: 'Assorties à chaque carte' },
    { icon: 'sample', title: 'Échantillon gratuit', text: 'À toucher avant de commander' },
    { icon: 'truck', title: 'Livraison rapide', text: 'Expédition sous 2 à 3 jours ouvrés' },
  ],
  occasions: {
    hochzeit: {
      slug: 'faire-part-mariage',
      name: 'Faire-part de mariage',
      title: 'Faire-part de mariage, save the date et remerciements | Kartenliebe',
      description:
        'Faire-part, save the date et cartes de remerciement avec vos photos, dans des designs élégants avec dorure et gaufrage.',
      headline: 'Des faire-part pour votre grand jour',
      text: 'Du save the date aux remerciements : tout dans le même style.',
      intro:
        'Choisissez un design qui vous ressemble et créez faire-part, menus et remerciements assortis.',
      designs: ['Amour d’eucalyptus', 'Couronne dorée', 'Élégance épurée'],
    },
    geburt: {
      slug: 'faire-part-naissance',
      name: 'Faire-part de naissance',
      title: 'Faire-part de naissance avec photo | Kartenliebe',
      description:
        'Annoncez l’arrivée de votre bébé avec de jolis faire-part : photo, prénom, date et poids.',
      headline: 'Bonjour le monde !',
      text: 'Partagez votre bonheur avec votre famille et vos amis.',
      intro:
        'Avec photo, date de naissance, taille et poids : nos faire-part racontent la plus belle des nouvelles.',
      designs: ['Petite étoile', 'Rêves pastel', 'Bienvenue bébé'],
    },
    geburtstag: {
      slug: 'cartes-anniversaire',
      name: 'Cartes d’anniversaire',
      title: 'Cartes et invitations d’anniversaire personnalisées | Kartenliebe',
      description:
        'Invitations et cartes de vœux d’anniversaire : pour les enfants, les anniversaires ronds et tous les autres.',
      headline: 'C’est la fête',
      text: 'Des invitations et des vœux qui font plaisir.',
      intro:
        'Anniversaire d’enfant ou cinquantième : avec vos photos, chaque invitation devient unique.',
      designs: ['Pluie de confettis', 'Fête des ballons', 'Anniversaire rond'],
    },
    weihnachten: {
      slug: 'cartes-de-noel',
      name: 'Cartes de Noël',
      title: 'Cartes de Noël avec photo | Kartenliebe',
      description:
        'Des cartes de Noël personnalisées avec votre photo de famille, pour vos proches ou vos clients, avec dorure sur demande.',
      headline: 'Joyeux Noël, avec le cœur',
      text: 'Les plus beaux vœux de fin d’année, personnalisés.',
      intro:
        'Une photo de famille et quelques mots chaleureux : vos vœux de Noël toucheront le cœur à coup sûr.',
      designs: ['Forêt d’hiver', 'Étoiles dorées', 'Fête en famille'],
    },
    trauer: {
      slug: 'cartes-de-condoleances',
      name: 'Cartes de condoléances',
      title: 'Cartes de condoléances et remerciements | Kartenliebe',
      description:
        'Des cartes de condoléances, avis de décès et remerciements empreints de dignité, sobres, avec photo et texte personnel.',
      headline: 'En souvenir',
      text: 'Des cartes conçues avec délicatesse pour l’adieu et les remerciements.',
      intro:
        'Dans les moments difficiles, des mots simples et un design apaisé aident. Nous vous accompagnons volontiers.',
      designs: ['Fleur paisible', 'Lueur d’espoir', 'Doux adieu'],
    },
  },
  common: {
    themesHeadline: 'Tous les designs',
    accessoriesHeadline: 'Enveloppes et extras',
    formatsHeadline: 'Formats de carte',
    calculatorHeadline: 'Calculer le prix',
    calculatorTitle: 'Choisir le type et le format',
    calculatorCta: 'Créer ma carte',
    moreFormats: 'Plus de formats',
    bestseller: 'Populaire',
  },
  cardTypes: { klappkarte: 'Carte double', postkarte: 'Carte postale' },
  accessories: {
    envelope: {
      name: 'Enveloppes',
      description: 'Des enveloppes colorées en C6, B6 ou DL, assorties à votre design.',
    },
    inlay: {
      name: 'Feuillets intérieurs',
      description: 'Du papier calque pour une première impression élégante.',
    },
    seal: {
      name: 'Stickers sceaux',
      description: 'Des sceaux dorés qui rendent chaque enveloppe unique.',
    },
  },
  cardDetail: {
    slug: 'faire-part-eucalyptus',
    name: 'Faire-part Amour d’eucalyptus',
    title: 'Faire-part de mariage Amour d’eucalyptus | Kartenliebe',
    description:
      'De délicates branches d’eucalyptus et beaucoup de place pour vos mots : le faire-part des couples amoureux de la nature.',
    headline: 'Amour d’eucalyptus',
    text: 'Carte double avec place pour une photo, le programme et un coupon-réponse.',
  },
  contact: {
    slug: 'contact',
    name: 'Contact',
    title: 'Contact et service client | Kartenliebe',
    description:
      'Une question sur les cartes, le papier ou votre commande ? Nous vous aidons avec plaisir.',
    headline: 'Écrivez-nous',
    text: 'Notre équipe vous répond généralement sous un jour ouvré.',
    topics: [
      'Question sur ma commande',
      'Aide à la création',
      'Commande d’échantillon',
      'Autre demande',
    ],
    submit: 'Envoyer le message',
    privacyNotice: 'Nous utilisons vos données uniquement pour répondre à votre demande.',
    person: { name: 'Marie Hoffmann', role: 'Conseil en cartes' },
  },
  voucher: {
    slug: 'carte-cadeau',
    name: 'Carte cadeau',
    title: 'Offrir une carte cadeau | Kartenliebe',
    description:
      'La carte cadeau pour tous ceux qui aiment envoyer des cartes, valable sur tous les designs.',
    headline: 'De la joie à offrir',
    text: 'Idéale pour les futurs mariés et les jeunes parents.',
    cta: 'Acheter une carte cadeau',
    body: 'Vous recevez la carte cadeau immédiatement par e-mail.',
  },
  feeds: {
    collage: {
      title: 'Cartes collage | Kartenliebe',
      description: 'Des cartes avec plusieurs photos façon collage.',
      headline: 'Cartes collage',
      text: 'Plein de photos, une seule carte.',
    },
    calendar: {
      title: 'Idées de calendriers | Kartenliebe',
      description: 'Des calendriers photo assortis à vos cartes.',
      headline: 'Idées de calendriers',
      text: 'Toute l’année en belles images.',
    },
    card: {
      title: 'Nouveaux designs | Kartenliebe',
      description: 'Les derniers designs pour chaque occasion.',
      headline: 'Nouveaux designs',
      text: 'Tout droit sortis de notre studio.',
    },
  },
  error: {
    name: 'Page d’erreur',
    title: 'Page introuvable | Kartenliebe',
    description: 'Désolé, cette page n’existe pas.',
    headline: 'Cette carte s’est égarée',
    text: 'La page n’existe plus. Découvrez plutôt nos plus beaux designs :',
    cta: 'Retour à l’accueil',
  },
  nav: {
    cards: 'Cartes',
    occasions: 'Occasions',
    vouchers: 'Cartes cadeaux',
    contact: 'Contact',
    newLabel: 'Nouveau',
    hotlineLabel: 'Conseil',
    hotlineHours: 'Du lundi au vendredi, de 9 h à 17 h',
    footerService: 'Service',
    footerOccasions: 'Occasions',
    footerLegal: 'Mentions légales',
    privacy: 'Protection des données',
    cookies: 'Paramètres des cookies',
    copyright: '© Kartenliebe GmbH',
  },
  configurator: {
    card: {
      name: 'Cartes de vœux',
      title: 'Créez vos cartes | Kartenliebe',
      description:
        'Cartes personnalisées avec vos photos et vos mots : cartes pliées et cartes postales pour chaque occasion, avec enveloppe si vous le souhaitez.',
      headline: 'Créez vos cartes',
      text: 'Choisissez le type de carte, le format et la quantité, puis ajoutez textes et photos dans l’éditeur.',
    },
    calendar: {
      name: 'Calendrier photo',
      title: 'Créez votre calendrier photo | Kartenliebe',
      description:
        'Calendriers photo avec vos images : muraux, de bureau ou planificateurs familiaux, dans de nombreux formats et en qualité premium.',
      headline: 'Créez votre calendrier photo',
      text: 'Choisissez le type de calendrier, le format et la reliure, puis remplissez chaque mois de vos photos dans l’éditeur.',
    },
    photobook: {
      name: 'Livre photo',
      title: 'Créez votre livre photo | Kartenliebe',
      description:
        'Livres photo à couverture rigide et reliure à plat sur papier mat : choisissez le format et racontez votre histoire.',
      headline: 'Créez votre livre photo',
      text: 'Choisissez couverture, reliure, papier et format, puis remplissez-le page après page dans l’éditeur.',
    },
    collage: {
      name: 'Collage photo',
      title: 'Créez votre collage photo | Kartenliebe',
      description:
        'Collages de vos photos préférées : choisissez un modèle, ajoutez vos photos et recevez-le imprimé en tableau.',
      headline: 'Créez votre collage photo',
      text: 'Choisissez un modèle, puis disposez vos photos préférées en collage dans l’éditeur.',
    },
  },
};
