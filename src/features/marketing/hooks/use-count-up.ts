import { useEffect, useState } from 'react';

/**
 * Counts from 0 up to `target`, one step every `stepMs`, once `running` turns true.
 * It never counts down or restarts: the counter runs once.
 */
export function useCountUp(target: number, stepMs: number, running: boolean): number {
  const [value, setValue] = useState(0);
  const counting = running && value < target;

  useEffect(() => {
    if (!counting) return undefined;
    const timer = window.setInterval(() => setValue((v) => Math.min(v + 1, target)), stepMs);
    return () => window.clearInterval(timer);
  }, [counting, target, stepMs]);

  return value;
}
