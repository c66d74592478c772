// A guest's page comes rendered in the HTML (ADR 53) and paints long before its code has loaded and hydrated it. In
// between, the page looks ready but React's handlers are not attached: a click on a filter, a tab or a button did
// nothing, and text typed into the search box stayed in the box while the page's state never heard of it. The early
// script (early.ts, inline in the HTML) records those interactions; the app plays them back once hydrated. Links and
// forms need none of this: the browser follows and submits them itself, and the server answers any URL.
//
// The two scripts are separate bundles, so what they share lives on `window`. Elements are found again by their path
// of child indexes from <body>: hydration keeps the server's markup node for node (a mismatch is a bug, and tested).

/** Controls whose click does something only through a React handler. */
const CLICKABLE = 'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="option"]';
/** Fields the page keeps in its state as they are typed (controlled inputs); boxes and choices are clicks. */
const TYPED =
  'input:not([type]), input[type="search"], input[type="text"], input[type="number"], input[type="email"], input[type="url"], textarea';

interface Recorded {
  path: number[];
  tag: string;
  /** A click's control's text, to check it is still the same control before clicking it. */
  text: string;
}

interface EarlyState {
  /** Still recording: the app has not started hydrating. */
  recording: boolean;
  /** The last click on a control (one: a visitor clicking twice while nothing happens meant the same thing). */
  click: Recorded | null;
  /** Fields typed into, each once, in the order first typed. */
  typed: Recorded[];
  stop?: () => void;
}

declare global {
  interface Window {
    __tsuzukiEarly?: EarlyState;
  }
}

function pathOf(element: Element): number[] {
  const path: number[] = [];
  for (let node: Element = element; node !== document.body && node.parentElement; node = node.parentElement)
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  return path;
}

function elementAt(path: number[]): Element | null {
  let node: Element | undefined = document.body;
  for (const index of path) node = node?.children[index];
  return node ?? null;
}

const record = (element: Element): Recorded => ({ path: pathOf(element), tag: element.tagName, text: element.textContent ?? '' });

/** Called by the early script on a server-rendered page: records clicks on controls and typing until `stopRecording`. */
export function recordEarlyInteractions(): void {
  const state: EarlyState = { recording: true, click: null, typed: [] };
  window.__tsuzukiEarly = state;
  const onClick = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest(CLICKABLE) : null;
    // A control in a form may submit it: the browser does that without us.
    if (!control || control.closest('form, a')) return;
    if (state.click) elementAt(state.click.path)?.removeAttribute('aria-busy');
    state.click = record(control);
    // Shown as taken (a progress cursor, base.css) until the app plays it back.
    control.setAttribute('aria-busy', 'true');
  };
  const onInput = (event: Event) => {
    const field = event.target instanceof Element ? event.target.closest(TYPED) : null;
    if (!field) return;
    const seen = record(field);
    if (!state.typed.some((t) => t.path.join() === seen.path.join())) state.typed.push(seen);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);
  state.stop = () => {
    state.recording = false;
    // Hydration must find the server's markup as it was sent.
    if (state.click) elementAt(state.click.path)?.removeAttribute('aria-busy');
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('input', onInput, true);
  };
}

/**
 * Called just before hydrateRoot: from then on React attaches its own listeners and replays what happens while it
 * hydrates, so recording on would play those twice.
 */
export function stopRecording(): void {
  window.__tsuzukiEarly?.stop?.();
}

// React tracks a field's value to tell a real change from its own writes: the prototype's setter bypasses the tracking,
// so the input event that follows reads as typed.
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!setter) return;
  for (const value of ['', text]) {
    setter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

// React keeps a host element's props on it once that element is hydrated, and dispatches events from them. A screen in
// a Suspense boundary (every lazy route) hydrates after the root's first effect: until its elements carry props, an
// event sent to them reaches no handler.
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** Runs `play` once every element in `elements` is hydrated; gives up after `giveUpMs` (the page failed to load). */
function whenHydrated(elements: Element[], play: () => void, giveUpMs = 10_000): void {
  const started = Date.now();
  const tryNow = () => {
    if (elements.every(hydrated)) play();
    else if (Date.now() - started < giveUpMs) setTimeout(tryNow, 20);
  };
  tryNow();
}

/** Once hydrated (the root's first effect): what was typed reaches the page's state, then the click is played. */
export function playBackEarlyInteractions(): void {
  const state = window.__tsuzukiEarly;
  if (!state) return;
  delete window.__tsuzukiEarly;
  state.stop?.();
  const fields = state.typed
    .map(({ path, tag }) => [elementAt(path), tag] as const)
    .filter(
      (f): f is readonly [HTMLInputElement | HTMLTextAreaElement, string] =>
        (f[0] instanceof HTMLInputElement || f[0] instanceof HTMLTextAreaElement) && f[0].tagName === f[1] && f[0].value !== '',
    )
    .map(([field]) => field);
  const click = state.click;
  const found = click ? elementAt(click.path) : null;
  const control = found instanceof HTMLElement && found.tagName === click!.tag && (found.textContent ?? '') === click!.text ? found : null;
  whenHydrated([...fields, ...(control ? [control] : [])], () => {
    for (const field of fields) typeInto(field, field.value);
    control?.click();
  });
}
