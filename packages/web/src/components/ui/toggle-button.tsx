import type { ReactNode } from 'react';
import './toggle-button.css';

/** One of a row of choices (amount presets, list filters, date presets): a small button, pressed when chosen. */
export function ToggleButton({
  pressed,
  onPress,
  disabled,
  children,
}: {
  pressed: boolean;
  onPress: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="button button--small toggle-button"
      disabled={disabled}
      aria-pressed={pressed}
      onClick={onPress}
    >
      {children}
    </button>
  );
}
