/** E-mail texts in the recipient's language. */
import { isLocale, type Locale } from '@skinsight/shared';

type Template = { subject: string; text: (link: string, name: string) => string };
type Templates = { resetPassword: Template; verifyEmail: Template };

const templates: Record<Locale, Templates> = {
  en: {
    resetPassword: {
      subject: 'Reset your Skinsight password',
      text: (link, name) =>
        `Hello ${name},\n\nsomeone (hopefully you) asked to reset the password of your Skinsight account. Choose a new password here:\n\n${link}\n\nThe link is valid for one hour. If you did not ask for this, you can ignore this e-mail; your password stays as it is.\n\nYour Skinsight team`,
    },
    verifyEmail: {
      subject: 'Confirm your e-mail address',
      text: (link, name) =>
        `Hello ${name},\n\nwelcome to Skinsight! Please confirm your e-mail address to finish creating your account:\n\n${link}\n\nIf you did not sign up, you can ignore this e-mail.\n\nYour Skinsight team`,
    },
  },
  de: {
    resetPassword: {
      subject: 'Setze dein Skinsight-Passwort zurück',
      text: (link, name) =>
        `Hallo ${name},\n\njemand (hoffentlich du) möchte das Passwort deines Skinsight-Kontos zurücksetzen. Hier kannst du ein neues Passwort wählen:\n\n${link}\n\nDer Link ist eine Stunde gültig. Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren; dein Passwort bleibt unverändert.\n\nDein Skinsight-Team`,
    },
    verifyEmail: {
      subject: 'Bestätige deine E-Mail-Adresse',
      text: (link, name) =>
        `Hallo ${name},\n\nwillkommen bei Skinsight! Bitte bestätige deine E-Mail-Adresse, um dein Konto fertig einzurichten:\n\n${link}\n\nWenn du dich nicht registriert hast, kannst du diese E-Mail ignorieren.\n\nDein Skinsight-Team`,
    },
  },
  fr: {
    resetPassword: {
      subject: 'Réinitialise ton mot de passe Skinsight',
      text: (link, name) =>
        `Bonjour ${name},\n\nquelqu'un (toi, espérons-le) a demandé à réinitialiser le mot de passe de ton compte Skinsight. Choisis un nouveau mot de passe ici :\n\n${link}\n\nLe lien est valable une heure. Si tu n'es pas à l'origine de cette demande, ignore cet e-mail ; ton mot de passe ne change pas.\n\nL'équipe Skinsight`,
    },
    verifyEmail: {
      subject: 'Confirme ton adresse e-mail',
      text: (link, name) =>
        `Bonjour ${name},\n\nbienvenue sur Skinsight ! Confirme ton adresse e-mail pour finaliser la création de ton compte :\n\n${link}\n\nSi tu ne t'es pas inscrit·e, ignore simplement cet e-mail.\n\nL'équipe Skinsight`,
    },
  },
  es: {
    resetPassword: {
      subject: 'Restablece tu contraseña de Skinsight',
      text: (link, name) =>
        `Hola, ${name}:\n\nalguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta de Skinsight. Elige una nueva contraseña aquí:\n\n${link}\n\nEl enlace es válido durante una hora. Si no lo has pedido tú, ignora este correo; tu contraseña no cambia.\n\nEl equipo de Skinsight`,
    },
    verifyEmail: {
      subject: 'Confirma tu dirección de correo',
      text: (link, name) =>
        `Hola, ${name}:\n\n¡bienvenido/a a Skinsight! Confirma tu dirección de correo para terminar de crear tu cuenta:\n\n${link}\n\nSi no te has registrado, ignora este correo.\n\nEl equipo de Skinsight`,
    },
  },
};

export function mailTemplate(locale: string, kind: keyof Templates): Template {
  return templates[isLocale(locale) ? locale : 'en'][kind];
}
