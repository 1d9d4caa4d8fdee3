import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { accountApi, call, type LoginResult, type RequestOf } from '@/lib/gateway';
import { clearSessionUser, saveSessionUser } from '@/lib/stored-user';
import { clearDrafts } from '@/lib/drafts';
import { ROUTES } from '@/config/routes';

/** The login kinds of the account service group (domain.md "Accounts and sessions"). */
export type LoginInput =
  | { kind: 'agent'; body: RequestOf<typeof accountApi.agentLogin> }
  | { kind: 'multiUser'; body: RequestOf<typeof accountApi.multiUserLogin> }
  | { kind: 'personal'; body: RequestOf<typeof accountApi.login> }
  | { kind: 'fly'; body: RequestOf<typeof accountApi.flyAccountLogin> };

export type LoginKind = LoginInput['kind'];

function login(input: LoginInput): Promise<LoginResult> {
  switch (input.kind) {
    case 'agent':
      return call(accountApi.agentLogin, input.body);
    case 'multiUser':
      return call(accountApi.multiUserLogin, input.body);
    case 'fly':
      return call(accountApi.flyAccountLogin, input.body);
    case 'personal':
      return call(accountApi.login, input.body);
  }
}

/** Every login kind ends the same way: the answer becomes the session and the old cache goes. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      queryClient.clear();
      return saveSessionUser(result);
    },
  });
}

export function useSendDynamicPassword() {
  return useMutation({
    mutationFn: (body: RequestOf<typeof accountApi.dynamicPasswordSend>) => call(accountApi.dynamicPasswordSend, body),
  });
}

export function useSendForgotCode() {
  return useMutation({
    mutationFn: (body: RequestOf<typeof accountApi.forgotSendCode>) => call(accountApi.forgotSendCode, body),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: RequestOf<typeof accountApi.forgotReset>) => call(accountApi.forgotReset, body),
  });
}

/**
 * Logout always ends the local session, even when the gateway's session had already lapsed, and
 * leaves no typed work behind for the next person at the PC (drafts are cleared).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => call(accountApi.logout, {}, { hideError: true, ignoreRedirect: true }),
    onSettled: () => {
      clearSessionUser();
      clearDrafts();
      queryClient.clear();
      void navigate(ROUTES.login.path, { replace: true });
    },
  });
}
