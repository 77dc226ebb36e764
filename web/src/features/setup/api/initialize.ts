import { useMutation } from '@tanstack/react-query';
import type { SetupInitializeRequest, SetupInitializeResponse } from '@raritet/contracts/setup';
import { apiRequest } from '../../../lib/api-client.ts';

export function initialize(body: SetupInitializeRequest): Promise<SetupInitializeResponse> {
  return apiRequest<SetupInitializeResponse>('/setup/initialize', { method: 'POST', body });
}

export function useInitialize() {
  return useMutation({ mutationFn: initialize });
}
