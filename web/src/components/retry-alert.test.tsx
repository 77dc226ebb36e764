// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RetryAlert } from './retry-alert.tsx';

afterEach(cleanup);

describe('RetryAlert', () => {
  it('shows the error and refetches the failed query when asked to retry', () => {
    const refetch = vi.fn(async () => undefined);
    render(
      <RetryAlert query={{ refetch, isFetching: false }} retryLabel="Повторить">
        Не удалось загрузить категории
      </RetryAlert>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Не удалось загрузить категории');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('does not ask again while the query is already fetching', () => {
    const refetch = vi.fn(async () => undefined);
    render(
      <RetryAlert query={{ refetch, isFetching: true }} retryLabel="Повторить">
        Ошибка
      </RetryAlert>,
    );
    const button = screen.getByRole('button', { name: 'Повторить' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    expect(refetch).not.toHaveBeenCalled();
  });
});
