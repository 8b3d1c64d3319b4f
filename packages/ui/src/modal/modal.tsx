import { clsx } from 'clsx';
import {
  type ButtonHTMLAttributes,
  cloneElement,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
  useId,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/close-icon';
import { useOutsidePress } from '../outside-press/use-outside-press';
import { useOpenState } from '../popover/use-open-state';

export interface ModalProps {
  /** The heading, also the dialog's accessible name. */
  title: ReactNode;
  /** A sentence under the title, also the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons under the body, e.g. 'Ok' or 'Continue'. */
  footer?: ReactNode;
  /** A button that opens the modal on click. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the cross button. */
  closeLabel?: string;
  /** 'dialog' (default): centred; 'sheet': a full-height panel sliding in from the right. */
  variant?: 'dialog' | 'sheet';
  className?: string;
}

type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement>;

const subscribeToNothing = () => () => {};

/** A field to type in or tick: where a form in the modal starts. */
const FIELD =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/** False on the server and while hydrating, true after: a portal needs `document.body`. */
function useIsClient() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * A modal dialog on the native `<dialog>` element, opened with `showModal()`: the platform puts
 * it in the top layer, makes the rest of the page inert and returns focus to where it was on
 * close. Opening focuses its first field, or else its first button. Escape, the cross and a tap
 * on the backdrop close it (a swipe over the backdrop of more than 30 px does not). The server
 * renders nothing of it; it opens once the page has hydrated.
 */
export function Modal({
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  ...dialogProps
}: ModalProps) {
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  const isClient = useIsClient();
  const triggerProps = (trigger?.props ?? {}) as TriggerProps;
  return (
    <>
      {trigger &&
        cloneElement(trigger as ReactElement<TriggerProps>, {
          'aria-haspopup': 'dialog',
          'aria-expanded': isOpen,
          onClick: (event: MouseEvent<HTMLButtonElement>) => {
            triggerProps.onClick?.(event);
            if (!event.defaultPrevented) setOpen(true);
          },
        })}
      {isOpen &&
        isClient &&
        createPortal(
          <ModalDialog {...dialogProps} onClose={() => setOpen(false)} />,
          document.body,
        )}
    </>
  );
}

interface ModalDialogProps extends Omit<ModalProps, 'trigger' | 'open' | 'defaultOpen'> {
  onClose: () => void;
}

/** Whether a pointer event on the dialog element fell outside its box, i.e. on `::backdrop`. */
function isOnBackdrop(event: PointerEvent<HTMLDialogElement>) {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/** The open dialog: mounted while the modal is open, shown with showModal() on mount. */
function ModalDialog({
  title,
  description,
  children,
  footer,
  closeLabel = 'Close',
  variant = 'dialog',
  className,
  onClose,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  const { pressedOutside } = useOutsidePress({ enabled: true, onOutsidePress: onClose });

  // A layout effect: the cleanup runs before React removes the element, so close() can return
  // focus to the element that had it when showModal() ran.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // The platform closed it on its own (a close request it would not let us cancel): follow.
    // A close event that finds the dialog open again is stale: StrictMode's second run of this
    // effect (or an <Activity> shown again) reopened it after the cleanup's close() queued it.
    const onPlatformClose = () => {
      if (!dialog.open) latestOnClose.current();
    };
    dialog.addEventListener('close', onPlatformClose);
    dialog.showModal();
    // The platform focused the first focusable element (or one marked autofocus). A form starts
    // at its first field rather than at an info button beside the field's label.
    if (!dialog.querySelector('[autofocus]')) dialog.querySelector<HTMLElement>(FIELD)?.focus();
    return () => {
      dialog.removeEventListener('close', onPlatformClose);
      dialog.close();
    };
  }, []);

  // The state closes it, not the platform: cancel the platform's own closing.
  const requestClose = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={clsx('bb-modal', variant === 'sheet' && 'bb-modal--sheet', className)}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Other close requests (Android's back gesture) arrive as cancel.
      onCancel={requestClose}
      // Escape is taken on keydown: a popup inside that handled it first prevents its default and
      // keeps the modal open, and a scripted key press acts as a real one.
      onKeyDown={(event: KeyboardEvent<HTMLDialogElement>) => {
        if (event.key === 'Escape' && !event.defaultPrevented) requestClose(event);
      }}
      onPointerDown={(event) => {
        if (isOnBackdrop(event)) pressedOutside(event.nativeEvent);
      }}
    >
      <h2 id={titleId} className="bb-modal__title">
        {title}
      </h2>
      {description && (
        <p id={descriptionId} className="bb-modal__description">
          {description}
        </p>
      )}
      {children && <div className="bb-modal__body">{children}</div>}
      {footer && <div className="bb-modal__footer">{footer}</div>}
      {/* Last in focus order, so opening the modal focuses its first field or action. */}
      <button type="button" className="bb-modal__close" aria-label={closeLabel} onClick={onClose}>
        <CloseIcon />
      </button>
    </dialog>
  );
}
