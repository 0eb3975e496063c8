import { useEffect, useState } from 'react';
import { TICK_MS } from '@lobby/flows';

const pad = (value: number) => String(value).padStart(2, '0');

/** Time left until `deadline` (ms since the epoch, on this device's clock) as h:mm:ss, ticking each second. */
export function Countdown({ deadline, label }: { deadline: number; label: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.round((deadline - now) / 1000));
  const text = `${Math.floor(left / 3600)}:${pad(Math.floor(left / 60) % 60)}:${pad(left % 60)}`;
  return (
    <p className="money-countdown">
      {label}{' '}
      <span role="timer" dir="ltr">
        {text}
      </span>
    </p>
  );
}
