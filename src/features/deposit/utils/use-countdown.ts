import { useEffect, useState } from 'react';

const TICK_MS = 1_000;

/** Milliseconds as 'mm:ss', the seconds rounded up so the count reads 30:00 first and 00:00 only at the end. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** Milliseconds left until `until` (an ISO date), updated every second; 0 once it has passed, when the ticking stops. */
export function useCountdown(until: string): number {
  const end = Date.parse(until);
  const [left, setLeft] = useState(() => Math.max(0, end - Date.now()));
  useEffect(() => {
    const update = () => setLeft(Math.max(0, end - Date.now()));
    update();
    if (end <= Date.now()) return;
    const timer = window.setInterval(() => {
      update();
      if (end <= Date.now()) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [end]);
  return left;
}
