import type { ActorTypeIconName, GoalIconName } from './icon';

/**
 * The icon of a kind of actor, by its name or id: government, knowledge institute and private
 * sector have their own; anything else is civil society.
 */
export function actorTypeIcon(nameOrId: string): ActorTypeIconName {
  const name = nameOrId.trim().toLowerCase();
  if (name.startsWith('government')) return 'government';
  if (name.startsWith('knowledge')) return 'knowledge';
  if (name.startsWith('private')) return 'private';
  return 'civil';
}

/** The goal tile of an SDG term whose id ends in the goal's number (`sdg-02`, `6`); null otherwise. */
export function goalIcon(termId: string): GoalIconName | null {
  const number = Number(/(\d{1,2})$/.exec(termId)?.[1]);
  if (!Number.isInteger(number) || number < 1 || number > 17) return null;
  return `goal-${String(number).padStart(2, '0')}` as GoalIconName;
}
