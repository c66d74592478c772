// What jsdom leaves out and the site's components call. jsdom has no layout: every rendered element counts as having
// a box (getClientRects, which the focus trap uses to skip what is not shown) unless it or an ancestor is hidden.

function isHidden(element: Element | null): boolean {
  for (let node = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden')) return true;
    if (node instanceof HTMLElement && node.style.display === 'none') return true;
    // The content of a closed <details>, its summary aside, is not rendered.
    const details = node.parentElement;
    if (details instanceof HTMLDetailsElement && !details.open && node.tagName !== 'SUMMARY') return true;
  }
  return false;
}

export function installDomGaps(): void {
  Element.prototype.getClientRects = function getClientRects(this: Element) {
    const rects = isHidden(this) ? [] : [new DOMRect(0, 0, 100, 20)];
    const list: DOMRectList = Object.assign(rects, { item: (index: number) => rects[index] ?? null });
    return list;
  };
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
  // A modal <dialog> as an open one: the page behind it is not made inert here.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
  class NoObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  globalThis.ResizeObserver ??= NoObserver;
  globalThis.IntersectionObserver ??= class extends NoObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
  };
}
