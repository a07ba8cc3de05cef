import type { KartenliebeCopy } from './copy-type';

export const nl: KartenliebeCopy = {
  home: {
    name: 'Home',
    title: 'Kaarten met liefde gemaakt – trouwen, geboorte en meer | Kartenliebe',
    description:
      'Uitnodigingen, bedankkaarten en wenskaarten met je eigen foto’s: prachtig gedrukt, met enveloppen en afwerking naar wens.',
    heroHeadline: 'Kaarten recht uit het hart',
    heroText:
      'Bruiloft, geboorte of kerst – ontwerp je kaarten met eigen foto’s en persoonlijke woorden.',
    heroCta: 'Ontdek de kaarten',
    occasionsHeadline: 'Voor elke gelegenheid de juiste kaart',
    matrixHeadline: 'Populaire kaartcollecties',
    storyHeadline: 'Echt papier, echte gevoelens',
    storyText: [
      'Een kaart die je in handen houdt, blijft bewaard. Daarom drukken we op zorgvuldig gekozen papier met structuur – desgewenst met goudfolie of reliëf.',
      'Bestel eerst een **gratis proefkaart** en overtuig jezelf van de kwaliteit.',
    ],
    quote: {
      text: 'Onze trouwkaarten waren een droom. Veel gasten hebben ze bewaard en op de koelkast gehangen.',
      author: 'Eva en Thijs',
      role: 'Bruidspaar uit Haarlem',
    },
  },
  desktop: {
    name: 'Desktop-home',
    title: 'Kartenliebe voor desktop',
    description: 'Ontwerp je kaarten gewoon op je computer – met alle sjablonen en lettertypen.',
    headline: 'Welkom bij Kartenliebe',
    subline: 'Alle kaartsjablonen direct op je computer.',
  },
  uspHeadline: 'Waarom Kartenliebe',
  usps: [
    { icon: 'paper', title: 'Premium papier', text: 'Mat, met structuur of parelmoer' },
    { icon: 'envelope', title: 'Inclusief enveloppen', text: 'Passend bij elke kaart' },
    { icon: 'sample', title: 'Gratis proefkaart', text: 'Voel de kwaliteit voordat je bestelt' },
    { icon: 'truck', title: 'Snel in huis', text: 'Verzonden binnen 2–3 werkdagen' },
  ],
  occasions: {
    hochzeit: {
      slug: 'trouwkaarten',
      name: 'Trouwkaarten',
      title: 'Trouwkaarten maken – uitnodiging, save the date en bedankje | Kartenliebe',
      description:
        'Trouwuitnodigingen, save-the-datekaarten en bedankkaarten met jullie foto’s – in stijlvolle ontwerpen met goudfolie en reliëf.',
      headline: 'Trouwkaarten voor jullie grote dag',
      text: 'Van save the date tot bedankkaart: alles in één stijl.',
      intro:
        'Kies een ontwerp dat bij jullie past en maak uitnodigingen, menukaarten en bedankjes in dezelfde look.',
      designs: ['Eucalyptusliefde', 'Gouden krans', 'Eenvoudige elegantie'],
    },
    geburt: {
      slug: 'geboortekaartjes',
      name: 'Geboortekaartjes',
      title: 'Geboortekaartjes met foto | Kartenliebe',
      description:
        'Kondig de geboorte van jullie baby aan met lieve geboortekaartjes – met foto, naam, datum en gewicht.',
      headline: 'Hallo wereld!',
      text: 'Deel jullie geluk met familie en vrienden.',
      intro:
        'Met foto, geboortedatum, lengte en gewicht vertellen onze geboortekaartjes het mooiste nieuws van de wereld.',
      designs: ['Kleine ster', 'Pasteldromen', 'Welkom, baby'],
    },
    geburtstag: {
      slug: 'verjaardagskaarten',
      name: 'Verjaardagskaarten',
      title: 'Verjaardagskaarten en uitnodigingen zelf maken | Kartenliebe',
      description:
        'Uitnodigingen en felicitatiekaarten voor je verjaardag – voor kinderfeestjes, kroonjaren en alles daartussen.',
      headline: 'Tijd voor een feestje',
      text: 'Uitnodigingen en felicitaties die blij maken.',
      intro:
        'Of het nu een kinderfeestje is of een vijftigste verjaardag: met eigen foto’s valt elke uitnodiging op.',
      designs: ['Confettiregen', 'Ballonnenfeest', 'Kroonjaar'],
    },
    weihnachten: {
      slug: 'kerstkaarten',
      name: 'Kerstkaarten',
      title: 'Kerstkaarten met foto maken | Kartenliebe',
      description:
        'Persoonlijke kerstkaarten met je gezinsfoto – voor familie of zakelijk, desgewenst met goudfolie.',
      headline: 'Fijne kerst, uit het hart',
      text: 'De mooiste kerstgroeten, helemaal persoonlijk.',
      intro:
        'Een gezinsfoto en een paar warme woorden – en je kerstgroeten komen gegarandeerd van harte aan.',
      designs: ['Winterbos', 'Gouden sterren', 'Familiefeest'],
    },
    trauer: {
      slug: 'rouwkaarten',
      name: 'Rouwkaarten',
      title: 'Rouwkaarten en bedankkaarten maken | Kartenliebe',
      description:
        'Waardige rouwkaarten, overlijdensberichten en bedankkaarten – sober vormgegeven, met foto en persoonlijke tekst.',
      headline: 'In liefdevolle herinnering',
      text: 'Zorgvuldig ontworpen kaarten voor afscheid en dank.',
      intro:
        'In moeilijke tijden helpen heldere woorden en een rustig ontwerp. We helpen je graag bij het vormgeven.',
      designs: ['Stille bloesem', 'Lichtpuntje', 'Zacht afscheid'],
    },
  },
  common: {
    themesHeadline: 'Alle ontwerpen',
    accessoriesHeadline: 'Enveloppen en extra’s',
    formatsHeadline: 'Kaartformaten',
    calculatorHeadline: 'Bereken je prijs',
    calculatorTitle: 'Kies kaartsoort en formaat',
    calculatorCta: 'Kaart ontwerpen',
    moreFormats: 'Meer formaten',
    bestseller: 'Populair',
  },
  cardTypes: { klappkarte: 'Dubbele kaart', postkarte: 'Ansichtkaart' },
  accessories: {
    envelope: {
      name: 'Enveloppen',
      description: 'Gekleurde enveloppen in C6, B6 of DL – passend bij je ontwerp.',
    },
    inlay: {
      name: 'Inlegvellen',
      description: 'Transparant papier voor een chique eerste indruk.',
    },
    seal: { name: 'Sluitzegels', description: 'Gouden zegels die elke envelop bijzonder maken.' },
  },
  cardDetail: {
    slug: 'trouwkaart-eucalyptus',
    name: 'Trouwkaart Eucalyptusliefde',
    title: 'Trouwuitnodiging Eucalyptusliefde | Kartenliebe',
    description:
      'Sierlijke eucalyptustakjes en veel ruimte voor jullie woorden: de uitnodiging voor natuurliefhebbers.',
    headline: 'Eucalyptusliefde',
    text: 'Dubbele kaart met ruimte voor een foto, het dagprogramma en een antwoordkaart.',
  },
  contact: {
    slug: 'contact',
    name: 'Contact',
    title: 'Contact en klantenservice | Kartenliebe',
    description: 'Vragen over kaarten, papier of je bestelling? We helpen je graag.',
    headline: 'Stuur ons een bericht',
    text: 'Ons kaartenteam reageert meestal binnen één werkdag.',
    topics: [
      'Vraag over mijn bestelling',
      'Hulp bij het ontwerpen',
      'Proefkaart bestellen',
      'Iets anders',
    ],
    submit: 'Bericht versturen',
    privacyNotice: 'We gebruiken je gegevens alleen om je vraag te beantwoorden.',
    person: { name: 'Marie Hoffmann', role: 'Kaartadvies' },
  },
  voucher: {
    slug: 'cadeaubon',
    name: 'Cadeaubon',
    title: 'Cadeaubon geven | Kartenliebe',
    description:
      'De cadeaubon voor iedereen die graag kaarten verstuurt – geldig op alle ontwerpen.',
    headline: 'Plezier om te geven',
    text: 'Ideaal voor bruidsparen en kersverse ouders.',
    cta: 'Cadeaubon bestellen',
    body: 'Je ontvangt de cadeaubon direct per e-mail.',
  },
  feeds: {
    collage: {
      title: 'Collagekaarten | Kartenliebe',
      description: 'Kaarten met meerdere foto’s in collagestijl.',
      headline: 'Collagekaarten',
      text: 'Veel foto’s, één kaart.',
    },
    calendar: {
      title: 'Kalender-ideeën | Kartenliebe',
      description: 'Fotokalenders die passen bij je kaarten.',
      headline: 'Kalender-ideeën',
      text: 'Het hele jaar in mooie beelden.',
    },
    card: {
      title: 'Nieuwe kaartontwerpen | Kartenliebe',
      description: 'De nieuwste ontwerpen voor elke gelegenheid.',
      headline: 'Nieuwe kaartontwerpen',
      text: 'Vers uit onze ontwerpstudio.',
    },
  },
  error: {
    name: 'Foutpagina',
    title: 'Pagina niet gevonden | Kartenliebe',
    description: 'Sorry, deze pagina bestaat niet.',
    headline: 'Deze kaart is kwijtgeraakt',
    text: 'De pagina bestaat niet meer. Ontdek in plaats daarvan onze mooiste ontwerpen:',
    cta: 'Naar de homepage',
  },
  nav: {
    cards: 'Kaarten',
    occasions: 'Gelegenheden',
    vouchers: 'Cadeaubonnen',
    contact: 'Contact',
    newLabel: 'Nieuw',
    hotlineLabel: 'Kaartadvies',
    hotlineHours: 'Ma–vr 9.00–17.00 uur',
    footerService: 'Service',
    footerOccasions: 'Gelegenheden',
    footerLegal: 'Juridisch',
    privacy: 'Privacybeleid',
    cookies: 'Cookie-instellingen',
    copyright: '© Kartenliebe GmbH',
  },
  configurator: {
    card: {
      name: 'Wenskaarten',
      title: 'Ontwerp je wenskaarten | Kartenliebe',
      description:
        'Persoonlijke wenskaarten met jouw foto’s en woorden: dubbele kaarten en ansichtkaarten voor elke gelegenheid, desgewenst met envelop.',
      headline: 'Ontwerp je wenskaarten',
      text: 'Kies kaarttype, formaat en aantal – daarna voeg je in de ontwerper tekst en foto’s toe.',
    },
    calendar: {
      name: 'Fotokalender',
      title: 'Ontwerp je fotokalender | Kartenliebe',
      description:
        'Fotokalenders met jouw foto’s: wandkalenders, bureaukalenders of gezinsplanners in vele formaten, gedrukt in topkwaliteit.',
      headline: 'Ontwerp je fotokalender',
      text: 'Kies kalendertype, formaat en binding – daarna vul je in de ontwerper elke maand met je foto’s.',
    },
    photobook: {
      name: 'Fotoboek',
      title: 'Ontwerp je fotoboek | Kartenliebe',
      description:
        'Fotoboeken met harde kaft en layflat-binding op mat papier: kies een formaat en vertel je verhaal.',
      headline: 'Ontwerp je fotoboek',
      text: 'Kies omslag, binding, papier en formaat – daarna vul je het pagina voor pagina in de ontwerper.',
    },
    collage: {
      name: 'Fotocollage',
      title: 'Ontwerp je fotocollage | Kartenliebe',
      description:
        'Fotocollages van je favoriete foto’s: kies een sjabloon, voeg je foto’s toe en laat hem als wanddecoratie drukken.',
      headline: 'Ontwerp je fotocollage',
      text: 'Kies een sjabloon – daarna schik je in de ontwerper je favoriete foto’s tot een collage.',
    },
  },
};
