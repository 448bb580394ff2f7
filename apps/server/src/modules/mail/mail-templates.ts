/** E-mail texts in the recipient's language. */
import { isLocale, type Locale } from '@skinsight/shared';

type Template = { subject: string; text: (link: string, name: string) => string };
type Templates = { resetPassword: Template; verifyEmail: Template; accountExists: Template };

const templates: Record<Locale, Templates> = {
  en: {
    accountExists: {
      subject: 'You already have a Skinsight account',
      text: (link, name) =>
        `Hello ${name},\n\nsomeone (hopefully you) just tried to create a Skinsight account with this e-mail address. You already have one, so nothing was changed. Sign in here:\n\n${link}\n\nIf you forgot your password, choose "Forgot your password?" on that page. If it was not you, you can ignore this e-mail; your account is safe.\n\nYour Skinsight team`,
    },
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
    accountExists: {
      subject: 'Du hast schon ein Skinsight-Konto',
      text: (link, name) =>
        `Hallo ${name},\n\njemand (hoffentlich du) wollte gerade mit dieser E-Mail-Adresse ein Skinsight-Konto anlegen. Du hast schon eines, daher wurde nichts geändert. Hier meldest du dich an:\n\n${link}\n\nWenn du dein Passwort vergessen hast, wähle dort „Passwort vergessen?“. Wenn du es nicht warst, kannst du diese E-Mail ignorieren; dein Konto ist sicher.\n\nDein Skinsight-Team`,
    },
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
    accountExists: {
      subject: 'Tu as déjà un compte Skinsight',
      text: (link, name) =>
        `Bonjour ${name},\n\nquelqu'un (toi, espérons-le) vient d'essayer de créer un compte Skinsight avec cette adresse e-mail. Tu en as déjà un, rien n'a donc été modifié. Connecte-toi ici :\n\n${link}\n\nSi tu as oublié ton mot de passe, choisis « Mot de passe oublié ? » sur cette page. Si ce n'était pas toi, ignore cet e-mail ; ton compte est en sécurité.\n\nL'équipe Skinsight`,
    },
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
    accountExists: {
      subject: 'Ya tienes una cuenta de Skinsight',
      text: (link, name) =>
        `Hola, ${name}:\n\nalguien (esperamos que tú) acaba de intentar crear una cuenta de Skinsight con esta dirección de correo. Ya tienes una, así que no se ha cambiado nada. Inicia sesión aquí:\n\n${link}\n\nSi has olvidado tu contraseña, elige «¿Has olvidado tu contraseña?» en esa página. Si no has sido tú, ignora este correo; tu cuenta está segura.\n\nEl equipo de Skinsight`,
    },
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
