import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/form/field-error';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useDirectAgents } from '../../api/list-direct-agents';

/** Picks one of the agent's direct AGENT downlines; past the first page it is typed, with the loaded ones suggested. */
export function DownlinePicker({
  value,
  error,
  disabled,
  onChange,
}: {
  value: string;
  error: string | null;
  disabled: boolean;
  onChange: (account: string) => void;
}) {
  const { t } = useTranslation('agentContracts');
  const id = useId();
  const agents = useDirectAgents();
  if (agents.isPending) return <Spinner />;
  if (agents.isError) return <LoadError error={agents.error} onRetry={() => void agents.refetch()} />;
  const { list, total } = agents.data;
  if (total === 0) return <p className="money-warning">{t('offer.noDownlines')}</p>;
  const described = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
  const name = (account: string, nickname: string | null | undefined) =>
    nickname ? `${account} (${nickname})` : account;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t('offer.downline')}
      </label>
      {total > list.length ? (
        <>
          <input
            id={id}
            className="input"
            list={`${id}-list`}
            value={value}
            disabled={disabled}
            autoComplete="off"
            onChange={(e) => onChange(e.target.value)}
            {...described}
          />
          <datalist id={`${id}-list`}>
            {list.map((agent) => (
              <option
                key={agent.memberId}
                value={agent.account}
                label={name(agent.account, agent.nickname)}
              />
            ))}
          </datalist>
        </>
      ) : (
        <select
          id={id}
          className="input"
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          {...described}
        >
          <option value="">{t('offer.choose')}</option>
          {list.map((agent) => (
            <option key={agent.memberId} value={agent.account}>
              {name(agent.account, agent.nickname)}
            </option>
          ))}
        </select>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
