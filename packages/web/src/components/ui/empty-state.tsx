import type { ReactNode } from 'react';

/** An honest "nothing here yet" block with an optional action; `alert` when it reports a failure, so screen readers hear it. */
export function EmptyState({
  title,
  children,
  action,
  alert = false,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  alert?: boolean;
}) {
  return (
    <div className="empty-state" role={alert ? 'alert' : undefined}>
      <p className="empty-state__title">{title}</p>
      {children}
      {action}
    </div>
  );
}
