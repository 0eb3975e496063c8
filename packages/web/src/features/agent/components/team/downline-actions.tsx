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
  const { account } = downline;
  const branch = (downline.directCount ?? 0) > 0;
  return (
    <>
      {branch ? (
        <button
          type="button"
          className="button button--small"
          aria-label={`${t('action.open')}: ${account}`}
          onClick={() => actions.onOpen(downline)}
        >
          {t('action.open')}
        </button>
      ) : null}
      {downline.level === 1 ? (
        <button
          type="button"
          className="button button--small"
          aria-label={`${t('action.edit')}: ${account}`}
          onClick={() => actions.onEdit(downline)}
        >
          {t('action.edit')}
        </button>
      ) : null}
      <button
        type="button"
        className="button button--small"
        aria-label={`${t('action.transfer')}: ${account}`}
        onClick={() => actions.onTransfer(downline)}
      >
        {t('action.transfer')}
      </button>
    </>
  );
}
