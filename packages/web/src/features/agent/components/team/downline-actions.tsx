import type { TFunction } from 'i18next';
import type { Schemas } from '@lobby/sdk';

type Downline = Schemas['Downline'];

/** What a row's buttons ask of the screen. */
export interface DownlineActions {
  /** Make this downline's level the list (drill down). */
  onOpen: (downline: Downline) => void;
  onEdit: (downline: Downline) => void;
  onTransfer: (downline: Downline) => void;
}

/** A row's buttons: open its level (a branch), edit (direct downlines only: the API's rule), transfer (all). */
export function DownlineActionButtons({
  downline,
  actions,
  t,
}: {
  downline: Downline;
  actions: DownlineActions;
  /** The row's texts, handed down so a level's hundreds of rows do not each subscribe to i18next. */
  t: TFunction<'agentTeam'>;
}) {
  // Each names its row's account: a screen reader lists a level's buttons apart.
  const button = (label: string, onClick: (downline: Downline) => void) => (
    <button
      type="button"
      className="button button--small"
      aria-label={`${label}: ${downline.account}`}
      onClick={() => onClick(downline)}
    >
      {label}
    </button>
  );
  return (
    <>
      {(downline.directCount ?? 0) > 0 ? button(t('action.open'), actions.onOpen) : null}
      {downline.level === 1 ? button(t('action.edit'), actions.onEdit) : null}
      {button(t('action.transfer'), actions.onTransfer)}
    </>
  );
}
