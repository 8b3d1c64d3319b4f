import { clsx } from 'clsx';
import { type ReactNode, useId, useRef } from 'react';
import { InfoIcon } from '../icons/info-icon';
import { useOutsideTap } from '../outside-press/use-outside-tap';
import { useOpenState } from '../popover/use-open-state';

export interface HintProps {
  /** Accessible name of the hint button, e.g. 'About your e-mail'. */
  label: string;
  /** The hint text. */
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where the bubble shows, next to the button; default below it (room to grow down the page). */
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
}

/**
 * A toggletip: a small info button that shows its text in a bubble beside it. It opens on click,
 * Enter or Space, so it works with touch and keyboard alike (a hover tooltip would not). The text
 * goes into a polite live region when it opens, so screen readers read it out. Escape, focus
 * moving on and a tap outside close it (a swipe of more than 30 px does not).
 */
export function Hint({
  label,
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  side = 'bottom',
  className,
}: HintProps) {
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  const rootRef = useRef<HTMLSpanElement>(null);
  const bubbleId = useId();
  useOutsideTap(rootRef, { enabled: isOpen, onOutsidePress: () => setOpen(false) });

  return (
    <span ref={rootRef} className={clsx('bb-hint', `bb-hint--${side}`, className)}>
      <button
        type="button"
        className="bb-hint__button"
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={bubbleId}
        onClick={() => setOpen(!isOpen)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !isOpen) return;
          // Handled: a modal around the hint stays open.
          event.preventDefault();
          setOpen(false);
        }}
        onBlur={(event) => {
          // Focus moved to another control; a click on plain text (no new focus) is left to the
          // outside-tap rule with its swipe tolerance.
          const next = event.relatedTarget;
          if (isOpen && next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
        }}
      >
        <InfoIcon />
      </button>
      <span id={bubbleId} aria-live="polite">
        {isOpen && <span className="bb-hint__bubble bb-floating-panel">{children}</span>}
      </span>
    </span>
  );
}
