import { Button } from '../button/button.tsx';

export interface PagerProps {
  /** What the pager pages through, for screen readers ("Pages of the activity"). */
  label: string;
  /** Where the list stands ("Page 2 of 5"). */
  position: string;
  back: { label: string; disabled: boolean; onClick: () => void };
  forward: { label: string; disabled: boolean; onClick: () => void };
}

/** A list's pager: a step back, where the list stands, a step forward. */
export function Pager({ label, position, back, forward }: PagerProps) {
  return (
    <nav className="admin-pager" aria-label={label}>
      <Button variant="secondary" disabled={back.disabled} onClick={back.onClick}>
        {back.label}
      </Button>
      <span>{position}</span>
      <Button variant="secondary" disabled={forward.disabled} onClick={forward.onClick}>
        {forward.label}
      </Button>
    </nav>
  );
}
