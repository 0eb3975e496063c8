import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';

/** The hosts to chat with: each with its initial, name and status; an offline one cannot be picked. */
export function ChatModels({
  models,
  busy,
  onPick,
}: {
  models: readonly Schemas['ChatModel'][];
  busy: boolean;
  onPick: (model: Schemas['ChatModel']) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="chat-models">
      {models.map((model) => (
        <li key={model.modelId}>
          <button
            type="button"
            className="chat-models__item"
            disabled={model.status === 'OFFLINE' || busy}
            onClick={() => onPick(model)}
          >
            <span className="avatar" aria-hidden="true">
              {model.nickname.slice(0, 1)}
            </span>
            <span className="chat-models__name">{model.nickname}</span>
            <span className={`chat-models__status chat-models__status--${model.status.toLowerCase()}`}>
              {t(`chat.status.${model.status}`)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
