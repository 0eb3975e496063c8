import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Deferred } from './deferred';

describe('Deferred', () => {
  it('renders the fallback first and the children in a later render', async () => {
    const renders: string[] = [];
    function Later() {
      renders.push('children');
      return <p>below the fold</p>;
    }
    function Placeholder() {
      renders.push('fallback');
      return <p>placeholder</p>;
    }
    render(
      <Deferred fallback={<Placeholder />}>
        <Later />
      </Deferred>,
    );
    expect(await screen.findByText('below the fold')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(renders[0]).toBe('fallback');
    expect(renders).toContain('children');
  });
});
