import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { DateTime } from '@/components/ui/date-time';
import { DrawBalls } from './draw-balls';

/** One drawn issue: its game (when the list mixes games), issue number, balls and draw time; `action` after them. */
export function DrawRow({
  draw,
  heading,
  action,
}: {
  draw: Schemas['LotteryDraw'];
  heading?: ReactNode;
  action?: ReactNode;
}) {
  const { t } = useTranslation('gameLobby');
  return (
    <li className="draw-row">
      {heading}
      <p className="draw-row__issue">{t('results.issue', { numero: draw.numero })}</p>
      <DrawBalls numbers={draw.winningNumber} />
      {draw.openTime ? (
        <p className="draw-row__time">
          <DateTime value={draw.openTime} />
        </p>
      ) : null}
      {action}
    </li>
  );
}
