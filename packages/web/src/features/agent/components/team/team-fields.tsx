import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { DOWNLINE_REMARK_MAX } from '@lobby/flows';
import { TextField } from '@/components/form/text-field';
import type { BoundForm } from '../../hooks/use-values';

/** A team form as its fields see it. */
export type TeamForm<V> = BoundForm<V>;

/** The names of a form's text values. */
type TextKey<V> = { [K in keyof V]-?: V[K] extends string | undefined ? K : never }[keyof V] & string;

type TextProps = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'error' | 'disabled' | 'form'>;

/** One text field of a team form, bound by name: its value, its change, the flow's message for it, off while sent. */
export function TeamTextField<V>({
  form,
  name,
  ...field
}: { form: TeamForm<V>; name: TextKey<V> } & TextProps) {
  return (
    <TextField
      {...field}
      value={form.values[name] as string | undefined}
      onChange={(e) => form.set(name, e.target.value as V[TextKey<V>])}
      error={form.message(name)}
      disabled={form.busy}
    />
  );
}

/** The downline's rebate rate, with the hint on its bounds. */
export function RebateRateField({
  form,
  autoComplete,
}: {
  form: TeamForm<{ rebateRate?: string }>;
  autoComplete?: string;
}) {
  const { t } = useTranslation('agentTeam');
  return (
    <>
      <TeamTextField
        form={form}
        name="rebateRate"
        label={t('register.rebateRate')}
        inputMode="decimal"
        autoComplete={autoComplete}
      />
      <p className="money-hint">{t('rate.hint')}</p>
    </>
  );
}

/** The agent's remark on the downline, as long as the API keeps. */
export function RemarkField({ form }: { form: TeamForm<{ remark?: string }> }) {
  const { t } = useTranslation('agentTeam');
  return (
    <TeamTextField form={form} name="remark" label={t('register.remark')} maxLength={DOWNLINE_REMARK_MAX} />
  );
}
