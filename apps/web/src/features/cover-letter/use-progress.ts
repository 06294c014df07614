import { useEffect, useState } from "react";

/** SPEC §4: starts at 10 %, rises 5 % every 100 ms, stops at 100; back to 0 when the work ends. */
export function useProgress(running: boolean): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!running) {
      setProgress(0);
      return;
    }
    setProgress(10);
    const timer = window.setInterval(() => setProgress((p) => Math.min(100, p + 5)), 100);
    return () => window.clearInterval(timer);
  }, [running]);
  return progress;
}
