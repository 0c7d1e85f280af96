import { useRef, useState } from 'react';

/**
 * Open/closed state of one disclosure; `onFirstOpen` runs the first time the visitor opens
 * it (an item that starts open counts only when it is opened again by hand).
 */
export function useDisclosure(initiallyOpen: boolean, onFirstOpen: () => void) {
  const [open, setOpen] = useState(initiallyOpen);
  const openedBefore = useRef(false);
  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && !openedBefore.current) {
      openedBefore.current = true;
      onFirstOpen();
    }
  };
  return { open, toggle };
}
