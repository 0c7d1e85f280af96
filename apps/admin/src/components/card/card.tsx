import type { ReactNode } from 'react';

interface CardProps {
  title: string;
  /** Heading level inside the page: cards on a page with an h1 are h2. */
  level?: 2 | 3;
  children: ReactNode;
  className?: string;
}

/** A titled panel; its heading names the region for screen readers. */
export function Card({ title, level = 2, children, className }: CardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const id = `card-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className={['admin-card', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <Heading id={id} className="admin-card__title">
        {title}
      </Heading>
      {children}
    </section>
  );
}
