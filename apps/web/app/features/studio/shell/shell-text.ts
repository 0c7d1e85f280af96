import { textsOf } from '../studio-language';

// The texts of the studio's frame: navigation, account, sign-in.
export const shellText = textsOf({
  studio: { nl: 'Zilt Studio', en: 'Zilt Studio' },
  loading: { nl: 'De studio wordt geladen…', en: 'Loading the studio…' },
  navigation: { nl: 'Studio', en: 'Studio' },
  dashboard: { nl: 'Overzicht', en: 'Dashboard' },
  pages: { nl: "Pagina's", en: 'Pages' },
  media: { nl: 'Media', en: 'Media' },
  menus: { nl: "Menu's", en: 'Menus' },
  translations: { nl: 'Vertalingen', en: 'Translations' },
  team: { nl: 'Team', en: 'Team' },
  forms: { nl: 'Formulieren', en: 'Forms' },
  staff: { nl: 'Medewerkers', en: 'Staff' },
  account: { nl: 'Mijn account', en: 'My account' },
  signedInAs: { nl: 'Ingelogd als {email} ({role})', en: 'Signed in as {email} ({role})' },
  signOut: { nl: 'Uitloggen', en: 'Sign out' },
  otherLanguage: { nl: 'English', en: 'Nederlands' },
  skipToContent: { nl: 'Naar de inhoud', en: 'Skip to content' },
  signInHeading: { nl: 'Inloggen in de studio', en: 'Sign in to the studio' },
  email: { nl: 'E-mailadres', en: 'Email address' },
  password: { nl: 'Wachtwoord', en: 'Password' },
  signIn: { nl: 'Inloggen', en: 'Sign in' },
  code: { nl: 'Code uit je authenticator-app', en: 'Code from your authenticator app' },
  confirmCode: { nl: 'Bevestigen', en: 'Confirm' },
  secondFactorIntro: {
    nl: 'Je wachtwoord klopt. Vul de zescijferige code uit je authenticator-app in.',
    en: 'Your password is right. Enter the six-digit code from your authenticator app.',
  },
  wrongPassword: {
    nl: 'Het e-mailadres of het wachtwoord klopt niet.',
    en: 'The email address or the password is not right.',
  },
  wrongCode: { nl: 'Die code klopt niet. Probeer de volgende.', en: 'That code is not right. Try the next one.' },
  tooManyAttempts: {
    nl: 'Te veel pogingen. Wacht even en probeer het dan opnieuw.',
    en: 'Too many attempts. Wait a while and try again.',
  },
  signInFailed: {
    nl: 'Inloggen lukte niet: {message}',
    en: 'Signing in did not work: {message}',
  },
  noAccessHeading: { nl: 'Geen toegang tot de studio', en: 'No access to the studio' },
  noAccess: {
    nl: 'De studio is voor redacteuren en beheerders. Als support-medewerker werk je in de Mini-Admin.',
    en: 'The studio is for editors and admins. As a support member you work in the Mini-Admin.',
  },
  toMiniAdmin: { nl: 'Naar de Mini-Admin', en: 'To the Mini-Admin' },
  limitedHeading: { nl: 'Zet eerst tweestapsverificatie aan', en: 'Turn on two-step verification first' },
  limited: {
    nl: 'Een beheerder heeft een tweede stap nodig voordat de studio opengaat. Zet die aan onder Mijn account.',
    en: 'An admin needs a second step before the studio opens. Turn it on under My account.',
  },
  serverDown: {
    nl: 'De server is niet bereikbaar. Probeer het straks opnieuw.',
    en: 'The server cannot be reached. Try again shortly.',
  },
  retry: { nl: 'Opnieuw proberen', en: 'Try again' },
});
