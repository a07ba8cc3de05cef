import type { PrivacyCopy } from './privacy-type';

export const it: PrivacyCopy = {
  name: 'Informativa sulla privacy',
  title: 'Informativa sulla privacy | {brand}',
  description:
    'Come {brand} tratta i tuoi dati: quali dati trattiamo, per quale scopo e quali diritti hai.',
  headline: 'Informativa sulla privacy',
  updated: 'Aggiornamento: gennaio 2025',
  sections: [
    {
      heading: 'Chi è il titolare del trattamento?',
      text: 'Il titolare del trattamento dei dati su questo sito è {company}. Puoi contattare il nostro responsabile della protezione dei dati all’indirizzo {email}.',
    },
    {
      heading: 'Quali dati trattiamo',
      text: 'Quando effettui un ordine trattiamo nome, indirizzo, e-mail e dati di pagamento, oltre alle foto che carichi. Usiamo le tue foto esclusivamente per realizzare il tuo prodotto.',
    },
    {
      heading: 'Cookie e consenso',
      text: 'Utilizziamo sempre i cookie tecnicamente necessari al funzionamento del carrello e dell’accesso. I cookie di analisi e di marketing vengono impostati solo con il tuo consenso, che puoi revocare in qualsiasi momento nelle impostazioni dei cookie.',
    },
    {
      heading: 'Comunicazione a fornitori di servizi',
      text: 'Per la spedizione e il pagamento comunichiamo i dati necessari ai corrieri e ai fornitori di servizi di pagamento. Tutti sono obbligati per contratto a proteggere i tuoi dati.',
    },
    {
      heading: 'Per quanto tempo conserviamo i dati',
      text: 'Conserviamo i dati degli ordini per il tempo previsto dalla normativa commerciale e fiscale. Le foto caricate vengono cancellate al più tardi 90 giorni dopo la consegna, a meno che tu non le salvi nel tuo account.',
    },
    {
      heading: 'I tuoi diritti',
      text: 'Hai diritto di accesso, rettifica, cancellazione, limitazione del trattamento, portabilità e opposizione. Puoi inoltre presentare reclamo a un’autorità di controllo per la protezione dei dati.',
    },
  ],
};
