import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal/modal';
import type { ModalComponentProps } from '@/hooks/use-modals';
import { EmbedFrame } from '@/components/ui/embed-frame';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/hooks/use-language';
import { FormError } from '@/components/form/form-error';
import { useChatModels } from './api/list-chat-models';
import { useLaunchChat, type ChatRoom } from './api/launch-chat';
import { ChatModels } from './chat-models';
import './chat.css';

/** The chat room: pick a host, then the room opens in a sandboxed frame. */
export function ChatModal({ onClose }: ModalComponentProps<'chat'>) {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const [room, setRoom] = useState<ChatRoom | null>(null);
  const models = useChatModels(code);
  const launch = useLaunchChat(code, setRoom);
  return (
    <Modal
      title={room ? room.name : t('chat.title')}
      onClose={onClose}
      size={room ? 'full' : 'medium'}
      className={room ? 'game-popup' : undefined}
    >
      {room ? (
        <EmbedFrame url={room.url} title={t('chat.frameTitle', { name: room.name })} />
      ) : (
        <>
          {models.isPending ? <Spinner /> : null}
          <FormError error={models.error ?? launch.error} />
          {models.data?.length === 0 ? <EmptyState title={t('chat.empty')} /> : null}
          <ChatModels
            models={models.data ?? []}
            busy={launch.isPending}
            onPick={(model) => launch.mutate(model)}
          />
        </>
      )}
    </Modal>
  );
}
