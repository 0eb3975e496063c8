import type { ReactNode } from 'react';
import './status-screen.css';

/** A whole-page message (maintenance, region block, invalid URL, failed chunk) with its actions. */
export function StatusScreen({
  icon,
  title,
  children,
  actions,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <main className="status-screen" id="main">
      <div className="status-screen__card">
        {icon ? (
          <div className="status-screen__icon" aria-hidden="true">
            {icon}
          </div>
        ) : null}
        <h1 className="status-screen__title">{title}</h1>
        <div className="status-screen__body">{children}</div>
        {actions ? <div className="status-screen__actions">{actions}</div> : null}
      </div>
    </main>
  );
}
