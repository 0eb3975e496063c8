import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { DateTime } from '@/components/ui/date-time';
import { RichText } from '@/components/ui/rich-text';
import { FormError } from '@/components/form/form-error';
import { useAgentAnnouncements } from './api/list-agent-announcements';

/** The platform's announcements to agents. */
export function AgentAnnouncements() {
  const { t } = useTranslation();
  const { data, error, isPending } = useAgentAnnouncements();
  if (isPending) return <Spinner />;
  if (error) return <FormError error={error} />;
  if (data.list.length === 0) return <EmptyState title={t('announcements.empty')} />;
  return (
    <div>
      {data.list.map((item) => (
        <details key={item.id} className="fold">
          <summary>
            {item.title}{' '}
            <small className="time-note">
              <DateTime value={item.timestamp} />
            </small>
          </summary>
          <RichText html={item.content} />
        </details>
      ))}
    </div>
  );
}
