import { useMutation } from '@tanstack/react-query';
import { MessageResult, type LinkOfferQuery } from '@raritet/contracts/notifications';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /notification/telegram/auto-link/decline: nothing is linked and the bot's link stops working. */
export function declineLinkOffer(body: LinkOfferQuery): Promise<MessageResult> {
  return apiRequest('/notification/telegram/auto-link/decline', MessageResult, { method: 'POST', body });
}

export function useDeclineLinkOffer() {
  return useMutation({ mutationFn: declineLinkOffer });
}
