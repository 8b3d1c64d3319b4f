import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Popover } from '../popover/popover';
import { isTap } from './is-tap';
import { type PointerDownOutsideEvent, useOutsidePress } from './use-outside-press';

afterEach(cleanup);

describe('isTap', () => {
  it('counts a press that moved at most 30 px as a tap (spec §9 swipe tolerance)', () => {
    expect(isTap({ x: 0, y: 0 }, { x: 0, y: 0 })).toBe(true);
    expect(isTap({ x: 10, y: 10 }, { x: 40, y: 10 })).toBe(true);
    expect(isTap({ x: 0, y: 0 }, { x: 18, y: 24 })).toBe(true);
    expect(isTap({ x: 0, y: 0 }, { x: 0, y: 30.5 })).toBe(false);
    expect(isTap({ x: 0, y: 0 }, { x: 25, y: 25 })).toBe(false);
  });

  it('takes another tolerance when given one', () => {
    expect(isTap({ x: 0, y: 0 }, { x: 8, y: 0 }, 5)).toBe(false);
  });
});

/** A real press as a browser sends it: pointerdown, pointerup, then click. */
function press(target: Element, from: { x: number; y: number }, to = from) {
  const pointer = { pointerId: 1, button: 0, isPrimary: true, pointerType: 'mouse' };
  fireEvent.pointerDown(target, { ...pointer, clientX: from.x, clientY: from.y });
  fireEvent.pointerUp(target, { ...pointer, clientX: to.x, clientY: to.y });
  fireEvent.click(target, { clientX: to.x, clientY: to.y });
}

async function renderOpenPopover() {
  const onOpenChange = vi.fn();
  render(
    <div>
      <p data-testid="outside">Page text</p>
      <Popover
        label="Details"
        defaultOpen
        onOpenChange={onOpenChange}
        trigger={<button type="button">Details</button>}
      >
        Popover body
      </Popover>
    </div>,
  );
  // Radix starts listening for outside presses one tick after opening.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { onOpenChange, outside: screen.getByTestId('outside') };
}

describe('useOutsidePress with a Radix popover', () => {
  it('closes on an outside tap', async () => {
    const { onOpenChange, outside } = await renderOpenPopover();
    press(outside, { x: 100, y: 100 });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByText('Popover body')).toBeNull();
  });

  it('still closes when the finger moved 30 px', async () => {
    const { onOpenChange, outside } = await renderOpenPopover();
    press(outside, { x: 100, y: 100 }, { x: 100, y: 130 });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open after a swipe of more than 30 px', async () => {
    const { onOpenChange, outside } = await renderOpenPopover();
    press(outside, { x: 100, y: 100 }, { x: 100, y: 131 });
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByText('Popover body')).toBeTruthy();
  });

  it('stays open when the browser cancels the press to scroll', async () => {
    const { onOpenChange, outside } = await renderOpenPopover();
    fireEvent.pointerDown(outside, { pointerId: 1, button: 0, clientX: 0, clientY: 0 });
    fireEvent.pointerCancel(outside, { pointerId: 1 });
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('leaves a press inside the popup alone', async () => {
    const { onOpenChange } = await renderOpenPopover();
    press(screen.getByText('Popover body'), { x: 5, y: 5 });
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('lets the trigger toggle: one press on it closes, and it does not reopen', async () => {
    const { onOpenChange } = await renderOpenPopover();
    press(screen.getByRole('button', { name: 'Details' }), { x: 5, y: 5 });
    expect(onOpenChange.mock.calls).toEqual([[false]]);
  });
});

/** Reports every press on its button as outside at once, as Radix does without deferring. */
function Harness({ onOutsidePress }: { onOutsidePress: () => void }) {
  const { onPointerDownOutside } = useOutsidePress({ enabled: true, onOutsidePress });
  return (
    <button
      type="button"
      onPointerDown={(event) =>
        onPointerDownOutside({
          target: event.target,
          detail: { originalEvent: event.nativeEvent },
          preventDefault: () => {},
        } satisfies PointerDownOutsideEvent)
      }
    >
      Outside
    </button>
  );
}

describe('useOutsidePress when the layer reports the press before pointerup', () => {
  it('waits for pointerup, then decides by the distance moved', () => {
    const onOutsidePress = vi.fn();
    render(<Harness onOutsidePress={onOutsidePress} />);
    const outside = screen.getByRole('button', { name: 'Outside' });
    fireEvent.pointerDown(outside, { pointerId: 3, clientX: 0, clientY: 0 });
    expect(onOutsidePress).not.toHaveBeenCalled();
    fireEvent.pointerUp(outside, { pointerId: 3, clientX: 40, clientY: 0 });
    expect(onOutsidePress).not.toHaveBeenCalled();
    fireEvent.pointerDown(outside, { pointerId: 3, clientX: 0, clientY: 0 });
    fireEvent.pointerUp(outside, { pointerId: 3, clientX: 12, clientY: 5 });
    expect(onOutsidePress).toHaveBeenCalledTimes(1);
  });
});

/** A layer of our own: it reports a press it judged outside through `pressedOutside`. */
function OwnLayer({ onOutsidePress }: { onOutsidePress: () => void }) {
  const { pressedOutside } = useOutsidePress({ enabled: true, onOutsidePress });
  return (
    <button type="button" onPointerDown={(event) => pressedOutside(event.nativeEvent)}>
      Backdrop
    </button>
  );
}

describe('useOutsidePress with pressedOutside', () => {
  it('closes on a tap and not on a swipe of more than 30 px', () => {
    const onOutsidePress = vi.fn();
    render(<OwnLayer onOutsidePress={onOutsidePress} />);
    press(screen.getByRole('button', { name: 'Backdrop' }), { x: 0, y: 0 }, { x: 0, y: 45 });
    expect(onOutsidePress).not.toHaveBeenCalled();
    press(screen.getByRole('button', { name: 'Backdrop' }), { x: 0, y: 0 }, { x: 0, y: 10 });
    expect(onOutsidePress).toHaveBeenCalledTimes(1);
  });
});
