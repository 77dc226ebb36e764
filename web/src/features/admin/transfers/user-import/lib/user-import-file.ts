/** Why a file cannot be imported as users, as the key of its text; null if it can. */
export type UserImportFileProblem = 'noFile' | 'notZip' | 'empty';

export function userImportFileProblem(file: { name: string; size: number } | null): UserImportFileProblem | null {
  if (file === null) return 'noFile';
  if (!file.name.toLowerCase().endsWith('.zip')) return 'notZip';
  if (!Number.isFinite(file.size) || file.size <= 0) return 'empty';
  return null;
}
