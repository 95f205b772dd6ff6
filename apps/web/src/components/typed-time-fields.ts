import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';

/*
 * Makes typing into @mantine/dates' hour and minute fields independent of where the caret is.
 *
 * Mantine reads each field's whole text after a key: "01" + "9" is 19, but "0|0" + "1" is "010",
 * 10, and the focus jumps to the minutes (so "1" "9" gave 10:09). In Chrome, clicking the hours
 * while they are already focused and selected leaves the caret where the mouse was once the click
 * is over, after Mantine's own select-on-click, so an event meant for 19:00 was saved at 10:00.
 *
 * So, before each digit reaches the field: a first digit replaces the whole field and a second is
 * added after it, like a native time field. Any other key, a click or a new focus starts over.
 */

/** How many digits were typed into a field in a row (1 or 2); absent when the next one starts over. */
const typedDigits = new WeakMap<HTMLInputElement, number>();

function startOver(event: FocusEvent<HTMLInputElement>) {
  typedDigits.delete(event.currentTarget);
}

function onKeyDownCapture(event: KeyboardEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const isDigit = /^[0-9]$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
  if (!isDigit) {
    typedDigits.delete(input);
    return;
  }
  const end = input.value.length;
  if (typedDigits.get(input) === 1) {
    input.setSelectionRange(end, end);
    typedDigits.set(input, 2);
  } else {
    input.setSelectionRange(0, end);
    typedDigits.set(input, 1);
  }
}

/** A click on the focused field selects it all, as the first click did, instead of leaving a caret in it. */
function onMouseDownCapture(event: MouseEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  typedDigits.delete(input);
  if (document.activeElement === input) {
    event.preventDefault();
    input.select();
  }
}

/** Props for TimePicker's `hoursInputProps` and `minutesInputProps`. */
export const typedTimeFieldProps = { onFocus: startOver, onKeyDownCapture, onMouseDownCapture };
