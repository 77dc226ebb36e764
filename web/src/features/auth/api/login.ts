import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { LoginResponse, type LoginRequest } from '@raritet/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';

export function login(body: z.input<typeof LoginRequest>): Promise<LoginResponse> {
  // No bearer token: a wrong password (401) must not end a session that may still be open.
  return apiRequest('/auth/login', LoginResponse, { method: 'POST', body, auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
