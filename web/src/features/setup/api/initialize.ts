import { useMutation } from '@tanstack/react-query';
import { SetupInitializeResponse, type SetupInitializeRequest } from '@raritet/contracts/setup';
import { apiRequest } from '../../../lib/api-client.ts';

export function initialize(body: SetupInitializeRequest): Promise<SetupInitializeResponse> {
  return apiRequest('/setup/initialize', SetupInitializeResponse, { method: 'POST', body });
}

export function useInitialize() {
  return useMutation({ mutationFn: initialize });
}
