import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render-app';
import { useSandbox } from '@/testing/sandbox-server';

// Whole-app renders with lazy chunks against the MSW sandbox: slow when the shared machine is busy.
const SLOW = { timeout: 25_000 };

describe('the affiliate application', { timeout: 60_000 }, () => {
  const server = useSandbox();

  it("shows the server's refusal of one field under that field and keeps every value", async () => {
    // The client's own rules pass this name; a backend with a stricter rule refuses it by field.
    server.use(
      http.post('*/wps/agent/affiliate/application', () =>
        HttpResponse.json({
          success: false,
          message: 'Name: use the name on your ID',
          value: { code: 'AFFILIATE_FIELD_INVALID', field: 'name' },
        }),
      ),
    );
    await renderApp('/affiliate');
    const form = await screen.findByRole('form', { name: 'Become an affiliate' }, SLOW);
    const field = (name: string) => within(form).getByRole('textbox', { name });
    fireEvent.change(field('Full name'), { target: { value: 'Linh' } });
    fireEvent.change(field('Email'), { target: { value: 'linh@example.com' } });
    fireEvent.change(field('Mobile number'), { target: { value: '912345678' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Social media' }));
    fireEvent.change(field('URL or handle of your Social media'), { target: { value: '@linh' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Players you expect to refer each month' }), {
      target: { value: '1-10' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'I accept the affiliate terms' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));

    expect(await within(form).findByText('Name: use the name on your ID', undefined, SLOW)).toBeTruthy();
    expect(field('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Full name'));
    expect(field('URL or handle of your Social media')).toHaveProperty('value', '@linh');
    expect(field('Email')).toHaveProperty('value', 'linh@example.com');
    // A refusal is not a failed send: the button still applies, it does not offer Try again.
    expect(within(form).getByRole('button', { name: 'Apply' })).toBeTruthy();
  });
});
