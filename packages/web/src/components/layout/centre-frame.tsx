import { memo, useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { afterPaint } from '@/lib/after-paint';
import { useTranslation } from 'react-i18next';
import './centre-frame.css';

export interface CentreSection {
  readonly key: string;
  readonly label: string;
  readonly href: string;
  readonly badge?: number;
}

/**
 * A section's link, with its count badge; the current one marked, and the one just chosen drawn as current.
 * Memoised: the click's own render redraws the two links whose mark moves, not the whole row.
 */
const CentreNavLink = memo(function CentreNavLink({
  section,
  current,
  chosen,
  onChoose,
}: {
  section: CentreSection;
  current: boolean;
  chosen: boolean;
  onChoose: (event: MouseEvent<HTMLAnchorElement>, section: CentreSection) => void;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={section.href}
      className={chosen ? 'active' : undefined}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => onChoose(event, section)}
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
});

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

/**
 * A section chosen in the nav is drawn as current at once and its screen built after that frame is painted: the
 * click answers within a frame however long the section's screen takes to build (a report, a form with its
 * queries), rather than after it. A click with a modifier (a new tab or window) is the browser's; the current
 * section's link navigates as a link does.
 */
function useChosenFirst(current: string) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<{ key: string; from: string } | null>(null);
  const choose = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, section: CentreSection) => {
      const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (modified || section.key === current) return;
      event.preventDefault();
      setChosen({ key: section.key, from: current });
      afterPaint(() => navigate(section.href));
    },
    [current, navigate],
  );
  // Once the address has moved on (to the chosen section or elsewhere), the current section is what is drawn.
  return { shown: chosen?.from === current ? chosen.key : current, choose };
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
  const { shown, choose } = useChosenFirst(current);
  return (
    <div className="page centre">
      <h1 className="page__title">{title}</h1>
      <div className="centre__grid">
        <nav className="centre__nav" aria-label={navLabel}>
          <ul ref={list}>
            {sections.map((section) => (
              <li key={section.key}>
                <CentreNavLink
                  section={section}
                  current={section.key === current}
                  chosen={section.key === shown}
                  onChoose={choose}
                />
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
