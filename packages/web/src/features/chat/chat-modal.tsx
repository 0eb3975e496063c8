import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Modal } from '@/components/modal/modal';
import type { ModalComponentProps } from '@/hooks/use-modals';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/hooks/use-language';
import { useSdk } from '@/lib/app-services';
import { FormError } from '@/components/form/form-error';
import type { FlowErrorLike } from '@/lib/error-keys';
import { embedFrameSandbox } from '@/lib/frame-sandbox';
import { safeUrl } from '@/lib/safe-url';
import { useChatModels } from './api/list-chat-models';
import './chat.css';

/** The room's URL is the server's: only an app path or http(s) is framed; anything else fails the launch. */
function roomUrl(value: string): string {
  const url = safeUrl(value);
  if (!url) throw { code: 'error_invalid_url', key: 'error_invalid_url' } satisfies FlowErrorLike;
  return url;
}

/** The chat room: pick a host, then the room opens in a sandboxed frame. */
export function ChatModal({ onClose }: ModalComponentProps<'chat'>) {
  const { t } = useTranslation();
  const sdk = useSdk();
  const { code } = useLanguage();
  const [room, setRoom] = useState<{ url: string; name: string } | null>(null);
  const models = useChatModels(code);
  const launch = useMutation({
    mutationFn: (model: { modelId: string; nickname: string }) =>
      sdk.livechat
        .launchChat({ modelId: model.modelId, language: code })
        .then((value) => ({ url: roomUrl(value.url), name: model.nickname })),
    onSuccess: setRoom,
  });

  return (
    <Modal
      title={room ? room.name : t('chat.title')}
      onClose={onClose}
      size={room ? 'full' : 'medium'}
      className={room ? 'game-popup' : undefined}
    >
      {room ? (
        <iframe
          className="game-popup__frame"
          src={room.url}
          title={t('chat.frameTitle', { name: room.name })}
          sandbox={embedFrameSandbox(room.url)}
          referrerPolicy="no-referrer"
        />
      ) : (
        <>
          {models.isPending ? <Spinner /> : null}
          <FormError error={models.error ?? launch.error} />
          {models.data?.length === 0 ? <EmptyState title={t('chat.empty')} /> : null}
          <ul className="chat-models">
            {models.data?.map((model) => (
              <li key={model.modelId}>
                <button
                  type="button"
                  className="chat-models__item"
                  disabled={model.status === 'OFFLINE' || launch.isPending}
                  onClick={() => launch.mutate(model)}
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
        </>
      )}
    </Modal>
  );
}
