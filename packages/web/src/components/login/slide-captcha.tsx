import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './login.css';

/**
 * The human check before a username login: slide the handle to the end. A native range input,
 * so it works with a mouse, a finger and the keyboard (arrow keys, End).
 */
export function SlideCaptcha({ onVerified, verified }: { onVerified: () => void; verified: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(0);
  // A failed attempt clears the check: the handle goes back to the start.
  const [wasVerified, setWasVerified] = useState(verified);
  if (wasVerified !== verified) {
    setWasVerified(verified);
    if (!verified) setValue(0);
  }
  return (
    <div className={`slide-captcha${verified ? ' slide-captcha--done' : ''}`}>
      <label htmlFor={id} className="field__label">
        {verified ? t('auth.slideDone') : t('auth.slideToVerify')}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={verified ? 100 : value}
        disabled={verified}
        className="slide-captcha__range"
        aria-valuetext={verified ? t('auth.slideDone') : `${value}%`}
        onChange={(event) => {
          const next = Number(event.target.value);
          setValue(next);
          if (next >= 100) onVerified();
        }}
        onPointerUp={() => {
          if (!verified && value < 100) setValue(0);
        }}
      />
    </div>
  );
}
