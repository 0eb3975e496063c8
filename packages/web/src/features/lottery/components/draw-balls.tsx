import { useTranslation } from 'react-i18next';

/** A draw's numbers as balls, in the order drawn (the server sends them comma separated). */
export function DrawBalls({ numbers }: { numbers: string }) {
  const { t } = useTranslation('gameLobby');
  const balls = numbers.split(',').filter((ball) => ball !== '');
  return (
    <ol className="draw-balls" aria-label={t('results.numbers')}>
      {balls.map((ball, i) => (
        <li key={i} className="draw-balls__ball">
          {ball}
        </li>
      ))}
    </ol>
  );
}
