import type { ReactNode } from 'react';
import { usePageVisible } from '@/hooks/use-page-visible';

/**
 * A list that scrolls upwards forever (the content is doubled so the loop has no seam). It
 * pauses on hover, stands still for reduced motion (CSS) and while the page is hidden (its clock would run on
 * unseen); the copy is hidden from assistive technology.
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
  const visible = usePageVisible();
  const moving = items.length > 4;
  const rows = (copy: string) =>
    items.map((item, index) => (
      <li key={`${copy}-${keyOf(item, index)}`} className="winner-row">
        {render(item)}
      </li>
    ));
  return (
    <div className="scrolling-list">
      <div
        className={`scrolling-list__track${moving ? ' scrolling-list__track--moving' : ''}${visible ? '' : ' scrolling-list__track--paused'}`}
      >
        <ul className="scrolling-list__list" aria-label={label}>
          {rows('a')}
        </ul>
        {moving ? (
          <ul className="scrolling-list__list" aria-hidden="true">
            {rows('b')}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
