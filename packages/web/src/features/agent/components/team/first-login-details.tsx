import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { hrefs } from '@/config/paths';
import { useCopy } from '@/hooks/use-copy';
import { CopyRow } from './copy-button';
import { CopyStatus } from './copy-status';

/**
 * The new account's first-login details, shown once: the username, the password the agent just
 * typed and where to log in (players on the site's login, agents on the agent login). Nothing here
 * is stored: the panel and the password go when the agent registers another or leaves the page.
 */
export function FirstLoginDetails({
  username,
  password,
  role,
  onAnother,
}: {
  username: string;
  password: string;
  role: Schemas['DownlineRole'];
  onAnother: () => void;
}) {
  const { t } = useTranslation('agentTeam');
  const { copy, copied, failed } = useCopy();
  const heading = useRef<HTMLHeadingElement>(null);
  const loginUrl = `${window.location.origin}${role === 'AGENT' ? hrefs.agent() : hrefs.login()}`;
  useEffect(() => heading.current?.focus(), []);
  const rows = [
    { key: 'username', label: t('details.username'), value: username },
    { key: 'password', label: t('details.password'), value: password },
    { key: 'loginUrl', label: t('details.loginUrl'), value: loginUrl },
  ];
  return (
    <section className="money-receipt team-details" aria-labelledby="first-login-title">
      <h4 id="first-login-title" ref={heading} tabIndex={-1}>
        {t('details.title', { account: username })}
      </h4>
      <p className="money-warning">{t('details.once')}</p>
      <dl className="team-details__list">
        {rows.map((row) => (
          <CopyRow key={row.key} label={row.label} onCopy={() => void copy(row.label, row.value)}>
            <code>{row.value}</code>
          </CopyRow>
        ))}
      </dl>
      <CopyStatus copied={copied} failed={failed} />
      <p>
        <button type="button" className="button button--primary" onClick={onAnother}>
          {t('details.another')}
        </button>
      </p>
    </section>
  );
}
