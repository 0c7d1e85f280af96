import { textsOf } from '../studio-language';

// The texts of My account: the second factor, the password, the sign-ins, signing out everywhere.
export const accountText = textsOf({
  heading: { nl: 'Mijn account', en: 'My account' },
  signedInAs: { nl: 'Je bent ingelogd als {email} ({role}).', en: 'You are signed in as {email} ({role}).' },
  limited: {
    nl: 'Als beheerder heb je tweestapsverificatie nodig. Zet die hieronder aan; daarna gaat de rest van de studio open.',
    en: 'As an admin you need two-step verification. Turn it on below; then the rest of the studio opens.',
  },
  totpHeading: { nl: 'Tweestapsverificatie', en: 'Two-step verification' },
  totpOn: {
    nl: 'Staat aan: na je wachtwoord vraagt de studio een code uit je authenticator-app.',
    en: 'On: after your password the studio asks for a code from your authenticator app.',
  },
  totpOff: {
    nl: 'Staat uit. Met een authenticator-app (zoals een app voor eenmalige codes op je telefoon) is je account beter beschermd.',
    en: 'Off. With an authenticator app (such as an app for one-time codes on your phone) your account is better protected.',
  },
  turnOn: { nl: 'Tweestapsverificatie aanzetten', en: 'Turn on two-step verification' },
  enrolIntro: {
    nl: 'Voeg in je authenticator-app een account toe met deze geheime sleutel (of open de link op je telefoon), en vul daarna de code in die de app toont.',
    en: 'In your authenticator app, add an account with this secret key (or open the link on your phone), then enter the code the app shows.',
  },
  secret: { nl: 'Geheime sleutel', en: 'Secret key' },
  otpauthLink: { nl: 'Openen in een authenticator-app', en: 'Open in an authenticator app' },
  code: { nl: 'Zescijferige code uit de app', en: 'Six-digit code from the app' },
  confirm: { nl: 'Bevestigen', en: 'Confirm' },
  wrongCode: {
    nl: 'Die code klopt niet. Controleer de sleutel en probeer de volgende code.',
    en: 'That code is not right. Check the key and try the next code.',
  },
  recoveryHeading: { nl: 'Je herstelcodes', en: 'Your recovery codes' },
  recoveryIntro: {
    nl: 'Tweestapsverificatie staat aan. Bewaar deze tien codes op een veilige plek: ze worden maar één keer getoond. Elke code werkt één keer in plaats van een code uit de app.',
    en: 'Two-step verification is on. Keep these ten codes somewhere safe: they are shown only once. Each works once instead of a code from the app.',
  },
  recoveryStored: { nl: 'Ik heb de codes bewaard', en: 'I have stored the codes' },
  turnOff: { nl: 'Tweestapsverificatie uitzetten', en: 'Turn off two-step verification' },
  turnOffIntro: { nl: 'Bevestig met je wachtwoord.', en: 'Confirm with your password.' },
  adminsKeep: {
    nl: 'Beheerders houden tweestapsverificatie aan.',
    en: 'Admins keep two-step verification on.',
  },
  currentPassword: { nl: 'Huidig wachtwoord', en: 'Current password' },
  wrongPassword: { nl: 'Dat wachtwoord klopt niet.', en: 'That password is not right.' },
  totpTurnedOff: { nl: 'Tweestapsverificatie staat uit.', en: 'Two-step verification is off.' },
  passwordHeading: { nl: 'Wachtwoord wijzigen', en: 'Change the password' },
  newPassword: { nl: 'Nieuw wachtwoord (12 tot 128 tekens)', en: 'New password (12 to 128 characters)' },
  changePassword: { nl: 'Wachtwoord wijzigen', en: 'Change the password' },
  passwordChanged: {
    nl: 'Je wachtwoord is gewijzigd; je andere sessies zijn beëindigd.',
    en: 'Your password is changed; your other sessions have ended.',
  },
  passwordTooShort: {
    nl: 'Een wachtwoord heeft 12 tot 128 tekens.',
    en: 'A password has 12 to 128 characters.',
  },
  signInsHeading: { nl: 'Recente aanmeldingen', en: 'Recent sign-ins' },
  signInsCaption: {
    nl: 'Aanmeldingen en mislukte pogingen op dit account, nieuwste eerst',
    en: 'Sign-ins and failed attempts on this account, newest first',
  },
  noSignIns: { nl: 'Nog geen aanmeldingen.', en: 'No sign-ins yet.' },
  when: { nl: 'Wanneer', en: 'When' },
  outcome: { nl: 'Resultaat', en: 'Outcome' },
  succeeded: { nl: 'Gelukt ({method})', en: 'Succeeded ({method})' },
  failedBecause: { nl: 'Mislukt ({reason})', en: 'Failed ({reason})' },
  address: { nl: 'Adres', en: 'Address' },
  browser: { nl: 'Browser', en: 'Browser' },
  everywhereHeading: { nl: 'Overal uitloggen', en: 'Sign out everywhere' },
  everywhereIntro: {
    nl: 'Beëindigt al je sessies, op elk apparaat, ook deze.',
    en: 'Ends all your sessions, on every device, this one too.',
  },
  signOutEverywhere: { nl: 'Overal uitloggen', en: 'Sign out everywhere' },
  failed: { nl: 'Dat lukte niet: {message}', en: 'That did not work: {message}' },
  loading: { nl: 'Laden…', en: 'Loading…' },
});

/** How a sign-in was completed, or why it failed, in words. */
export const signInWords = {
  password: { nl: 'wachtwoord', en: 'password' },
  code: { nl: 'code', en: 'code' },
  'recovery-code': { nl: 'herstelcode', en: 'recovery code' },
  disabled: { nl: 'account uitgeschakeld', en: 'account disabled' },
  limit: { nl: 'te veel pogingen', en: 'too many attempts' },
} as const;
