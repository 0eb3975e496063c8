import type { ReactNode } from 'react';

/**
 * A list that scrolls upwards forever (the content is doubled so the loop has no seam). It
 * pauses on hover, and stands still for reduced motion (CSS); the copy is hidden from
 * assistive technology.
 */
export function ScrollingList<T>({
  items,
  render,
  label,
  keyOf,
}: {
  items: readonly T[];
  render: (item: T) => ReactNode;
  label: string;
  keyOf: (item: T, index: number) => string;
}) {
  const rows = (copy: string) =>
    items.map((item, index) => (
      <li key={`${copy}-${keyOf(item, index)}`} className="winner-row">
        {render(item)}
      </li>
    ));
  return (
    <div className="scrolling-list">
      <div className={`scrolling-list__track${items.length > 4 ? ' scrolling-list__track--moving' : ''}`}>
        <ul className="scrolling-list__list" aria-label={label}>
          {rows('a')}
        </ul>
        {items.length > 4 ? (
          <ul className="scrolling-list__list" aria-hidden="true">
            {rows('b')}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
