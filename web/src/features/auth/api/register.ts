import { useMutation } from '@tanstack/react-query';
import { LoginResponse, type RegisterRequest } from '@raritet/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';

/** The server answers 201 with a fresh session, so a new user is logged in straight away. */
export function register(body: RegisterRequest): Promise<LoginResponse> {
  return apiRequest('/auth/register', LoginResponse, { method: 'POST', body, auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
