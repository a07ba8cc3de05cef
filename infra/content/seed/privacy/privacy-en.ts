import type { PrivacyCopy } from './privacy-type';

export const en: PrivacyCopy = {
  name: 'Privacy policy',
  title: 'Privacy policy | {brand}',
  description: 'How {brand} handles your data: what we process, why, and which rights you have.',
  headline: 'Privacy policy',
  updated: 'Last updated: January 2025',
  sections: [
    {
      heading: 'Who is responsible?',
      text: 'The controller for data processing on this website is {company}. You can reach our data protection officer at {email}.',
    },
    {
      heading: 'The data we process',
      text: 'When you place an order, we process your name, address, email address and payment details, as well as the photos you upload. We use your photos solely to make your product.',
    },
    {
      heading: 'Cookies and consent',
      text: 'We always set the cookies that are technically necessary for your basket and sign-in to work. Analytics and marketing cookies are only set with your consent, which you can withdraw at any time in the cookie settings.',
    },
    {
      heading: 'Sharing with service providers',
      text: 'For delivery and payment we pass the necessary details on to carriers and payment providers. Every provider is contractually bound to protect your data.',
    },
    {
      heading: 'How long we keep data',
      text: 'We keep order data for as long as commercial and tax law requires. Uploaded photos are deleted no later than 90 days after delivery unless you save them in your customer account.',
    },
    {
      heading: 'Your rights',
      text: 'You have the right to access, rectification, erasure, restriction of processing, data portability and objection. You may also lodge a complaint with a data protection supervisory authority.',
    },
  ],
};
