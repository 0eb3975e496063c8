import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  readonly key: K;
  readonly label: string;
}

/** How far an arrow key moves along the tabs (left and right swap on a right-to-left page); undefined for another key. */
function arrowStep(key: string): number | undefined {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[key];
  const rtl = document.documentElement.dir === 'rtl' && (key === 'ArrowLeft' || key === 'ArrowRight');
  return step === undefined ? undefined : rtl ? -step : step;
}

/** An accessible tab list (arrow keys move between tabs) with the selected panel below. */
export function Tabs<K extends string>({
  items,
  selected,
  onSelect,
  label,
  children,
}: {
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  label: string;
  children: ReactNode;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = arrowStep(event.key);
    if (step === undefined) return;
    event.preventDefault();
    const index = items.findIndex((item) => item.key === selected);
    const next = items[(index + step + items.length) % items.length];
    if (!next) return;
    onSelect(next.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-tab-${next.key}`)}`)?.focus();
  };
  if (items.length <= 1) return <div>{children}</div>;
  return (
    <div>
      <div className="tabs" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.key}
            id={`${id}-tab-${item.key}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={item.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={item.key === selected ? 0 : -1}
            onClick={() => onSelect(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${selected}`}>
        {children}
      </div>
    </div>
  );
}
