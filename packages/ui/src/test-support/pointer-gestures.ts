import { userEvent } from 'storybook/test';

/**
 * Presses the mouse at `target`, moves it `distance` px down and releases it there: a tap when
 * the distance is small, a swipe past the 30 px tolerance otherwise. For play functions.
 */
export async function pressAndMove(target: Element, distance = 0) {
  const { left, top } = target.getBoundingClientRect();
  const start = { clientX: Math.round(left) + 5, clientY: Math.round(top) + 5 };
  const end = { clientX: start.clientX, clientY: start.clientY + distance };
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target, coords: start },
    { target, coords: end },
    { keys: '[/MouseLeft]', target, coords: end },
  ]);
}

/**
 * Presses on the backdrop of an open modal `<dialog>` (where a finger lands beside it: the event
 * targets the dialog, at a point outside its box), moves `distance` px down and releases.
 */
export async function pressOnBackdrop(dialog: Element, distance = 0) {
  const box = dialog.getBoundingClientRect();
  // Beside the box: left of it when there is room (a centred modal, a sheet), else right of it.
  const x = box.left > 10 ? 5 : Math.round(box.right) + 5;
  const start = { clientX: x, clientY: 5 };
  const end = { clientX: x, clientY: 5 + distance };
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: dialog, coords: start },
    { target: dialog, coords: end },
    { keys: '[/MouseLeft]', target: dialog, coords: end },
  ]);
}
