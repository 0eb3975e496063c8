import type { FormEvent, ReactNode } from 'react';
import { Modal } from '@/components/modal/modal';

/** A contract dialog's frame: its form, which cannot be closed while it is sent. */
export function ContractDialog({
  title,
  size,
  busy,
  onCancel,
  onSubmit,
  children,
}: {
  title: string;
  size: 'small' | 'medium';
  busy: boolean;
  onCancel: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Modal title={title} onClose={busy ? undefined : onCancel} size={size}>
      <form className="contracts__dialog" onSubmit={onSubmit} noValidate aria-busy={busy}>
        {children}
      </form>
    </Modal>
  );
}
