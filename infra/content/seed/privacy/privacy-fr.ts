import type { PrivacyCopy } from './privacy-type';

export const fr: PrivacyCopy = {
  name: 'Protection des données',
  title: 'Politique de confidentialité | {brand}',
  description:
    'Comment {brand} traite vos données : lesquelles, dans quel but et quels sont vos droits.',
  headline: 'Politique de confidentialité',
  updated: 'Mise à jour : janvier 2025',
  sections: [
    {
      heading: 'Qui est responsable ?',
      text: 'Le responsable du traitement des données sur ce site est {company}. Vous pouvez joindre notre délégué à la protection des données à l’adresse {email}.',
    },
    {
      heading: 'Les données que nous traitons',
      text: 'Lors d’une commande, nous traitons vos nom, adresse, e-mail et données de paiement, ainsi que les photos que vous téléchargez. Vos photos servent uniquement à fabriquer votre produit.',
    },
    {
      heading: 'Cookies et consentement',
      text: 'Nous déposons toujours les cookies techniquement nécessaires au fonctionnement du panier et de la connexion. Les cookies de mesure d’audience et de marketing ne sont déposés qu’avec votre accord, que vous pouvez retirer à tout moment dans les paramètres des cookies.',
    },
    {
      heading: 'Transmission à des prestataires',
      text: 'Pour la livraison et le paiement, nous transmettons les données nécessaires aux transporteurs et aux prestataires de paiement. Tous sont contractuellement tenus de protéger vos données.',
    },
    {
      heading: 'Durée de conservation',
      text: 'Nous conservons les données de commande aussi longtemps que l’exigent le droit commercial et fiscal. Les photos téléchargées sont supprimées au plus tard 90 jours après la livraison, sauf si vous les enregistrez dans votre compte client.',
    },
    {
      heading: 'Vos droits',
      text: 'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation du traitement, de portabilité et d’opposition. Vous pouvez également introduire une réclamation auprès d’une autorité de contrôle.',
    },
  ],
};
