/** The weekly selfie reminder e-mail, in the person's language, with its one-click unsubscribe (RFC 8058). */
import { isLocale, type Locale } from '@skinsight/shared';
import { localizedPath, PAGES } from '@skinsight/shared/routes';

type Text = { subject: string; text: (name: string, selfieLink: string, unsubscribeLink: string) => string };

const texts: Record<Locale, Text> = {
  en: {
    subject: "Time for this week's selfie",
    text: (name, selfie, unsubscribe) =>
      `Hello ${name},\n\na new week has begun: time for this week's selfie. Take it in the same light, at the same place and from the same distance as last time, so that the change you see is a real one.\n\nTake this week's selfie:\n${selfie}\n\nWe remind you once a week because you asked us to. Stop these reminders with one click (no need to sign in):\n${unsubscribe}\n\nYour Skinsight team`,
  },
  de: {
    subject: 'Zeit für das Selfie dieser Woche',
    text: (name, selfie, unsubscribe) =>
      `Hallo ${name},\n\neine neue Woche hat begonnen: Zeit für das Selfie dieser Woche. Mach es im selben Licht, am selben Ort und aus demselben Abstand wie beim letzten Mal, damit die Veränderung, die du siehst, eine echte ist.\n\nMach das Selfie dieser Woche:\n${selfie}\n\nWir erinnern dich einmal pro Woche, weil du es dir gewünscht hast. Mit einem Klick stellst du diese Erinnerungen ab (ohne Anmeldung):\n${unsubscribe}\n\nDein Skinsight-Team`,
  },
  fr: {
    subject: 'C’est l’heure du selfie de la semaine',
    text: (name, selfie, unsubscribe) =>
      `Bonjour ${name},\n\nune nouvelle semaine a commencé : c’est l’heure du selfie de la semaine. Prends-le sous la même lumière, au même endroit et à la même distance que la dernière fois, pour que le changement que tu vois soit réel.\n\nPrends le selfie de la semaine :\n${selfie}\n\nNous te le rappelons une fois par semaine parce que tu nous l’as demandé. Arrête ces rappels en un clic (sans te connecter) :\n${unsubscribe}\n\nL'équipe Skinsight`,
  },
  es: {
    subject: 'Es hora del selfie de esta semana',
    text: (name, selfie, unsubscribe) =>
      `Hola, ${name}:\n\nha empezado una nueva semana: es hora del selfie de esta semana. Hazlo con la misma luz, en el mismo lugar y a la misma distancia que la última vez, para que el cambio que veas sea real.\n\nHaz el selfie de esta semana:\n${selfie}\n\nTe lo recordamos una vez por semana porque nos lo pediste. Deja de recibir estos recordatorios con un clic (sin iniciar sesión):\n${unsubscribe}\n\nEl equipo de Skinsight`,
  },
};

export function selfieReminderMail(person: { firstName: string; locale: string; baseUrl: string; token: string }): {
  subject: string;
  text: string;
  locale: Locale;
  headers: Record<string, string>;
} {
  const locale = isLocale(person.locale) ? person.locale : 'en';
  const query = `token=${encodeURIComponent(person.token)}`;
  const selfieLink = `${person.baseUrl}${localizedPath(locale, PAGES.results)}`;
  // The link a person follows opens our page, which stops the reminders and says so; the header's
  // address is for the mail program's own button, which POSTs to it (RFC 8058).
  const unsubscribeLink = `${person.baseUrl}${localizedPath(locale, PAGES.unsubscribe)}?${query}`;
  const text = texts[locale];
  return {
    subject: text.subject,
    text: text.text(person.firstName, selfieLink, unsubscribeLink),
    locale,
    headers: {
      'List-Unsubscribe': `<${person.baseUrl}/api/reminders/unsubscribe?${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
