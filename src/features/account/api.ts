import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { accountApi, call, type LoginResult, type RequestOf, type RequestOptions } from '@/lib/gateway';
import { defineWrite } from '@/lib/mutation-kit';
import { clearSessionUser, saveSessionUser } from '@/lib/stored-user';
import { clearDrafts } from '@/lib/storage';
import { ROUTES } from '@/config/routes';

/** The login kinds of the account service group (domain.md "Accounts and sessions"). */
export type LoginInput =
  | { kind: 'agent'; body: RequestOf<typeof accountApi.agentLogin> }
  | { kind: 'multiUser'; body: RequestOf<typeof accountApi.multiUserLogin> }
  | { kind: 'personal'; body: RequestOf<typeof accountApi.login> }
  | { kind: 'fly'; body: RequestOf<typeof accountApi.flyAccountLogin> };

export type LoginKind = LoginInput['kind'];

function login(input: LoginInput, options: RequestOptions): Promise<LoginResult> {
  switch (input.kind) {
    case 'agent':
      return call(accountApi.agentLogin, input.body, options);
    case 'multiUser':
      return call(accountApi.multiUserLogin, input.body, options);
    case 'fly':
      return call(accountApi.flyAccountLogin, input.body, options);
    case 'personal':
      return call(accountApi.login, input.body, options);
  }
}

/** Every login kind ends the same way: the answer becomes the session and the old cache goes. */
export const loginWrite = defineWrite({
  write: login,
  onSuccess: (result: LoginResult, _input, queryClient) => {
    queryClient.clear();
    saveSessionUser(result);
  },
});

export const sendDynamicPassword = defineWrite({ endpoint: accountApi.dynamicPasswordSend });
export const sendForgotCode = defineWrite({ endpoint: accountApi.forgotSendCode });
export const resetPassword = defineWrite({ endpoint: accountApi.forgotReset });

/**
 * Logout always ends the local session, even when the gateway's session had already lapsed, and
 * leaves no typed work behind for the next person at the PC (drafts are cleared).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => {
      // The browser's other tabs are told before the gateway ends the session they share: told after, a
      // read of theirs met the ended session first (请先登录, or no move at all) and the news found them
      // signed out already. This tab's own reads still under way then end quietly (nobody signed in).
      clearSessionUser();
      return call(accountApi.logout, {}, { hideError: true, ignoreRedirect: true });
    },
    onSettled: async () => {
      clearDrafts();
      // Off the signed-in screens first: cleared while they are mounted, their reads would ask again.
      await navigate(ROUTES.login.path, { replace: true });
      queryClient.clear();
    },
  });
}
