import { useMutation } from '@tanstack/react-query';
import { CategoryAnalysis } from '@raritet/contracts/category-cleanup';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /CategoryCleanup/analyze with a JSON array of exact names. */
export function analyzeCategories(names: readonly string[]): Promise<CategoryAnalysis> {
  return apiRequest('/CategoryCleanup/analyze', CategoryAnalysis, { method: 'POST', body: names });
}

/** GET /CategoryCleanup/analyze-unwanted. */
export function analyzeUnwantedCategories(): Promise<CategoryAnalysis> {
  return apiRequest('/CategoryCleanup/analyze-unwanted', CategoryAnalysis);
}

/** What a deletion would remove: by names, or the unwanted placeholders. Run on demand, never cached. */
export function useAnalyzeCategories() {
  return useMutation({
    mutationFn: (target: { names: readonly string[] } | { unwanted: true }) =>
      'names' in target ? analyzeCategories(target.names) : analyzeUnwantedCategories(),
  });
}
