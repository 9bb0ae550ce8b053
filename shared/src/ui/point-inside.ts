/** Whether a pointer at (x, y) falls inside `box`, edges included (a press on a dialog's backdrop is dispatched to the dialog itself, outside its box). */
export const isPointInside = (box: DOMRect, x: number, y: number) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
