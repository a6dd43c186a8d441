import { useMutation } from '@tanstack/react-query';
import { signUpResultSchema, type SignUpInput, type SignUpResult } from '@shared/api/auth';
import { apiRequest } from '@client/lib/api-client';

/** Answers the same whether or not the address had an account: the next step is the e-mail. */
export async function signUp(input: SignUpInput): Promise<SignUpResult> {
  return signUpResultSchema.parse(
    await (await apiRequest('POST', '/api/auth/sign-up', input)).json(),
  );
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
