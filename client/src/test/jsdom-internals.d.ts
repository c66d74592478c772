// The jsdom internals person.ts reaches for (jsdom ships no types for them).
declare module 'jsdom/lib/generated/idl/utils.js' {
  interface EventImpl {
    isTrusted: boolean;
  }
  export function implForWrapper(wrapper: Event): EventImpl;
  export function implForWrapper(wrapper: EventTarget): { _dispatch(event: EventImpl): boolean };
}
