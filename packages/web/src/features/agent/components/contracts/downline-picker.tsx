import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { Field, type FieldControl } from '@/components/form/field';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useDirectAgents } from '../../api/list-direct-agents';

type Agent = Schemas['Downline'];

interface PickerProps {
  value: string;
  disabled: boolean;
  onChange: (account: string) => void;
}

const name = (agent: Agent) => (agent.nickname ? `${agent.account} (${agent.nickname})` : agent.account);

/** Picks one of the agent's direct AGENT downlines; past the first page it is typed, with the loaded ones suggested. */
export function DownlinePicker({ error, ...picker }: PickerProps & { error: string | null }) {
  const { t } = useTranslation('agentContracts');
  const agents = useDirectAgents();
  if (agents.isPending) return <Spinner />;
  if (agents.isError) return <LoadError error={agents.error} onRetry={() => void agents.refetch()} />;
  const { list, total } = agents.data;
  if (total === 0) return <p className="money-warning">{t('offer.noDownlines')}</p>;
  const Control = total > list.length ? TypedAgent : ChosenAgent;
  return (
    <Field label={t('offer.downline')} error={error}>
      {(control) => <Control {...picker} control={control} list={list} />}
    </Field>
  );
}

type ControlProps = PickerProps & { control: FieldControl; list: readonly Agent[] };

/** More agents than one page: typed, the loaded ones suggested. */
function TypedAgent({ control, list, value, disabled, onChange }: ControlProps) {
  return (
    <>
      <input
        {...control}
        className="input"
        list={`${control.id}-list`}
        value={value}
        disabled={disabled}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
      <datalist id={`${control.id}-list`}>
        {list.map((agent) => (
          <option key={agent.memberId} value={agent.account} label={name(agent)} />
        ))}
      </datalist>
    </>
  );
}

/** Every agent on one page: chosen from the list. */
function ChosenAgent({ control, list, value, disabled, onChange }: ControlProps) {
  const { t } = useTranslation('agentContracts');
  return (
    <select
      {...control}
      className="input"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{t('offer.choose')}</option>
      {list.map((agent) => (
        <option key={agent.memberId} value={agent.account}>
          {name(agent)}
        </option>
      ))}
    </select>
  );
}
