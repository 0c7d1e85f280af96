/** What the root tells the studio's route: its language, by the studio's address rule (contracts). */
export interface StudioOutletContext {
  studioLanguage: 'nl' | 'en';
}
