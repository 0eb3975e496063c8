import { useTranslation } from 'react-i18next';

/** What a money form that is no move says once the server took it (a card added, a password set), and OK. */
export function FormDone({ message, onClose }: { message: string; onClose: () => void }) {
  const { t: common } = useTranslation();
  return (
    <p className="money-success" role="status">
      {message}{' '}
      <button type="button" className="button button--small" onClick={onClose}>
        {common('action.ok')}
      </button>
    </p>
  );
}
