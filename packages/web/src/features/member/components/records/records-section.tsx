import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useRecordsTexts } from '../../hooks/use-records-texts';

/** The frame of every record screen: its texts (and the report frame's) loaded before it is drawn. */
export function RecordsSection({ children }: { children: ReactNode }) {
  const texts = useRecordsTexts();
  if (texts.isError) return <LoadError error={texts.error} onRetry={() => void texts.refetch()} />;
  if (!texts.data) return <Spinner />;
  return <>{children}</>;
}
