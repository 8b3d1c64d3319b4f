import { useCallback, useState } from 'react';

/**
 * Open/closed state that the owner may control (`open` + `onOpenChange`) or leave to the
 * component (`defaultOpen`), the way Radix primitives do.
 */
export function useOpenState(
  open: boolean | undefined,
  defaultOpen: boolean,
  onOpenChange: ((open: boolean) => void) | undefined,
) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = useCallback(
    (next: boolean) => {
      if (open === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  return [isOpen, setOpen] as const;
}
