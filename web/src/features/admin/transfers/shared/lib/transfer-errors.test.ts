import { describe, expect, it } from 'vitest';
import { ApiError, HTTP_ERROR_CODE, NETWORK_ERROR_CODE } from '../../../../../lib/api-error.ts';
import { testT } from '../../../../../lib/test-i18n.ts';
import { ChunkUploadError } from './chunked-upload.ts';
import { EmptyFileError } from './download.ts';
import { downloadFailure, exportFailure, importFailure } from './transfer-errors.ts';

const t = await testT('ru', 'admin');
const en = await testT('en', 'admin');
const network = new ApiError(0, NETWORK_ERROR_CODE, '');
const status = (code: number, message = '') => new ApiError(code, message ? 'some_code' : HTTP_ERROR_CODE, message);
const timeout = new DOMException('timed out', 'TimeoutError');

describe('exportFailure: what a failed plan, data or user export says', () => {
  it('keeps the plan export texts of the spec', () => {
    expect(exportFailure(status(500), t, 'planExport').message).toBe(
      'Внутренняя ошибка сервера при экспорте планов. Попробуйте позже.',
    );
    expect(exportFailure(timeout, t, 'planExport').message).toBe('Превышено время ожидания ответа сервера.');
    expect(exportFailure(network, t, 'planExport').message).toBe('Ошибка сети. Проверьте подключение.');
    expect(exportFailure(status(400, 'Экспорт уже выполняется'), t, 'planExport')).toEqual({
      message: 'Экспорт уже выполняется',
      keepPolling: false,
    });
  });

  it('waits out a 502 while polling the data export, and stops on any other 5xx', () => {
    const waiting = exportFailure(status(502), t, 'dataExport', { waitOnBadGateway: true });
    expect(waiting.keepPolling).toBe(true);
    expect(waiting.message).toMatch(/502/);
    expect(exportFailure(status(503), t, 'dataExport', { waitOnBadGateway: true })).toEqual({
      message: 'Внутренняя ошибка сервера при экспорте данных. Попробуйте позже.',
      keepPolling: false,
    });
    expect(exportFailure(status(502), t, 'planExport').keepPolling).toBe(false);
  });

  it('says the user export is for administrators only on a 403', () => {
    expect(exportFailure(status(403, 'Forbidden'), t, 'userExport', { forbiddenText: true }).message).toBe(
      'Экспорт пользователей доступен только администраторам.',
    );
    expect(exportFailure(status(403), en, 'userExport', { forbiddenText: true }).message).toBe(
      'User export is for administrators only.',
    );
  });
});

describe('downloadFailure', () => {
  it('names a missing file, an empty one, a 400 with the server text, and a time-out', () => {
    expect(downloadFailure(status(404), t, 'dataExport')).toBe('Файл экспорта не найден или был удален.');
    expect(downloadFailure(new EmptyFileError(), t, 'dataExport')).toBe('Получен пустой файл');
    expect(downloadFailure(status(400, 'Не готов'), t, 'planExport')).toBe('Ошибка сервера: Не готов');
    expect(downloadFailure(status(400), t, 'planExport')).toBe(
      'Экспорт планов еще не завершен или завершился с ошибкой.',
    );
    expect(downloadFailure(timeout, t, 'userExport')).toBe('Превышено время ожидания загрузки. Попробуйте еще раз.');
    expect(downloadFailure(status(403), t, 'userExport', { forbiddenText: true })).toBe(
      'Экспорт пользователей доступен только администраторам.',
    );
  });
});

describe('importFailure: what a failed import says', () => {
  it('tells a connection error, an access error, a request error with the server text, else "Ошибка импорта"', () => {
    expect(importFailure(network, t, 'dataImport')).toMatch(/^Ошибка соединения с сервером/);
    expect(importFailure(status(403), t, 'dataImport')).toMatch(/^Ошибка доступа/);
    expect(importFailure(status(400, 'Файл не является ZIP-архивом'), t, 'dataImport')).toBe(
      'Ошибка запроса: Файл не является ZIP-архивом',
    );
    expect(importFailure(status(500), t, 'dataImport')).toBe('Ошибка импорта');
    expect(importFailure(new Error('boom'), t, 'dataImport')).toBe('Ошибка импорта');
    expect(importFailure(status(403), t, 'userImport')).toBe('Импорт пользователей доступен только администраторам.');
  });

  it('names the chunk that could not be sent', () => {
    const failure = new ChunkUploadError(2, status(409, 'Байты по этому смещению другие'));
    expect(importFailure(failure, t, 'userImport')).toBe(
      'Ошибка загрузки части 3: Ошибка импорта: Байты по этому смещению другие',
    );
  });
});

describe('the transfer sections’ texts', () => {
  const exportKeys = [
    'title',
    'subtitle',
    'start',
    'cancel',
    'downloadFile',
    'progress',
    'downloadProgress',
    'done',
    ...['server', 'timeout', 'network', 'failed', 'generic'].map((key) => `errors.${key}`),
    ...['timeout', 'network', 'serverPrefix', 'notReady', 'notFound', 'server', 'empty', 'generic'].map(
      (key) => `download.${key}`,
    ),
  ];
  const statusKeys = ['checking', 'statusError', 'retry', 'none', 'resumed', 'last', 'lastFailed', 'errors.forbidden'];
  const importKeys = [
    'title',
    'subtitle',
    'chooseFile',
    'noFile',
    'chosen',
    'start',
    'cancel',
    'reset',
    'uploadProgress',
    'importProgress',
    'cancelled',
    'report',
    'errors.failed',
  ];
  const dataImportKeys = ['network', 'forbidden', 'request', 'failedWith', 'chunk', 'noFile', 'empty'].map(
    (key) => `errors.${key}`,
  );
  const sections: [string, string[]][] = [
    ['planExport', exportKeys],
    ['dataExport', [...exportKeys, ...statusKeys, 'errors.badGateway', 'includeImages', 'handedToBrowser']],
    ['userExport', [...exportKeys, ...statusKeys]],
    ['planImport', importKeys],
    ['dataImport', [...importKeys, ...dataImportKeys]],
    ['userImport', [...importKeys, ...dataImportKeys, 'errors.notZip', 'plansFirst']],
  ];

  it.each(sections)('%s has every text the shared panels and failures read, in both languages', (prefix, keys) => {
    for (const translate of [t, en]) {
      const missing = keys.filter((key) => translate(`${prefix}.${key}`) === `${prefix}.${key}`);
      expect(missing).toEqual([]);
    }
  });

  it('has the spec’s validation texts', () => {
    expect(t('dataImport.errors.noFile')).toBe('Не выбран файл');
    expect(t('userImport.errors.noFile')).toBe('Не выбран файл для импорта');
    expect(t('userImport.errors.notZip')).toBe('Выберите ZIP файл с экспортированными данными пользователей');
  });
});
