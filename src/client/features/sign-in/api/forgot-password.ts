import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@client/lib/api-client';

/** `POST /api/auth/forgot-password`: the same answer whether or not the address has an account. */
export async function forgotPassword(email: string): Promise<string> {
  const response = await apiRequest('POST', '/api/auth/forgot-password', { email });
  return z.object({ message: z.string() }).parse(await response.json()).message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
