import type { PrivacyCopy } from './privacy-type';

export const nl: PrivacyCopy = {
  name: 'Privacybeleid',
  title: 'Privacybeleid | {brand}',
  description:
    'Hoe {brand} met je gegevens omgaat: welke gegevens we verwerken, waarvoor en welke rechten je hebt.',
  headline: 'Privacybeleid',
  updated: 'Laatst bijgewerkt: januari 2025',
  sections: [
    {
      heading: 'Wie is verantwoordelijk?',
      text: 'Verantwoordelijk voor de gegevensverwerking op deze website is {company}. Onze functionaris voor gegevensbescherming bereik je via {email}.',
    },
    {
      heading: 'Welke gegevens we verwerken',
      text: 'Als je een bestelling plaatst, verwerken we je naam, adres, e-mailadres en betaalgegevens, en de foto’s die je uploadt. Je foto’s gebruiken we uitsluitend om je product te maken.',
    },
    {
      heading: 'Cookies en toestemming',
      text: 'Technisch noodzakelijke cookies plaatsen we altijd, zodat je winkelmandje en inloggen werken. Analyse- en marketingcookies plaatsen we alleen met jouw toestemming, die je altijd kunt intrekken via de cookie-instellingen.',
    },
    {
      heading: 'Delen met dienstverleners',
      text: 'Voor verzending en betaling geven we de noodzakelijke gegevens door aan vervoerders en betaalproviders. Alle dienstverleners zijn contractueel verplicht je gegevens te beschermen.',
    },
    {
      heading: 'Hoe lang we gegevens bewaren',
      text: 'Bestelgegevens bewaren we zo lang als het handels- en belastingrecht voorschrijft. Geüploade foto’s verwijderen we uiterlijk 90 dagen na levering, tenzij je ze in je klantaccount bewaart.',
    },
    {
      heading: 'Jouw rechten',
      text: 'Je hebt recht op inzage, correctie, verwijdering, beperking van de verwerking, overdraagbaarheid en bezwaar. Daarnaast kun je een klacht indienen bij een toezichthouder voor gegevensbescherming.',
    },
  ],
};
