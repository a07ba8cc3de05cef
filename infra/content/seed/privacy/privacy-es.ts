import type { PrivacyCopy } from './privacy-type';

export const es: PrivacyCopy = {
  name: 'Política de privacidad',
  title: 'Política de privacidad | {brand}',
  description: 'Cómo trata {brand} tus datos: qué datos tratamos, para qué y qué derechos tienes.',
  headline: 'Política de privacidad',
  updated: 'Última actualización: enero de 2025',
  sections: [
    {
      heading: '¿Quién es el responsable?',
      text: 'El responsable del tratamiento de datos en este sitio web es {company}. Puedes contactar con nuestro delegado de protección de datos en {email}.',
    },
    {
      heading: 'Qué datos tratamos',
      text: 'Cuando haces un pedido, tratamos tu nombre, dirección, correo electrónico y datos de pago, así como las fotos que subes. Utilizamos tus fotos únicamente para fabricar tu producto.',
    },
    {
      heading: 'Cookies y consentimiento',
      text: 'Siempre utilizamos las cookies técnicamente necesarias para que funcionen la cesta y el inicio de sesión. Las cookies de análisis y marketing solo se activan con tu consentimiento, que puedes retirar en cualquier momento en la configuración de cookies.',
    },
    {
      heading: 'Comunicación a proveedores',
      text: 'Para el envío y el pago, facilitamos los datos necesarios a empresas de transporte y proveedores de pago. Todos ellos están obligados por contrato a proteger tus datos.',
    },
    {
      heading: 'Cuánto tiempo conservamos los datos',
      text: 'Conservamos los datos de los pedidos durante el tiempo que exige la legislación mercantil y fiscal. Las fotos subidas se eliminan como máximo 90 días después de la entrega, salvo que las guardes en tu cuenta.',
    },
    {
      heading: 'Tus derechos',
      text: 'Tienes derecho de acceso, rectificación, supresión, limitación del tratamiento, portabilidad y oposición. También puedes presentar una reclamación ante una autoridad de control de protección de datos.',
    },
  ],
};
