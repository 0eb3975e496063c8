import { PagerControls } from './pager-controls';
import './pager.css';

/** Previous / next over the server's pages; nothing when there is one page. */
export function Pager({
  pageNo,
  pageSize,
  total,
  label,
  onPage,
  className = 'pager',
}: {
  pageNo: number;
  pageSize: number;
  total: number;
  label: string;
  onPage: (pageNo: number) => void;
  /** The report tables' pager has its own layout. */
  className?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={className} aria-label={label}>
      <PagerControls page={pageNo} pages={pages} onPage={onPage} />
    </nav>
  );
}
