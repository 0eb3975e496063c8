import type { ReactNode } from 'react';

/** An honest "nothing here yet" block with an optional action. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {children}
      {action}
    </div>
  );
}
