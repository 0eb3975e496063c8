import { useId, useRef, useState } from 'react';

/** A disclosure's state: whether it is open, its toggle (a button) and the id of the list it shows. */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const toggleProps = {
    ref: toggle,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': listId,
    onClick: () => setOpen((value) => !value),
  } as const;
  return { open, setOpen, toggle, listId, toggleProps };
}
