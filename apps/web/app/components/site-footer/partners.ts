/**
 * The partner logos of the footer: a food partnership, a saline agriculture programme, a
 * university and a water partnership. The logos are our own drawings; their names are
 * the accessible names and are organisation names, so they are not translated.
 */
export const partners = [
  { name: 'Coastal Food Partnership', logo: '/images/partners/food-partnership.svg' },
  { name: 'Saline Agriculture Programme', logo: '/images/partners/saline-agriculture-programme.svg' },
  { name: 'Estuary University', logo: '/images/partners/university.svg' },
  { name: 'Delta Water Partnership', logo: '/images/partners/water-partnership.svg' },
] as const;
