import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRangeFilter } from './date-range-filter';
import { renderWithTexts } from './reports-testing';

const week = { startDate: '2026-11-17', endDate: '2026-11-23' };

describe('DateRangeFilter', () => {
  it('offers the last 7 and 30 days and steps by the range’s span, never past today', async () => {
    const onChange = vi.fn();
    await renderWithTexts(<DateRangeFilter range={week} today="2026-11-23" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('button', { name: 'Next 7 days' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-10-25', endDate: '2026-11-23' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-11-10', endDate: '2026-11-16' });
  });

  it('refuses a custom range over 31 days or reversed with an announced error, and applies a good one', async () => {
    const onChange = vi.fn();
    await renderWithTexts(<DateRangeFilter range={week} today="2026-11-23" onChange={onChange} />);
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    fireEvent.change(from, { target: { value: '2026-09-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('A range covers at most 31 days; this one covers 84.');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(to, { target: { value: '2026-08-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('The end date is before the start date.');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(to, { target: { value: '2026-09-30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ startDate: '2026-09-01', endDate: '2026-09-30' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
