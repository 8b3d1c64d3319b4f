import * as RadixPopover from '@radix-ui/react-popover';
import { clsx } from 'clsx';
import { type ReactElement, type ReactNode, useRef } from 'react';
import { useOutsidePress } from '../outside-press/use-outside-press';
import { useOpenState } from './use-open-state';

export interface PopoverProps {
  /** The element that toggles the popover; it must accept a ref (a button). */
  trigger: ReactElement;
  /** Accessible name of the popup. */
  label: string;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Draws the small arrow pointing at the trigger. */
  arrow?: boolean;
  className?: string;
}

/**
 * A popup anchored to its trigger (Radix Popover). The trigger toggles it on click, Enter and
 * Space; Escape, focus moving outside and an outside tap close it. An outside press that moves
 * more than 30 px is a swipe and leaves it open.
 */
export function Popover({
  trigger,
  label,
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  side = 'bottom',
  align = 'center',
  arrow = false,
  className,
}: PopoverProps) {
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { onPointerDownOutside } = useOutsidePress({
    enabled: isOpen,
    onOutsidePress: () => setOpen(false),
    ignore: [triggerRef],
  });
  return (
    <RadixPopover.Root open={isOpen} onOpenChange={setOpen}>
      <RadixPopover.Trigger asChild ref={triggerRef}>
        {trigger}
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          aria-label={label}
          side={side}
          align={align}
          sideOffset={8}
          collisionPadding={8}
          className={clsx('bb-popover bb-floating-panel', className)}
          onPointerDownOutside={onPointerDownOutside}
        >
          {children}
          {arrow && <RadixPopover.Arrow className="bb-popover__arrow" width={14} height={7} />}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
