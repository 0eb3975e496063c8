import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useBankCards } from '../api/list-bank-cards';
import { AddBankCard } from './add-bank-card';

/** The member's withdrawal cards (numbers masked) and the form to add one. */
export function BankCards({ hasPaymentPassword }: { hasPaymentPassword: boolean }) {
  const { t } = useTranslation('money');
  const cards = useBankCards();
  const [adding, setAdding] = useState(false);
  if (cards.isPending) return <Spinner />;
  if (cards.isError) return <LoadError error={cards.error} onRetry={() => void cards.refetch()} />;
  const { list, maxCards, banks = [] } = cards.data;
  return (
    <section className="money-cards" aria-labelledby="bank-cards-title">
      <h3 id="bank-cards-title">{t('cards.title')}</h3>
      {list.length === 0 ? (
        <p className="money-hint">{t('cards.empty')}</p>
      ) : (
        <ul className="money-card-list">
          {list.map((card) => (
            <li key={card.bankCardId} className="money-card">
              <span className="money-card__bank">{card.bankName}</span>
              <span dir="ltr">{card.cardNumber}</span>
              <span className="money-hint">{card.accountName}</span>
              {card.isDefault ? <span className="badge badge--soft">{t('cards.default')}</span> : null}
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <AddBankCard
          banks={banks}
          cardCount={list.length}
          maxCards={maxCards}
          holder={list[0]?.accountName ?? ''}
          onClose={() => setAdding(false)}
        />
      ) : list.length < maxCards && hasPaymentPassword ? (
        <button type="button" className="button" onClick={() => setAdding(true)}>
          {t('cards.add')}
        </button>
      ) : null}
    </section>
  );
}
