import { createContext, useContext } from 'react';

/**
 * The key of the event whose page is showing (its English slug), or null on other pages: a form
 * on an event's page registers for that event.
 */
export const RegistrationEventContext = createContext<string | null>(null);

export function useRegistrationEvent(): string | null {
  return useContext(RegistrationEventContext);
}
