import type { KartenliebeCopy } from './copy-type';

export const es: KartenliebeCopy = {
  home: {
    name: 'Inicio',
    title: 'Tarjetas hechas con cariño: bodas, nacimientos y más | Kartenliebe',
    description:
      'Invitaciones, tarjetas de agradecimiento y felicitaciones con tus fotos: impresión de calidad, con sobre y acabados especiales si lo deseas.',
    heroHeadline: 'Tarjetas que salen del corazón',
    heroText: 'Boda, nacimiento o Navidad: diseña tus tarjetas con tus propias fotos y palabras.',
    heroCta: 'Descubrir tarjetas',
    occasionsHeadline: 'La tarjeta perfecta para cada ocasión',
    matrixHeadline: 'Colecciones más populares',
    storyHeadline: 'Papel de verdad, emociones de verdad',
    storyText: [
      'Una tarjeta que se puede tocar perdura. Por eso imprimimos en papeles seleccionados con textura, con acabado en oro o relieve si lo deseas.',
      'Pide antes una **muestra gratuita** y comprueba tú mismo la calidad.',
    ],
    quote: {
      text: 'Nuestras invitaciones de boda fueron un sueño. Muchos invitados las guardaron y las pusieron en la nevera.',
      author: 'Elena y Pablo',
      role: 'Recién casados de Sevilla',
    },
  },
  desktop: {
    name: 'Inicio escritorio',
    title: 'Kartenliebe para escritorio',
    description:
      'Diseña tus tarjetas cómodamente en el ordenador, con todas las plantillas y fuentes.',
    headline: 'Te damos la bienvenida a Kartenliebe',
    subline: 'Todas las plantillas de tarjetas en tu ordenador.',
  },
  uspHeadline: 'Por qué Kartenliebe',
  usps: [
    { icon: 'paper', title: 'Papeles prémium', text: 'Mate, con textura o nacarado' },
    { icon: 'envelope', title: 'Sobres incluidos', text: 'A juego con cada tarjeta' },
    { icon: 'sample', title: 'Muestra gratuita', text: 'Tócala antes de hacer el pedido' },
    { icon: 'truck', title: 'Envío rápido', text: 'Enviado en 2–3 días laborables' },
  ],
  occasions: {
    hochzeit: {
      slug: 'invitaciones-de-boda',
      name: 'Invitaciones de boda',
      title: 'Invitaciones de boda, save the date y agradecimientos | Kartenliebe',
      description:
        'Invitaciones de boda, save the date y tarjetas de agradecimiento con vuestras fotos, en diseños elegantes con oro y relieve.',
      headline: 'Tarjetas para vuestro gran día',
      text: 'Del save the date al agradecimiento: todo con el mismo estilo.',
      intro:
        'Elegid un diseño que os represente y cread invitaciones, menús y agradecimientos con la misma estética.',
      designs: ['Amor de eucalipto', 'Corona dorada', 'Elegancia sencilla'],
    },
    geburt: {
      slug: 'tarjetas-de-nacimiento',
      name: 'Tarjetas de nacimiento',
      title: 'Tarjetas de nacimiento con foto | Kartenliebe',
      description:
        'Anunciad la llegada de vuestro bebé con tarjetas de nacimiento llenas de ternura: con foto, nombre, fecha y peso.',
      headline: '¡Hola, mundo!',
      text: 'Compartid vuestra alegría con familia y amigos.',
      intro:
        'Con foto, fecha de nacimiento, talla y peso: nuestras tarjetas cuentan la noticia más bonita del mundo.',
      designs: ['Pequeña estrella', 'Sueños pastel', 'Bienvenido, bebé'],
    },
    geburtstag: {
      slug: 'tarjetas-de-cumpleanos',
      name: 'Tarjetas de cumpleaños',
      title: 'Tarjetas e invitaciones de cumpleaños personalizadas | Kartenliebe',
      description:
        'Invitaciones y felicitaciones de cumpleaños: para fiestas infantiles, cumpleaños redondos y todo lo demás.',
      headline: 'Es hora de celebrar',
      text: 'Invitaciones y felicitaciones que hacen sonreír.',
      intro:
        'Ya sea una fiesta infantil o los cincuenta, tus fotos convierten cada invitación en algo especial.',
      designs: ['Lluvia de confeti', 'Fiesta de globos', 'Cumpleaños redondo'],
    },
    weihnachten: {
      slug: 'tarjetas-de-navidad',
      name: 'Tarjetas de Navidad',
      title: 'Tarjetas de Navidad con foto | Kartenliebe',
      description:
        'Felicitaciones navideñas personalizadas con la foto de tu familia, para amigos o empresas, con lámina dorada si lo deseas.',
      headline: 'Feliz Navidad de corazón',
      text: 'Los saludos más cálidos, con tu toque personal.',
      intro:
        'Una foto de familia y unas palabras cariñosas: así tu felicitación llegará directa al corazón.',
      designs: ['Bosque invernal', 'Estrellas doradas', 'Fiesta en familia'],
    },
    trauer: {
      slug: 'tarjetas-de-condolencia',
      name: 'Tarjetas de condolencia',
      title: 'Tarjetas de condolencia y agradecimiento | Kartenliebe',
      description:
        'Tarjetas de condolencia, recordatorios y agradecimientos dignos, de diseño sobrio, con foto y texto personal.',
      headline: 'En el recuerdo',
      text: 'Tarjetas diseñadas con delicadeza para la despedida y el agradecimiento.',
      intro:
        'En los momentos difíciles ayudan las palabras claras y un diseño sereno. Te acompañamos con mucho gusto en el diseño.',
      designs: ['Flor serena', 'Rayo de luz', 'Despedida tranquila'],
    },
  },
  common: {
    themesHeadline: 'Todos los diseños',
    accessoriesHeadline: 'Sobres y extras',
    formatsHeadline: 'Formatos de tarjeta',
    calculatorHeadline: 'Calcula el precio',
    calculatorTitle: 'Elige tipo de tarjeta y formato',
    calculatorCta: 'Diseñar tarjeta',
    moreFormats: 'Más formatos',
    bestseller: 'Popular',
  },
  cardTypes: { klappkarte: 'Tarjeta díptica', postkarte: 'Postal' },
  accessories: {
    envelope: {
      name: 'Sobres',
      description: 'Sobres de colores en C6, B6 o DL, a juego con tu diseño.',
    },
    inlay: {
      name: 'Hojas interiores',
      description: 'Papel vegetal para una primera impresión elegante.',
    },
    seal: {
      name: 'Pegatinas de lacre',
      description: 'Sellos dorados que hacen especial cada sobre.',
    },
  },
  cardDetail: {
    slug: 'invitacion-eucalipto',
    name: 'Invitación Amor de eucalipto',
    title: 'Invitación de boda Amor de eucalipto | Kartenliebe',
    description:
      'Delicadas ramas de eucalipto y mucho espacio para vuestras palabras: la invitación para parejas amantes de la naturaleza.',
    headline: 'Amor de eucalipto',
    text: 'Tarjeta díptica con espacio para foto, programa y tarjeta de confirmación.',
  },
  contact: {
    slug: 'contacto',
    name: 'Contacto',
    title: 'Contacto y atención al cliente | Kartenliebe',
    description: '¿Preguntas sobre tarjetas, papel o tu pedido? Te ayudamos encantados.',
    headline: 'Escríbenos',
    text: 'Nuestro equipo suele responder en un día laborable.',
    topics: ['Pregunta sobre mi pedido', 'Ayuda con el diseño', 'Pedido de muestra', 'Otro asunto'],
    submit: 'Enviar mensaje',
    privacyNotice: 'Solo utilizamos tus datos para responder a tu consulta.',
    person: { name: 'Marie Hoffmann', role: 'Asesoramiento de tarjetas' },
  },
  voucher: {
    slug: 'tarjeta-regalo',
    name: 'Tarjeta regalo',
    title: 'Regala una tarjeta regalo | Kartenliebe',
    description:
      'La tarjeta regalo para quienes disfrutan enviando tarjetas, válida para todos los diseños.',
    headline: 'Alegría para regalar',
    text: 'Ideal para novios y padres primerizos.',
    cta: 'Comprar tarjeta regalo',
    body: 'Recibirás la tarjeta regalo al instante por correo electrónico.',
  },
  feeds: {
    collage: {
      title: 'Tarjetas collage | Kartenliebe',
      description: 'Tarjetas con varias fotos en estilo collage.',
      headline: 'Tarjetas collage',
      text: 'Muchas fotos, una tarjeta.',
    },
    calendar: {
      title: 'Ideas de calendario | Kartenliebe',
      description: 'Calendarios de fotos a juego con tus tarjetas.',
      headline: 'Ideas de calendario',
      text: 'Todo el año en imágenes bonitas.',
    },
    card: {
      title: 'Nuevos diseños | Kartenliebe',
      description: 'Los diseños más recientes para cada ocasión.',
      headline: 'Nuevos diseños',
      text: 'Recién salidos de nuestro estudio.',
    },
  },
  error: {
    name: 'Página de error',
    title: 'Página no encontrada | Kartenliebe',
    description: 'Lo sentimos, esta página no existe.',
    headline: 'Esta tarjeta se ha perdido por el camino',
    text: 'La página ya no existe. Descubre en su lugar nuestros diseños más bonitos:',
    cta: 'Volver al inicio',
  },
  nav: {
    cards: 'Tarjetas',
    occasions: 'Ocasiones',
    vouchers: 'Tarjetas regalo',
    contact: 'Contacto',
    newLabel: 'Novedad',
    hotlineLabel: 'Asesoramiento',
    hotlineHours: 'L–V de 9:00 a 17:00',
    footerService: 'Servicio',
    footerOccasions: 'Ocasiones',
    footerLegal: 'Información legal',
    privacy: 'Privacidad',
    cookies: 'Configuración de cookies',
    copyright: '© Kartenliebe GmbH',
  },
  configurator: {
    card: {
      name: 'Tarjetas de felicitación',
      title: 'Diseña tus tarjetas | Kartenliebe',
      description:
        'Tarjetas personalizadas con tus fotos y palabras: tarjetas dobles y postales para cada ocasión, con sobre si lo deseas.',
      headline: 'Diseña tus tarjetas',
      text: 'Elige el tipo de tarjeta, el formato y la cantidad; después añade tus textos y fotos en el diseñador.',
    },
    calendar: {
      name: 'Calendario de fotos',
      title: 'Diseña tu calendario de fotos | Kartenliebe',
      description:
        'Calendarios con tus fotos: de pared, de sobremesa o planificadores familiares en muchos formatos, impresos con calidad premium.',
      headline: 'Diseña tu calendario de fotos',
      text: 'Elige el tipo de calendario, el formato y la encuadernación; después llena cada mes con tus fotos en el diseñador.',
    },
    photobook: {
      name: 'Fotolibro',
      title: 'Diseña tu fotolibro | Kartenliebe',
      description:
        'Fotolibros de tapa dura con encuadernación lay-flat en papel mate: elige el formato y cuenta tu historia.',
      headline: 'Diseña tu fotolibro',
      text: 'Elige tapa, encuadernación, papel y formato; después llénalo página a página en el diseñador.',
    },
    collage: {
      name: 'Collage de fotos',
      title: 'Diseña tu collage de fotos | Kartenliebe',
      description:
        'Collages con tus fotos favoritas: elige una plantilla, añade tus fotos y recíbelo impreso como cuadro.',
      headline: 'Diseña tu collage de fotos',
      text: 'Elige una plantilla; después organiza tus fotos favoritas en un collage en el diseñador.',
    },
  },
};
