import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './centre-frame.css';

export interface CentreSection {
  readonly key: string;
  readonly label: string;
  readonly href: string;
  readonly badge?: number;
}

/** A section's link, with its count badge; the current one marked. */
function CentreNavLink({ section, current }: { section: CentreSection; current: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={section.href}
      className={current ? 'active' : undefined}
      aria-current={current ? 'page' : undefined}
    >
      <span>{section.label}</span>
      {section.badge ? (
        <span className="badge">
          {section.badge}
          <span className="visually-hidden"> {t('centre.badge')}</span>
        </span>
      ) : null}
    </Link>
  );
}

/**
 * Moves a row that scrolls (a phone, a tablet) sideways until its current section stands in its middle. Only the row
 * moves: the page is left where the reader has it, which `scrollIntoView` would not do when the row is off screen.
 */
function centreCurrent(row: HTMLElement) {
  if (row.scrollWidth <= row.clientWidth) return;
  const current = row.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current) return;
  const [box, rowBox] = [current.getBoundingClientRect(), row.getBoundingClientRect()];
  row.scrollBy?.({ left: box.left + box.width / 2 - (rowBox.left + rowBox.width / 2) });
}

/**
 * Brings the current section into view where the sections are a row that scrolls, so a section opened from a link
 * or the address is seen in the row, not left past its edge; again when the row's labels or counts arrive and move
 * it, and when the row's box changes: a window narrowed from the desktop's column to the phone's row would otherwise
 * show the row from its start, the current section past its edge.
 */
function useCurrentInView(current: string, sections: readonly CentreSection[]) {
  const list = useRef<HTMLUListElement>(null);
  const drawn = sections.map((section) => `${section.key}:${section.label}:${section.badge ?? ''}`).join('|');
  useEffect(() => {
    if (list.current) centreCurrent(list.current);
  }, [current, drawn]);
  useEffect(() => {
    const row = list.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => centreCurrent(row));
    observer.observe(row);
    return () => observer.disconnect();
  }, []);
  return list;
}

/** The frame of the member and agent centres: title, section navigation (with count badges), the section. */
export function CentreFrame({
  title,
  navLabel,
  sections,
  current,
  children,
}: {
  title: string;
  navLabel: string;
  sections: readonly CentreSection[];
  current: string;
  children: ReactNode;
}) {
  const currentLabel = sections.find((section) => section.key === current)?.label ?? '';
  const list = useCurrentInView(current, sections);
  return (
    <div className="page centre">
      <h1 className="page__title">{title}</h1>
      <div className="centre__grid">
        <nav className="centre__nav" aria-label={navLabel}>
          <ul ref={list}>
            {sections.map((section) => (
              <li key={section.key}>
                <CentreNavLink section={section} current={section.key === current} />
              </li>
            ))}
          </ul>
        </nav>
        <section className="centre__content" aria-labelledby="centre-section-title">
          <h2 id="centre-section-title" className="centre__section-title">
            {currentLabel}
          </h2>
          {children}
        </section>
      </div>
    </div>
  );
}
