import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TrendChart } from './trend-chart';
import { renderWithTexts } from './reports-testing';

const points = [
  { label: '2026-11-21', value: 10 },
  { label: '2026-11-22', value: -5 },
  { label: '2026-11-23', value: 30 },
];

describe('TrendChart', () => {
  it('is an image named by its title and described by its extremes', async () => {
    await renderWithTexts(
      <TrendChart
        title="Revenue per day"
        points={points}
        format={String}
        labelHeader="Date"
        valueHeader="Revenue"
      />,
    );
    const image = screen.getByRole('img', { name: /^Revenue per day/ });
    expect(image.textContent).toContain(
      '3 values from 2026-11-21 to 2026-11-23; highest 30 on 2026-11-23, lowest -5 on 2026-11-22.',
    );
  });

  it('shows the same figures as a table on request', async () => {
    await renderWithTexts(
      <TrendChart
        title="Team win/loss"
        kind="bar"
        points={points}
        format={String}
        labelHeader="Date"
        valueHeader="Win/loss"
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show the figures as a table' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const rows = within(screen.getByRole('table', { name: 'Team win/loss' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateWin/loss',
      '2026-11-2110',
      '2026-11-22-5',
      '2026-11-2330',
    ]);
    expect(document.querySelectorAll('rect.trend-chart__bar--neg')).toHaveLength(1);
  });

  it('draws nothing for no points', async () => {
    const { container } = await renderWithTexts(
      <TrendChart title="Empty" points={[]} format={String} labelHeader="Date" valueHeader="Value" />,
    );
    expect(container.querySelector('svg')).toBeNull();
  });
});
