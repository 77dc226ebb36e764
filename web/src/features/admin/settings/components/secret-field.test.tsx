// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { adminSettingsFormValues, type AdminSettings } from '@raritet/contracts/settings';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n.ts';
import type { SettingsFormApi } from '../lib/settings-fields.ts';
import { SecretField } from './secret-field.tsx';

// The admin texts load on demand in the app (lib/i18n.ts): the page's Suspense waits for them there.
beforeAll(() => i18n.loadNamespaces(['admin', 'errors']));

afterEach(cleanup);

const MASK = '••••1234';
const settings: AdminSettings = {
  yandexKassa: { ShopId: '', SecretKey: '', ReturnUrl: '', WebhookUrl: '' },
  yandexDisk: { Token: '' },
  typeOfAccessImages: { UseLocalFiles: 'true', LocalPathOfImages: '' },
  yandexCloud: { AccessKey: '', SecretKey: '', ServiceUrl: '', BucketName: '' },
  smtp: { Host: '', Port: 587, User: '', Pass: MASK, From: '', Security: 'starttls' },
  cacheSettings: { LocalCachePath: 'image_cache', DaysToKeep: 30, MaxCacheSizeMB: 200 },
  telegramBot: { Token: '' },
  bookUpdate: { CategoryIds: '', IntervalMinutes: 30 },
  readLimits: { BookPagesPerDay: 1000, PriceStatisticsPerDay: 2000 },
};

let form: SettingsFormApi | undefined;

function Harness({ locked = false }: { locked?: boolean }) {
  const api = useForm({ defaultValues: adminSettingsFormValues(settings) }) as unknown as SettingsFormApi;
  form = api;
  return <SecretField control={api.control} path="smtp.Pass" id="pass" label="Пароль" locked={locked} loaded={MASK} />;
}

function renderField(locked = false) {
  render(
    <I18nextProvider i18n={i18n}>
      <Harness locked={locked} />
    </I18nextProvider>,
  );
  return screen.getByLabelText<HTMLInputElement>('Пароль');
}

describe('a secret input', () => {
  it('shows the mask, and typing replaces it whole', () => {
    const input = renderField();
    expect(input.value).toBe(MASK);
    expect(screen.getByText('Сохранено. Введите новое значение, чтобы заменить его.')).toBeTruthy();
    fireEvent.change(input, { target: { value: `${MASK}n` } });
    expect(input.value).toBe('n');
    expect(screen.getByText('Новое значение заменит сохранённое при сохранении.')).toBeTruthy();
    expect(form?.getValues('smtp.Pass')).toBe('n');
  });

  it('clears with its button (an empty secret is removed on save) and brings the mask back with undo', () => {
    const input = renderField();
    fireEvent.click(screen.getByRole('button', { name: 'Очистить поле «Пароль»' }));
    expect(input.value).toBe('');
    expect(screen.getByText('Значение будет удалено при сохранении.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Вернуть сохранённое значение поля «Пароль»' }));
    expect(input.value).toBe(MASK);
    expect(form?.formState.isDirty).toBe(false);
  });

  it('is read only when the environment sets it', () => {
    const input = renderField(true);
    expect(input.readOnly).toBe(true);
    expect(screen.getByText('Задано в окружении сервера')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
