import type { WallartCopy } from './copy-type';

export const es: WallartCopy = {
  home: {
    name: 'Inicio',
    title: 'Cuadros y regalos personalizados con tus fotos | Wallart',
    description:
      'Tus fotos favoritas en lienzo, metacrilato, póster o álbum de fotos, impresas con calidad profesional y entregadas en pocos días.',
    heroHeadline: 'Tus recuerdos merecen un lugar de honor',
    heroText:
      'De la foto de las vacaciones al retrato familiar: imprimimos tus imágenes con total nitidez en lienzo, metacrilato y aluminio.',
    heroCta: 'Crea tu cuadro',
    bentoHeadline: 'Encuentra tu producto favorito',
    matrixHeadline: 'Nuestros más vendidos',
    storyHeadline: 'Impreso con cariño desde 2011',
    storyText: [
      'Desde 2011 convertimos fotos en cuadros, calendarios y álbumes. En nuestro propio taller revisamos cada imagen antes de imprimirla.',
      'Sube tu foto, elige material y tamaño, y nosotros nos encargamos del resto. **Embalado con mimo** y enviado rápidamente.',
    ],
    customerHeadline: 'Así lucen los cuadros en casa de nuestros clientes',
    customerText: 'Comparte tu cuadro con #miwallart y forma parte de nuestra galería.',
    quote: {
      text: 'Los colores del lienzo son aún más bonitos que en la pantalla. Ahora está encima del sofá y todo el mundo nos pregunta de dónde es.',
      author: 'Lucía G.',
      role: 'Clienta de Valencia',
    },
    shopHeadline: 'Más ideas para tus fotos',
    shopText: 'Descubre nuestras tiendas de revelado, calendarios y tarjetas regalo.',
    videoTitle: 'De la foto al cuadro terminado en 60 segundos',
    containerName: 'Inspiración para el salón',
    containerHeadline: 'Inspiración para tu hogar',
    containerText:
      'Una pared con tres a cinco cuadros colgados a la misma distancia transmite calma y modernidad. Consejo: prueba la composición con plantillas de papel antes de taladrar.',
  },
  desktop: {
    name: 'Inicio escritorio',
    title: 'Wallart para escritorio: diseña sin depender de la conexión',
    description:
      'Con el programa de Wallart diseñas álbumes y cuadros cómodamente en tu ordenador, incluso sin conexión.',
    headline: 'Te damos la bienvenida al programa de Wallart',
    subline: 'Todos los productos y herramientas, directamente en tu ordenador.',
    toolboxHeadline: 'Herramientas prácticas para tus fotos',
    tools: {
      convertFile: {
        title: 'Convertir archivos',
        text: '¿HEIC, TIFF o PNG? Convertimos tus fotos en JPG listos para imprimir.',
      },
      convertPdf: {
        title: 'Convertir PDF',
        text: 'Convierte una página de un PDF en una imagen para tu cuadro o calendario.',
      },
      download: { title: 'Guardar proyectos', text: 'Descarga tus diseños y continúa más tarde.' },
      optimizeImage: {
        title: 'Optimizar imágenes',
        text: 'Nitidez y corrección de color automáticas para un resultado brillante.',
      },
    },
  },
  uspHeadline: 'Puedes contar con ello',
  usps: [
    { icon: 'truck', title: 'Envío rápido', text: 'Producción en 1–3 días laborables' },
    { icon: 'award', title: 'Calidad profesional', text: 'Impreso en nuestro propio taller' },
    {
      icon: 'heart',
      title: '100 días de satisfacción',
      text: '¿No te convence? Lo volvemos a imprimir.',
    },
    { icon: 'chat', title: 'Asesoramiento personal', text: 'Personas reales, respuestas reales' },
  ],
  materials: {
    leinwand: 'Lienzo',
    acrylglas: 'Metacrilato',
    aludibond: 'Aluminio Dibond',
    poster: 'Póster',
    forexplatte: 'Forex',
    hahnemuehle: 'Hahnemühle Fine Art',
    gallerybond: 'Impresión de galería',
  },
  papers: {
    simple: 'Brillo estándar',
    poster: 'Brillo prémium',
    'fotopapier-matt': 'Papel fotográfico mate',
    hahnemuehle: 'Hahnemühle Fine Art',
  },
  photoboxes: { small: 'Caja de fotos', max: 'Caja de fotos MAX' },
  calendarTypes: {
    wandkalender: 'Calendario de pared',
    tischkalender: 'Calendario de mesa',
    familienplaner: 'Planificador familiar',
  },
  frames: {
    holzrahmen: {
      name: 'Marco de madera',
      description: 'Madera maciza en negro, blanco o roble: un clásico con paspartú blanco.',
    },
    alurahmen: {
      name: 'Marco de aluminio',
      description: 'Molduras finas de aluminio que realzan tu foto con un toque moderno.',
    },
    'schattenfuge-leinwand': {
      name: 'Marco flotante',
      description: 'El lienzo parece flotar dentro del marco: elegante y digno de una galería.',
    },
  },
  accessories: {
    posterbar: {
      name: 'Colgador de póster',
      description: 'Listones magnéticos de madera que sujetan tu póster sin necesidad de marco.',
    },
    screw: {
      name: 'Juego de tornillos',
      description: 'Tacos y tornillos compatibles con todos nuestros sistemas de colgado.',
    },
  },
  categories: {
    wallArt: {
      slug: 'cuadros-personalizados',
      name: 'Cuadros personalizados',
      title: 'Cuadros personalizados con tu foto: lienzo, metacrilato y aluminio | Wallart',
      description:
        'Crea tu cuadro con tu propia foto en lienzo, metacrilato, aluminio Dibond o póster. Muchos tamaños y envío rápido.',
      headline: 'Cuadros personalizados con tu foto',
      text: 'Elige el material, sube tu foto favorita y recibe una pieza única para tu pared.',
      intro: [
        'Moderno en metacrilato, clásico en lienzo o elegante en aluminio Dibond: cada material realza tu foto a su manera.',
        'Nuestros tamaños van desde el pequeño detalle hasta el cuadro XXL sobre el sofá.',
      ],
    },
    canvasPrints: {
      slug: 'impresion-sobre-lienzo',
      name: 'Impresión sobre lienzo',
      title: 'Impresión sobre lienzo: tu foto en lienzo | Wallart',
      description:
        'Tu foto sobre auténtico lienzo de algodón, montado en bastidor de madera y listo para colgar.',
      headline: 'Tu foto sobre lienzo',
      text: 'Colores cálidos y una textura delicada: el lienzo es el clásico para fotos familiares y recuerdos de viaje.',
      intro: [
        'Imprimimos sobre tejido de algodón y lo tensamos a mano sobre un bastidor de pino.',
        'Elige bordes en espejo, de color o con la imagen envolvente.',
      ],
    },
    photoPrints: {
      slug: 'revelado-de-fotos',
      name: 'Revelado de fotos',
      title: 'Revelado de fotos online en papel fotográfico | Wallart',
      description:
        'Revela tus fotos como siempre, pero más rápido: copias en auténtico papel fotográfico y en muchos tamaños.',
      headline: 'Revelado en auténtico papel fotográfico',
      text: 'Vuelve a tener tus mejores momentos en la mano: en brillo, mate o papel Hahnemühle.',
      intro: [
        'Revelamos tus fotos en papel fotográfico de verdad para que los colores se mantengan intensos durante décadas.',
        'Perfectas para el álbum, para regalar o para el corcho.',
      ],
    },
    photoBox: {
      slug: 'caja-de-foto',
      name: 'Caja de fotos',
      title: 'Caja de fotos con tus copias: el regalo perfecto | Wallart',
      description:
        'Tus fotos reveladas dentro de una bonita caja regalo. Ideal para bodas, viajes y momentos especiales.',
      headline: 'Recuerdos para regalar',
      text: 'Hasta 200 copias en una caja resistente con tu foto en la tapa.',
      intro: [
        'La caja de fotos es un álbum para hojear: cada copia se puede sacar, compartir y volver a guardar.',
        'La caja de fotos MAX tiene espacio para muchísimos recuerdos.',
      ],
    },
    photoCalendar: {
      slug: 'calendario-personalizado',
      name: 'Calendario personalizado',
      title: 'Diseña tu calendario personalizado con fotos | Wallart',
      description:
        'Crea tu calendario con tus propias fotos: de pared, de mesa o planificador familiar, empezando en cualquier mes.',
      headline: 'Doce meses, doce fotos favoritas',
      text: 'Un calendario personalizado es el regalo que alegra todo el año.',
      intro: [
        'Elige el mes de inicio, añade cumpleaños y diseña cada página con nuestras plantillas o con total libertad.',
        'Espiral, listón de madera o soporte de mesa: tú decides cómo se cuelga o se coloca.',
      ],
    },
  },
  category: {
    calculatorHeadline: 'Calcula el precio',
    calculatorTitle: 'Elige material y tamaño',
    calculatorCta: 'Diseñar ahora',
    moreFormats: 'Más tamaños',
    bestseller: 'Más vendido',
    formatsHeadline: 'Tamaños y precios',
    sizesHeadline: 'Encuentra el tamaño ideal',
    sizesText:
      'Regla general: sobre el sofá, un cuadro queda mejor si ocupa unos dos tercios del ancho del sofá.',
    framesHeadline: 'Marcos a juego',
    qualityHeadline: 'Una calidad que se nota',
    quality: [
      {
        title: 'Colores duraderos',
        text: 'Tintas resistentes a los rayos UV para décadas de brillo.',
      },
      { title: 'Revisado a mano', text: 'Comprobamos cada cuadro antes del envío.' },
      { title: 'Sostenible', text: 'Madera procedente de explotaciones forestales certificadas.' },
    ],
    subTeaserHeadline: '¿No sabes qué material elegir?',
    subTeaserText: 'Nuestra comparativa te muestra todas las diferencias de un vistazo.',
    subTeaserCta: 'Comparar materiales',
    imageCaption: 'Gran formato en el salón',
    photoCaption: 'Atardecer en la costa de Cádiz',
    photographer: 'Lena K.',
  },
  calendarDetail: {
    slug: 'calendario-de-pared',
    name: 'Calendario de pared',
    title: 'Calendario de pared con tus fotos | Wallart',
    description:
      'Tu calendario de pared en A4 o A3, vertical u horizontal, con espiral o listón de madera.',
    headline: 'Tu calendario de pared',
    text: 'Empieza en el mes que quieras y anota las fechas importantes directamente.',
  },
  collage: {
    slug: 'collage-de-fotos',
    name: 'Collage de fotos',
    title: 'Crea un collage de fotos: muchas fotos, un cuadro | Wallart',
    description:
      'Reúne tus mejores fotos en un collage con forma de corazón, cuadrícula o diseño libre, en lienzo o póster.',
    headline: 'Muchos momentos, un solo cuadro',
    detail: {
      slug: 'collage-de-corazon',
      name: 'Collage de corazón',
      title: 'Collage de corazón con tus fotos | Wallart',
      description:
        'Hasta 30 fotos en forma de corazón: el regalo romántico para vuestro aniversario.',
      headline: 'Tu collage de corazón',
      text: 'Sube tus fotos y las colocamos automáticamente formando un corazón.',
    },
  },
  photobook: {
    slug: 'album-de-fotos',
    name: 'Álbum de fotos',
    title: 'Crea tu álbum de fotos: tapa dura, tapa blanda y papel fotográfico | Wallart',
    description:
      'Tu álbum de fotos con calidad prémium: tapa dura, tapa blanda o papel fotográfico con encuadernación plana.',
    headline: 'Historias para hojear',
    quote: {
      text: 'Nuestro álbum de boda ha quedado precioso: las páginas planas son una maravilla.',
      author: 'Marta y Javier',
    },
    detail: {
      slug: 'album-de-tapa-dura',
      name: 'Álbum de tapa dura',
      title: 'Álbum de fotos de tapa dura | Wallart',
      description:
        'Cubierta resistente, papel mate prémium y hasta 150 páginas para tus recuerdos.',
      headline: 'Tu álbum de tapa dura',
      text: 'El clásico para viajes, bodas y la historia de tu familia.',
    },
  },
  accessoriesPage: {
    slug: 'accesorios',
    name: 'Accesorios',
    title: 'Accesorios para tus cuadros | Wallart',
    description:
      'Colgadores de póster, sistemas de colgado y juegos de tornillos: todo para que tu cuadro quede bien sujeto.',
    headline: 'Accesorios para tu pared',
    text: 'El accesorio adecuado para cada material, listo para usar.',
    typesHeadline: 'Nuestros accesorios',
  },
  contact: {
    slug: 'contacto',
    name: 'Contacto',
    title: 'Contacto y atención al cliente | Wallart',
    description:
      '¿Tienes dudas sobre tu pedido o sobre el diseño? Nuestro equipo de atención al cliente te ayuda encantado.',
    headline: 'Estamos aquí para ayudarte',
    text: 'Escríbenos: normalmente respondemos en un día laborable.',
    topics: ['Pregunta sobre mi pedido', 'Ayuda con el diseño', 'Reclamación', 'Otro asunto'],
    submit: 'Enviar mensaje',
    privacyNotice: 'Solo utilizamos tus datos para responder a tu consulta.',
    person: { name: 'Anna Becker', role: 'Responsable de Atención al Cliente' },
  },
  voucher: {
    slug: 'tarjeta-regalo',
    name: 'Tarjeta regalo',
    title: 'Compra una tarjeta regalo | Wallart',
    description:
      'Regala ilusión: nuestra tarjeta regalo sirve para todos los productos y es válida durante tres años.',
    headline: 'Regala recuerdos',
    text: '¿No sabes qué foto elegir? Con la tarjeta regalo decide quien la recibe.',
    cta: 'Comprar tarjeta regalo',
    body: 'Recibirás la tarjeta al instante por correo electrónico para imprimirla o reenviarla.',
  },
  poc: {
    headline: '¿Necesitas ayuda para elegir?',
    text: 'Nuestro equipo te asesora personalmente sobre material, tamaño y calidad de imagen.',
    cta: 'Pedir asesoramiento',
  },
  feeds: {
    collage: {
      title: 'Ideas de collage | Wallart',
      description: 'Nuevas plantillas e ideas de collage de nuestra comunidad.',
      headline: 'Ideas de collage',
      text: 'Inspírate con los collages más recientes.',
    },
    calendar: {
      title: 'Ideas de calendario | Wallart',
      description: 'Plantillas e inspiración para tu próximo calendario.',
      headline: 'Ideas de calendario',
      text: 'Diseños frescos para cada mes.',
    },
    card: {
      title: 'Ideas de tarjetas | Wallart',
      description: 'Diseños de tarjetas para cada ocasión.',
      headline: 'Ideas de tarjetas',
      text: 'Del cumpleaños a la Navidad: diseños que enamoran.',
    },
  },
  error: {
    name: 'Página de error',
    title: 'Página no encontrada | Wallart',
    description: 'Lo sentimos, esta página no existe o ya no está disponible.',
    headline: 'Vaya, aquí no hay nada',
    text: 'La página se ha movido o ya no existe. Quizá encuentres aquí algo que te guste:',
    cta: 'Volver al inicio',
  },
  matrix: { bestseller: 'Más vendido', new: 'Novedad' },
  help: {
    slug: 'ayuda',
    name: 'Ayuda y preguntas frecuentes',
    title: 'Ayuda y preguntas frecuentes | Wallart',
    description:
      'Respuestas a las preguntas más habituales sobre pedidos, envíos, calidad de imagen y pago.',
    headline: 'Preguntas frecuentes',
    faq: [
      {
        question: '¿Cuánto tarda el envío?',
        answer:
          'Producimos tu pedido en 1–3 días laborables. Después, el paquete suele llegar en 2–3 días.',
      },
      {
        question: '¿Qué resolución necesita mi foto?',
        answer:
          'Nuestro programa de diseño muestra un semáforo: el verde indica que tu foto se verá nítida en el tamaño elegido.',
      },
      {
        question: '¿Puedo modificar mi pedido?',
        answer: 'Sí, mientras no haya empezado la producción. Llámanos o escríbenos.',
      },
      {
        question: '¿Cómo puedo pagar?',
        answer: 'Con tarjeta de crédito, PayPal, Klarna o Apple Pay.',
      },
    ],
  },
  nav: {
    wallArt: 'Cuadros',
    photoProducts: 'Productos fotográficos',
    materialsHeading: 'Materiales',
    framesHeading: 'Marcos y accesorios',
    bestseller: 'Más vendidos',
    premium: 'Prémium',
    additional: 'También populares',
    newLabel: 'Novedad',
    help: 'Ayuda',
    vouchers: 'Tarjetas regalo',
    contact: 'Contacto',
    photoShop: 'Tienda de revelado',
    calendarShop: 'Tienda de calendarios',
    voucherShop: 'Tienda de tarjetas regalo',
    hotlineLabel: 'Atención al cliente',
    hotlineHours: 'L–V de 8:00 a 18:00',
    footerService: 'Servicio',
    footerProducts: 'Productos',
    footerLegal: 'Información legal',
    privacy: 'Privacidad',
    cookies: 'Configuración de cookies',
    copyright: '© Wallart GmbH',
  },
  configurator: {
    calendar: {
      name: 'Calendario de fotos',
      title: 'Diseña tu calendario de fotos | Wallart',
      description:
        'Calendarios con tus fotos: de pared, de sobremesa o planificadores familiares en muchos formatos, impresos con calidad premium.',
      headline: 'Diseña tu calendario de fotos',
      text: 'Elige el tipo de calendario, el formato y la encuadernación; después llena cada mes con tus fotos en el diseñador.',
    },
    card: {
      name: 'Tarjetas de felicitación',
      title: 'Diseña tus tarjetas | Wallart',
      description:
        'Tarjetas personalizadas con tus fotos y palabras: tarjetas dobles y postales para cada ocasión, con sobre si lo deseas.',
      headline: 'Diseña tus tarjetas',
      text: 'Elige el tipo de tarjeta, el formato y la cantidad; después añade tus textos y fotos en el diseñador.',
    },
    collage: {
      name: 'Collage de fotos',
      title: 'Diseña tu collage de fotos | Wallart',
      description:
        'Collages con tus fotos favoritas: elige una plantilla, añade tus fotos y recíbelo impreso como cuadro.',
      headline: 'Diseña tu collage de fotos',
      text: 'Elige una plantilla; después organiza tus fotos favoritas en un collage en el diseñador.',
    },
    'photo-frame': {
      name: 'Foto enmarcada',
      title: 'Tu foto como cuadro | Wallart',
      description:
        'Tu foto en lienzo, metacrilato, aluminio Dibond o póster: elige material y formato y empieza a diseñar.',
      headline: 'Tu foto como cuadro',
      text: 'Elige material y formato y ve el precio al instante; después coloca tu foto en el diseñador.',
    },
    photobook: {
      name: 'Fotolibro',
      title: 'Diseña tu fotolibro | Wallart',
      description:
        'Fotolibros de tapa dura con encuadernación lay-flat en papel mate: elige el formato y cuenta tu historia.',
      headline: 'Diseña tu fotolibro',
      text: 'Elige tapa, encuadernación, papel y formato; después llénalo página a página en el diseñador.',
    },
    photobox: {
      name: 'Caja de fotos',
      title: 'Diseña tu caja de fotos | Wallart',
      description:
        'Cajas con tus copias de fotos: elige tamaño y formato, sube tus fotos y recíbelas bien empaquetadas.',
      headline: 'Diseña tu caja de fotos',
      text: 'Elige el tamaño de la caja y el formato de copia; después escoge las fotos en el diseñador.',
    },
  },
};
