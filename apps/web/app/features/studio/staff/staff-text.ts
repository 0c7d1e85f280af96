import { textsOf } from '../studio-language';

// The texts of the staff screen: the accounts, adding one, roles, links, sessions.
export const staffText = textsOf({
  heading: { nl: 'Medewerkers', en: 'Staff' },
  intro: {
    nl: 'De accounts van de studio en de Mini-Admin. Een nieuw account of een reset geeft een eenmalige link waarmee de medewerker een wachtwoord kiest: geef die zelf door.',
    en: 'The accounts of the studio and the Mini-Admin. A new account or a reset gives a one-time link with which the staff member chooses a password: hand it over yourself.',
  },
  adminsOnly: { nl: 'Alleen beheerders beheren medewerkers.', en: 'Only admins manage staff.' },
  loading: { nl: 'Laden…', en: 'Loading…' },
  loadFailed: { nl: 'Laden lukte niet: {message}', en: 'Loading did not work: {message}' },
  accountsCaption: { nl: 'Accounts', en: 'Accounts' },
  email: { nl: 'E-mailadres', en: 'Email address' },
  role: { nl: 'Rol', en: 'Role' },
  secondFactor: { nl: 'Tweede stap', en: 'Second factor' },
  password: { nl: 'Wachtwoord', en: 'Password' },
  state: { nl: 'Status', en: 'State' },
  actions: { nl: 'Acties', en: 'Actions' },
  on: { nl: 'Aan', en: 'On' },
  off: { nl: 'Uit', en: 'Off' },
  passwordSet: { nl: 'Gekozen', en: 'Chosen' },
  passwordNotSet: { nl: 'Nog niet gekozen', en: 'Not chosen yet' },
  active: { nl: 'Actief', en: 'Active' },
  disabled: { nl: 'Uitgeschakeld', en: 'Disabled' },
  you: { nl: '(jij)', en: '(you)' },
  roleOf: { nl: 'Rol van {email}', en: 'Role of {email}' },
  setRole: { nl: 'Rol opslaan', en: 'Save the role' },
  reset: { nl: 'Nieuwe link', en: 'New link' },
  signOutEverywhere: { nl: 'Overal uitloggen', en: 'Sign out everywhere' },
  disable: { nl: 'Uitschakelen', en: 'Disable' },
  confirmDisable: { nl: 'Ja, {email} uitschakelen', en: 'Yes, disable {email}' },
  cancel: { nl: 'Annuleren', en: 'Cancel' },
  addHeading: { nl: 'Medewerker toevoegen', en: 'Add a staff member' },
  add: { nl: 'Toevoegen', en: 'Add' },
  linkHeading: { nl: 'Eenmalige link voor {email}', en: 'One-time link for {email}' },
  linkIntro: {
    nl: 'Geef deze link door; hij wordt maar één keer getoond en werkt tot {until}. Met de link kiest {email} een wachtwoord.',
    en: 'Hand over this link; it is shown only once and works until {until}. With it, {email} chooses a password.',
  },
  linkMailed: { nl: 'De link is ook gemaild.', en: 'The link was mailed too.' },
  link: { nl: 'Link', en: 'Link' },
  copy: { nl: 'Link kopiëren', en: 'Copy the link' },
  copied: { nl: 'Gekopieerd.', en: 'Copied.' },
  roleSet: { nl: '{email} heeft nu de rol {role}.', en: '{email} now has the role {role}.' },
  sessionsEnded: {
    nl: '{email} is overal uitgelogd ({count} sessies beëindigd).',
    en: '{email} is signed out everywhere ({count} sessions ended).',
  },
  accountDisabled: { nl: '{email} is uitgeschakeld.', en: '{email} is disabled.' },
  failed: { nl: 'Dat lukte niet: {message}', en: 'That did not work: {message}' },
  exists: { nl: 'Er is al een account voor dit adres.', en: 'An account for this address exists already.' },
  badEmail: { nl: 'Vul een geldig e-mailadres in.', en: 'Enter a valid email address.' },
});

/** The names of the roles, as admins read them. */
export const roleLabels = {
  editor: { nl: 'Redacteur', en: 'Editor' },
  support: { nl: 'Support', en: 'Support' },
  admin: { nl: 'Beheerder', en: 'Admin' },
} as const;
