// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PendingButton } from './pending-button.tsx';

afterEach(cleanup);

describe('PendingButton', () => {
  it('shows its label and takes clicks while idle', () => {
    const handleClick = vi.fn();
    render(
      <PendingButton pending={false} pendingLabel="Сохранение…" onClick={handleClick}>
        Сохранить
      </PendingButton>,
    );
    const button = screen.getByRole('button', { name: 'Сохранить' });
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.querySelector('[role="progressbar"]')).toBeNull();
    fireEvent.click(button);
    expect(handleClick).toHaveBeenCalledTimes(1);
  });

  it('while pending shows the pending label and a spinner, is busy and ignores clicks', () => {
    const handleClick = vi.fn();
    render(
      <PendingButton pending pendingLabel="Сохранение…" onClick={handleClick}>
        Сохранить
      </PendingButton>,
    );
    const button = screen.getByRole('button', { name: 'Сохранение…' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('[role="progressbar"]')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(handleClick).not.toHaveBeenCalled();
  });

  it('keeps its label while pending when no pending label is given, and its own icon when idle', () => {
    const { rerender } = render(
      <PendingButton pending startIcon={<span data-testid="idle-icon" />}>
        Проверить снова
      </PendingButton>,
    );
    expect(screen.getByRole('button', { name: 'Проверить снова' })).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('idle-icon')).toBeNull();

    rerender(
      <PendingButton pending={false} disabled startIcon={<span data-testid="idle-icon" />}>
        Проверить снова
      </PendingButton>,
    );
    const button = screen.getByRole('button', { name: 'Проверить снова' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(screen.getByTestId('idle-icon')).toBeTruthy();
  });
});
