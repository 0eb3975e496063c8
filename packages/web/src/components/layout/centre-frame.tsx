import type { ReactNode } from 'react';
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
  return (
    <div className="page centre">
      <h1 className="page__title">{title}</h1>
      <div className="centre__grid">
        <nav className="centre__nav" aria-label={navLabel}>
          <ul>
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
