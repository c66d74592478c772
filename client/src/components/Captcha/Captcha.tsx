import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import 'altcha';
import type {} from 'altcha/types/react';
import type { WidgetMethods } from 'altcha/types';
import { fetchCaptchaChallenge } from './CaptchaChallengeQuery.ts';
import styles from './Captcha.module.css';

export interface CaptchaHandle {
  /** Back to unverified: a solved challenge is single-use, so every failed attempt needs a new one. */
  reset(): void;
}

interface Props {
  /** The payload to send as `captcha` once solved, or null when (again) unverified. */
  onChange: (payload: string | null) => void;
  ref?: Ref<CaptchaHandle>;
}

// Every widget asks this "URL" for challenges, and the custom fetch answers it with GraphQL CaptchaChallenge. Set as
// defaults before any widget exists, so that no instance can start with another source.
globalThis.$altcha.defaults.set('challenge', '/graphql#CaptchaChallenge');
globalThis.$altcha.defaults.set('fetch', fetchCaptchaChallenge);
globalThis.$altcha.defaults.set('hideFooter', true);

/** The self-hosted ALTCHA proof-of-work widget (core §7): the browser solves a signed challenge from the server. */
export function Captcha({ onChange, ref }: Props) {
  const widget = useRef<(HTMLElement & Partial<WidgetMethods>) | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useImperativeHandle(ref, () => ({
    reset() {
      widget.current?.reset?.();
      onChangeRef.current(null);
    },
  }));

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, []);

  return (
    <div className={styles.captcha}>
      <altcha-widget ref={widget} name="captcha" />
    </div>
  );
}
