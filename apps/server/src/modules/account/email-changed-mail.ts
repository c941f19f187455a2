import type { Language } from '@vitrine/contracts';
import { simpleHtml, simpleText } from '../mail/html.js';
import type { MailMessage } from '../mail/mailer.js';

interface ChangedTexts {
  subject: string;
  greeting: (name: string) => string;
  body: (to: string, when: string) => string;
  button: string;
  notYou: string;
}

/** The notice sent to the old address when an account's e-mail changes, in each of the product's languages. */
const texts: Record<Language, ChangedTexts> = {
  en: {
    subject: 'The e-mail address of your Vitrine account was changed',
    greeting: (name) => `Hello ${name},`,
    body: (to, when) =>
      `On ${when}, the e-mail address of your Vitrine account was changed to ${to}. Mails about your account and password resets now go there.`,
    button: 'Sign in to Vitrine',
    notYou:
      'If you did not make this change, someone may have your password or an open session: sign in, change your password and your e-mail address back, and tell the platform’s support by replying to this mail.',
  },
  de: {
    subject: 'Die E-Mail-Adresse Ihres Vitrine-Kontos wurde geändert',
    greeting: (name) => `Hallo ${name},`,
    body: (to, when) =>
      `Am ${when} wurde die E-Mail-Adresse Ihres Vitrine-Kontos in ${to} geändert. E-Mails zu Ihrem Konto und zum Zurücksetzen des Passworts gehen jetzt dorthin.`,
    button: 'Bei Vitrine anmelden',
    notYou:
      'Wenn Sie das nicht waren, hat vielleicht jemand Ihr Passwort oder eine offene Sitzung: Melden Sie sich an, ändern Sie Ihr Passwort und Ihre E-Mail-Adresse zurück und informieren Sie den Support der Plattform, indem Sie auf diese E-Mail antworten.',
  },
  fr: {
    subject: 'L’adresse e-mail de votre compte Vitrine a été modifiée',
    greeting: (name) => `Bonjour ${name},`,
    body: (to, when) =>
      `Le ${when}, l’adresse e-mail de votre compte Vitrine a été remplacée par ${to}. Les messages sur votre compte et les réinitialisations de mot de passe y sont désormais envoyés.`,
    button: 'Se connecter à Vitrine',
    notYou:
      'Si vous n’êtes pas à l’origine de ce changement, quelqu’un a peut-être votre mot de passe ou une session ouverte : connectez-vous, changez votre mot de passe, rétablissez votre adresse e-mail et prévenez le support de la plateforme en répondant à ce message.',
  },
  pt: {
    subject: 'O endereço de e-mail da sua conta Vitrine foi alterado',
    greeting: (name) => `Olá ${name},`,
    body: (to, when) =>
      `Em ${when}, o endereço de e-mail da sua conta Vitrine foi alterado para ${to}. Os e-mails sobre a sua conta e as redefinições de palavra-passe passam a ir para lá.`,
    button: 'Entrar na Vitrine',
    notYou:
      'Se não foi você, alguém pode ter a sua palavra-passe ou uma sessão aberta: entre, mude a palavra-passe, reponha o seu endereço de e-mail e avise o suporte da plataforma respondendo a este e-mail.',
  },
};

/** The moment of the change as a reader of this language writes it, with its zone (UTC). */
export function changeTime(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(at);
}

/** The notice to the address that was replaced: a stolen session cannot quietly take the account. */
export function emailChangedMail(
  change: { oldEmail: string; newEmail: string; name: string; at: Date },
  language: Language,
  signInLink: string,
): MailMessage {
  const t = texts[language];
  const mail = {
    lang: language,
    before: [t.greeting(change.name), t.body(change.newEmail, changeTime(change.at, language))],
    link: { href: signInLink, label: t.button },
    after: [t.notYou],
  };
  return { to: change.oldEmail, subject: t.subject, text: simpleText(mail), html: simpleHtml(mail) };
}
