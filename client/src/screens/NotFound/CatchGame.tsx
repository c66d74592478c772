import { useEffect, useRef, useState } from 'react';
import { afterHit, bounceStep, type Body } from './bounce.ts';
import styles from './NotFound.module.css';

const SIZE = 72;

/** The not-found page's small game (core §2): catch the runaway bookmark; every catch scores and speeds it up. */
export function CatchGame() {
  const area = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLButtonElement>(null);
  const body = useRef<Body>({ x: 40, y: 30, vx: 130, vy: 95 });
  const [score, setScore] = useState(0);
  const [popped, setPopped] = useState(0);

  useEffect(() => {
    let frame = 0;
    let last = performance.now();
    const tick = (time: number) => {
      const dt = Math.min(0.05, (time - last) / 1000);
      last = time;
      const box = area.current;
      if (box && target.current) {
        body.current = bounceStep(body.current, SIZE, box.clientWidth, box.clientHeight, dt);
        target.current.style.transform = `translate(${body.current.x}px, ${body.current.y}px)`;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, []);

  const hit = () => {
    const next = score + 1;
    setScore(next);
    setPopped((value) => value + 1);
    body.current = afterHit(body.current, next, Math.random() * Math.PI * 2);
  };

  return (
    <div className={styles.game}>
      <div className={styles.score} aria-live="polite">
        Score: <strong data-testid="game-score">{score}</strong>
      </div>
      <div ref={area} className={styles.arena}>
        <button ref={target} type="button" className={styles.target} onClick={hit} aria-label="Catch the bookmark">
          <Bookmark key={popped} hue={(score * 47) % 360} />
        </button>
      </div>
      <p className={styles.gameHint}>{score === 0 ? 'Catch the runaway bookmark while you are here.' : 'Faster every time!'}</p>
    </div>
  );
}

/** A generated bookmark face whose colour shifts with the score. */
function Bookmark({ hue }: { hue: number }) {
  return (
    <svg className={styles.pop} width={SIZE} height={SIZE} viewBox="0 0 64 64" aria-hidden="true">
      <rect x="6" y="6" width="52" height="52" rx="16" fill={`hsl(${hue} 80% 60%)`} />
      <path d="M22 14h20v34l-10-7-10 7z" fill="#fff" />
      <circle cx="28" cy="26" r="2.6" fill="#243" />
      <circle cx="36" cy="26" r="2.6" fill="#243" />
      <path d="M27 32q5 4 10 0" stroke="#243" strokeWidth="2.4" fill="none" strokeLinecap="round" />
    </svg>
  );
}
