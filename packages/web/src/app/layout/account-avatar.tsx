import { useState } from 'react';
import { useSessionAvatar } from '@/hooks/use-session-avatar';
import type { Session } from '@/hooks/use-session';

/** The member's avatar, or the first letter of the name when there is none or it fails to load. */
export function AccountAvatar({ session, name }: { session: Session; name: string }) {
  const avatar = useSessionAvatar(session.sessionKey);
  const [failed, setFailed] = useState(false);
  return (
    <span className="avatar" aria-hidden="true">
      {avatar && !failed ? (
        <img className="avatar__image" src={avatar} alt="" onError={() => setFailed(true)} />
      ) : (
        name.slice(0, 1).toUpperCase()
      )}
    </span>
  );
}
