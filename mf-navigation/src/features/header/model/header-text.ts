type HeaderText = {
  back: string;
  home(brand: string): string;
  infoNavigation: string;
  magazine: string;
  service: string;
  hotline: string;
  account: string;
  loggedIn: string;
  cartShort: string;
  cart(count: number): string;
};

const texts: Record<string, HeaderText> = {
  de: {
    back: 'Zurück',
    home: (brand) => `${brand} – zur Startseite`,
    infoNavigation: 'Service und Konto',
    magazine: 'Magazin',
    service: 'Service',
    hotline: 'Hotline',
    account: 'Anmelden',
    loggedIn: 'Angemeldet',
    cartShort: 'Warenkorb',
    cart: (count) => `Warenkorb, ${count} ${count === 1 ? 'Artikel' : 'Artikel'}`,
  },
  en: {
    back: 'Back',
    home: (brand) => `${brand} – home page`,
    infoNavigation: 'Service and account',
    magazine: 'Magazine',
    service: 'Service',
    hotline: 'Hotline',
    account: 'Log in',
    loggedIn: 'Logged in',
    cartShort: 'Basket',
    cart: (count) => `Basket, ${count} ${count === 1 ? 'item' : 'items'}`,
  },
  fr: {
    back: 'Retour',
    home: (brand) => `${brand} – page d’accueil`,
    infoNavigation: 'Service et compte',
    magazine: 'Magazine',
    service: 'Service client',
    hotline: 'Assistance',
    account: 'Se connecter',
    loggedIn: 'Connecté',
    cartShort: 'Panier',
    cart: (count) => `Panier, ${count} ${count > 1 ? 'articles' : 'article'}`,
  },
  it: {
    back: 'Indietro',
    home: (brand) => `${brand} – pagina iniziale`,
    infoNavigation: 'Servizio e account',
    magazine: 'Magazine',
    service: 'Assistenza',
    hotline: 'Hotline',
    account: 'Accedi',
    loggedIn: 'Connesso',
    cartShort: 'Carrello',
    cart: (count) => `Carrello, ${count} ${count === 1 ? 'articolo' : 'articoli'}`,
  },
  es: {
    back: 'Volver',
    home: (brand) => `${brand} – página de inicio`,
    infoNavigation: 'Servicio y cuenta',
    magazine: 'Revista',
    service: 'Atención al cliente',
    hotline: 'Teléfono',
    account: 'Iniciar sesión',
    loggedIn: 'Sesión iniciada',
    cartShort: 'Cesta',
    cart: (count) => `Cesta, ${count} ${count === 1 ? 'artículo' : 'artículos'}`,
  },
  nl: {
    back: 'Terug',
    home: (brand) => `${brand} – startpagina`,
    infoNavigation: 'Service en account',
    magazine: 'Magazine',
    service: 'Klantenservice',
    hotline: 'Hotline',
    account: 'Inloggen',
    loggedIn: 'Ingelogd',
    cartShort: 'Winkelwagen',
    cart: (count) => `Winkelwagen, ${count} ${count === 1 ? 'artikel' : 'artikelen'}`,
  },
};

/** Header texts in the locale's language, German when the language is unknown. */
export function useHeaderText(locale: string): HeaderText {
  return texts[locale.slice(0, 2)] ?? texts.de!;
}
