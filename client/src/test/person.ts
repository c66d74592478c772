import { act } from '@testing-library/react';
import { implForWrapper } from 'jsdom/lib/generated/idl/utils.js';

/**
 * A click by a person: jsdom marks every event a script dispatches untrusted (as browsers do), and some controls
 * ignore untrusted clicks (the like button, social §4). The event is dispatched the way jsdom fires its own events,
 * on the implementations, where dispatchEvent's reset of the flag does not reach.
 */
export function personClick(element: Element): void {
  const event = implForWrapper(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  event.isTrusted = true;
  act(() => {
    implForWrapper(element)._dispatch(event);
  });
}
