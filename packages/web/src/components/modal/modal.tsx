import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';
import './modal.css';

export interface ModalProps {
  readonly title: ReactNode;
  /** Called by the close button; the spec's modals never close on an outside click or Escape. */
  readonly onClose?: () => void;
  readonly size?: 'small' | 'medium' | 'large' | 'full';
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  readonly className?: string;
}

/** The one accessible modal: a labelled dialog with a focus trap that freezes page scroll while open. */
export function Modal({ title, onClose, size = 'medium', children, footer, className }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useScrollLock(true);
  useFocusTrap(panel);

  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={panel}
        className={`modal modal--${size}${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {onClose ? (
            <button type="button" className="modal__close" onClick={onClose} aria-label={t('action.close')}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </header>
        <div className="modal__body">{children}</div>
        {footer ? <footer className="modal__footer">{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
