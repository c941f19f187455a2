import type { Language } from '@vitrine/contracts';
import { simpleHtml, simpleText } from '../mail/html.js';
import type { MailMessage } from '../mail/mailer.js';

interface ResetTexts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  button: string;
  ignore: string;
}

/** The reset mail in each of the product's languages. */
const texts: Record<Language, ResetTexts> = {
  en: {
    subject: 'Reset your Vitrine password',
    greeting: (name) => `Hello ${name},`,
    body: 'Someone (hopefully you) asked to reset the password of your Vitrine account. Open this link within one hour to choose a new password:',
    button: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is. The link works only once.',
  },
  de: {
    subject: 'Ihr Vitrine-Passwort zurücksetzen',
    greeting: (name) => `Hallo ${name},`,
    body: 'Jemand (hoffentlich Sie) möchte das Passwort Ihres Vitrine-Kontos zurücksetzen. Öffnen Sie innerhalb einer Stunde diesen Link, um ein neues Passwort zu wählen:',
    button: 'Neues Passwort wählen',
    ignore:
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert. Der Link funktioniert nur einmal.',
  },
  fr: {
    subject: 'Réinitialiser votre mot de passe Vitrine',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte Vitrine. Ouvrez ce lien dans l’heure pour choisir un nouveau mot de passe :',
    button: 'Choisir un nouveau mot de passe',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe ne change pas. Le lien ne fonctionne qu’une fois.',
  },
  pt: {
    subject: 'Redefinir a sua palavra-passe da Vitrine',
    greeting: (name) => `Olá ${name},`,
    body: 'Alguém (esperamos que tenha sido você) pediu para redefinir a palavra-passe da sua conta Vitrine. Abra este link dentro de uma hora para escolher uma nova palavra-passe:',
    button: 'Escolher uma nova palavra-passe',
    ignore:
      'Se não fez este pedido, ignore este e-mail: a sua palavra-passe fica como está. O link só funciona uma vez.',
  },
};

/** The reset mail to one user, in their language. */
export function resetMail(to: string, name: string, link: string, language: Language): MailMessage {
  const t = texts[language];
  const mail = {
    lang: language,
    before: [t.greeting(name), t.body],
    link: { href: link, label: t.button },
    after: [t.ignore],
  };
  return { to, subject: t.subject, text: simpleText(mail), html: simpleHtml(mail) };
}
