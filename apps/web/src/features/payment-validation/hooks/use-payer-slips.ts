import { useQuery } from '@tanstack/react-query';
import { guestPaymentDetailListQueryOptions } from '../api/get-guest-payment-detail-list.ts';
import { paymentDetailListQueryOptions } from '../api/get-payment-detail-list.ts';
import type { Payer } from '../utils/payer.ts';

/** The payer's slips, waiting ones first: a member's from the members' route, a guest's from the guests'. */
export function usePayerSlips(payer: Payer) {
  const member = useQuery({ ...paymentDetailListQueryOptions(payer.person.id), enabled: payer.type === 'member' });
  const guest = useQuery({ ...guestPaymentDetailListQueryOptions(payer.person.id), enabled: payer.type === 'guest' });
  return payer.type === 'member' ? member : guest;
}
