/** The order confirmation e-mail, in the buyer's language, with amounts as that language writes them. */
import { isLocale, type Locale } from '@skinsight/shared';

type OrderForMail = {
  name: string;
  reference: string;
  lines: { name: string; unitCents: number; quantity: number }[];
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
};

const TEXTS: Record<
  Locale,
  {
    subject: string;
    hello: string;
    intro: string;
    reference: string;
    subtotal: string;
    shipping: string;
    total: string;
    delivery: string;
    signature: string;
  }
> = {
  en: {
    subject: 'Your Skinsight order is confirmed',
    hello: 'Hello',
    intro: 'thank you for your order. We have received your payment.',
    reference: 'Order reference',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    total: 'Total',
    delivery: 'Your order arrives within 2-3 days after we confirm its shipping; we will let you know.',
    signature: 'Your Skinsight team',
  },
  de: {
    subject: 'Deine Skinsight-Bestellung ist bestätigt',
    hello: 'Hallo',
    intro: 'danke für deine Bestellung. Deine Zahlung ist bei uns eingegangen.',
    reference: 'Bestellnummer',
    subtotal: 'Zwischensumme',
    shipping: 'Versand',
    total: 'Gesamt',
    delivery: 'Deine Bestellung kommt innerhalb von 2-3 Tagen nach der Versandbestätigung an; wir sagen dir Bescheid.',
    signature: 'Dein Skinsight-Team',
  },
  fr: {
    subject: 'Ta commande Skinsight est confirmée',
    hello: 'Bonjour',
    intro: 'merci pour ta commande. Nous avons bien reçu ton paiement.',
    reference: 'Référence de commande',
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    total: 'Total',
    delivery: 'Ta commande arrive sous 2 à 3 jours après la confirmation de l’expédition ; nous te préviendrons.',
    signature: 'L’équipe Skinsight',
  },
  es: {
    subject: 'Tu pedido de Skinsight está confirmado',
    hello: 'Hola',
    intro: 'gracias por tu pedido. Hemos recibido tu pago.',
    reference: 'Referencia del pedido',
    subtotal: 'Subtotal',
    shipping: 'Envío',
    total: 'Total',
    delivery: 'Tu pedido llega en 2-3 días tras la confirmación del envío; te avisaremos.',
    signature: 'El equipo de Skinsight',
  },
};

export function orderConfirmationMail(localeName: string, order: OrderForMail): { subject: string; text: string } {
  const locale = isLocale(localeName) ? localeName : 'en';
  const t = TEXTS[locale];
  const euro = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const money = (cents: number) => euro.format(cents / 100);
  const lines = order.lines.map((l) => `${l.quantity} × ${l.name}  ${money(l.unitCents * l.quantity)}`);
  const text = [
    `${t.hello} ${order.name},`,
    '',
    t.intro,
    '',
    `${t.reference}: ${order.reference}`,
    '',
    ...lines,
    '',
    `${t.subtotal}: ${money(order.subtotalCents)}`,
    ...(order.shippingCents > 0 ? [`${t.shipping}: ${money(order.shippingCents)}`] : []),
    `${t.total}: ${money(order.totalCents)}`,
    '',
    ...(order.shippingCents > 0 ? [t.delivery, ''] : []),
    t.signature,
  ].join('\n');
  return { subject: t.subject, text };
}
