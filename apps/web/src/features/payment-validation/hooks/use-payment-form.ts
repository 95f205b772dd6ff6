import type { TOwedMember } from '@chapter/contract/owed';
import { useState } from 'react';
import * as th from '../../../i18n/th.ts';
import type { MemberSlip } from '../api/get-payment-detail-list.ts';
import { statedSatang, sumSatang, toBaht, toSatang } from '../utils/satang.ts';
import { nothingFits, suggestRegistrations } from '../utils/suggest-registrations.ts';

/** The fields a message can be shown under: the API's names, so its 400s land in the same place. */
export type PaymentField = 'received' | 'received_reason' | 'waiver_reason';
export type PaymentFieldErrors = Partial<Record<PaymentField, string>>;

/** An empty NumberInput gives '', not a number. */
export type AmountInput = number | string;

const blank = (text: string) => text.trim() === '';

/**
 * The state of one payer's validation form and everything derived from it, in satang. It starts
 * with every waiting slip ticked and, when their amounts are known, the registrations those
 * amounts (and the payer's credit) pay, oldest first. A guest owes as a member does (issue 34).
 */
export function usePaymentForm(
  owed: Pick<TOwedMember, 'credit' | 'unpaid_registrations'>,
  slips: readonly MemberSlip[],
) {
  const waitingSlips = slips.filter((slip) => slip.status === 'waiting');
  const creditSatang = toSatang(owed.credit);

  const [slipIds, setSlipIds] = useState<number[]>(() => waitingSlips.map((slip) => slip.id));
  const [registrationIds, setRegistrationIds] = useState<number[]>(() => {
    const stated = statedSatang(waitingSlips);
    return stated === null ? [] : suggestRegistrations(owed.unpaid_registrations, stated + creditSatang);
  });
  const [correcting, setCorrecting] = useState(false);
  const [receivedInput, setReceivedInput] = useState<AmountInput>('');
  const [receivedReason, setReceivedReason] = useState('');
  const [waiverReason, setWaiverReason] = useState('');
  const [errors, setErrors] = useState<PaymentFieldErrors>({});

  // Only what is still listed counts: a slip refused or a registration paid meanwhile has left.
  const tickedSlips = waitingSlips.filter((slip) => slipIds.includes(slip.id));
  const tickedRegistrations = owed.unpaid_registrations.filter((registration) =>
    registrationIds.includes(registration.id),
  );

  const stated = statedSatang(tickedSlips);
  // A slip without an amount leaves staff no choice but to say what arrived.
  const editingReceived = correcting || stated === null;
  const typedReceived = typeof receivedInput === 'number' ? toSatang(receivedInput) : null;
  const receivedSatang = editingReceived ? typedReceived : stated;
  const tickedSatang = sumSatang(tickedRegistrations.map((registration) => registration.price));
  const differenceSatang = receivedSatang === null ? null : receivedSatang + creditSatang - tickedSatang;
  // As the server rules: a reason when staff change what the member stated; a slip without an
  // amount stated nothing, so what staff type there needs none (a note is still kept if given).
  const receivedReasonNeeded = editingReceived && stated !== null && receivedSatang !== stated;
  const waiverNeeded = differenceSatang !== null && differenceSatang < 0;

  const clearError = (field: PaymentField) => setErrors(({ [field]: _, ...rest }) => rest);

  /** The messages for what received needs, or none. */
  const receivedErrors = (): PaymentFieldErrors => ({
    ...(receivedSatang === null && { received: th.validation.receivedRequired }),
    ...(receivedReasonNeeded && blank(receivedReason) && { received_reason: th.validation.receivedReasonRequired }),
  });

  /** Shows what is missing under its field; true when nothing is. */
  const check = (found: PaymentFieldErrors) => {
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  // received: null asks the server to take the slips' own amounts, so a slip's amount is never retyped.
  const receivedBody = () => ({
    payments: tickedSlips.map((slip) => slip.id),
    received: editingReceived && receivedSatang !== null ? toBaht(receivedSatang) : null,
    received_reason: editingReceived && !blank(receivedReason) ? receivedReason.trim() : null,
  });

  return {
    waitingSlips,
    tickedSlips,
    tickedRegistrations,
    slipIds,
    setSlipIds,
    registrationIds,
    setRegistrationIds,
    creditSatang,
    stated,
    receivedSatang,
    tickedSatang,
    differenceSatang,
    editingReceived,
    /** Staff may go back to the slips' amounts only when every ticked slip states one. */
    canUseStated: stated !== null,
    receivedReasonNeeded,
    waiverNeeded,
    receivedInput,
    receivedReason,
    waiverReason,
    errors,
    setErrors,
    setReceivedInput: (value: AmountInput) => {
      setReceivedInput(value);
      clearError('received');
    },
    setReceivedReason: (value: string) => {
      setReceivedReason(value);
      clearError('received_reason');
    },
    setWaiverReason: (value: string) => {
      setWaiverReason(value);
      clearError('waiver_reason');
    },
    startCorrecting: () => {
      setCorrecting(true);
      setReceivedInput(stated === null ? '' : toBaht(stated));
    },
    stopCorrecting: () => {
      setCorrecting(false);
      setReceivedReason('');
      setErrors(({ received: _r, received_reason: _rr, ...rest }) => rest);
    },
    /** What received plus credit comes to when even the cheapest owed registration costs more; else null. */
    nothingFitsSatang:
      receivedSatang !== null && nothingFits(owed.unpaid_registrations, receivedSatang + creditSatang)
        ? receivedSatang + creditSatang
        : null,
    /** Ticks the registrations received plus credit pays best, oldest first; nothing to go by until received is known. */
    suggest:
      receivedSatang === null
        ? null
        : () => setRegistrationIds(suggestRegistrations(owed.unpaid_registrations, receivedSatang + creditSatang)),
    /** The confirm request, or null with the missing fields marked. */
    confirmBody: () => {
      const missing = receivedErrors();
      if (waiverNeeded && blank(waiverReason)) missing.waiver_reason = th.validation.waiverReasonRequired;
      if (!check(missing)) return null;
      return {
        registrations: tickedRegistrations.map((registration) => registration.id),
        ...receivedBody(),
        waiver_reason: waiverNeeded ? waiverReason.trim() : null,
      };
    },
    /** The accept-as-credit request, or null with the missing fields marked. */
    creditBody: () => (check(receivedErrors()) ? receivedBody() : null),
  };
}

export type PaymentForm = ReturnType<typeof usePaymentForm>;
