import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@raritet/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';

export function login(body: LoginRequest): Promise<LoginResponse> {
  // No bearer token: a wrong password (401) must not end a session that may still be open.
  return apiRequest<LoginResponse>('/auth/login', { method: 'POST', body, auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
