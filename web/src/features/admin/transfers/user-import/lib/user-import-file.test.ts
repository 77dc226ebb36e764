import { describe, expect, it } from 'vitest';
import { userImportFileProblem } from './user-import-file.ts';

describe('userImportFileProblem: the file the user import takes', () => {
  it('wants a file, named .zip, of a positive size', () => {
    expect(userImportFileProblem(null)).toBe('noFile');
    expect(userImportFileProblem({ name: 'users.csv', size: 10 })).toBe('notZip');
    expect(userImportFileProblem({ name: 'users.zip.txt', size: 10 })).toBe('notZip');
    expect(userImportFileProblem({ name: 'users.zip', size: 0 })).toBe('empty');
    expect(userImportFileProblem({ name: 'USERS.ZIP', size: 10 })).toBeNull();
  });
});
