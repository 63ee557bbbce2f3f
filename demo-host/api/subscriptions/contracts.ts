import { berlinDay } from '../../../features/subscriptions/berlin-dates.ts';
import type { ContractSummary } from '../../../features/subscriptions/cancellation.ts';
import type { Clock } from '../clock.ts';
import { nextPayment, ordinaryEnd } from './end-date.ts';
import { DEMO_OFFERS, SEED_CONTRACTS, type DemoOffer } from './seed.ts';

/** A contract as this demo host holds it: the seed, plus the end a cancellation gave it. */
export interface HeldContract {
  id: string;
  email: string;
  offer: DemoOffer;
  start: string;
  endDate: string | undefined;
}

/** A contract as the reader's list shows it (`GET /subscriptions/contracts`). */
export interface ContractView extends ContractSummary {
  offerId: string;
  /** 'active'; 'cancelled' until its end date; 'ended' after it. */
  status: 'active' | 'cancelled' | 'ended';
  start: string;
  /** The next payment day; null when none is due before the end. */
  nextPayment: string | null;
  /** The earliest end an ordinary cancellation received today would give. */
  earliestEnd: string;
  /** The last day of a cancelled contract; null while active. */
  endDate: string | null;
  priceCents: number;
}

export const termsOf = (contract: HeldContract) => ({
  start: contract.start,
  termMonths: contract.offer.termMonths,
  noticeDays: contract.offer.noticeDays,
  billingMonths: contract.offer.billing == 'yearly' ? 12 : 1,
  trialDays: contract.offer.trialDays,
});

export const summaryOf = (contract: HeldContract): ContractSummary => ({
  id: contract.id,
  project: contract.offer.project,
  brandName: contract.offer.brandName,
  tier: contract.offer.tier,
  billing: contract.offer.billing,
});

/** The contracts of one demo host, from the seed; cancellations change them for this host only. */
export function createContracts(now: Clock) {
  const contracts: HeldContract[] = Object.entries(SEED_CONTRACTS).flatMap(([email, seeded]) =>
    seeded.map((seed) => {
      const offer = DEMO_OFFERS.find((candidate) => candidate.id == seed.offerId);
      if (!offer) throw new Error(`subscriptions seed: contract ${seed.id} names no offer (${seed.offerId})`);
      return { id: seed.id, email, offer, start: seed.start, endDate: seed.endDate };
    }),
  );

  const view = (contract: HeldContract): ContractView => {
    const today = berlinDay(now());
    const terms = termsOf(contract);
    const status = !contract.endDate ? 'active' : contract.endDate >= today ? 'cancelled' : 'ended';
    return {
      ...summaryOf(contract),
      offerId: contract.offer.id,
      status,
      start: contract.start,
      nextPayment: status == 'ended' ? null : nextPayment(terms, today, contract.endDate),
      earliestEnd: ordinaryEnd(terms, today),
      endDate: contract.endDate ?? null,
      priceCents: contract.offer.priceCents,
    };
  };

  return {
    /** Every contract of an address, as its list shows them. */
    of: (email: string) => contracts.filter((contract) => contract.email == email.toLowerCase()).map(view),
    /** The contract with this id, if it belongs to this address. */
    find: (email: string, id: string) =>
      contracts.find((contract) => contract.id == id && contract.email == email.toLowerCase()),
    /**
     * The contract a free-text declaration means: one whose number the text names, else the address's
     * only running contract on this brand; undefined when that is not clear.
     */
    match(email: string, text: string, project: string) {
      const own = contracts.filter(
        (contract) => contract.email == email.toLowerCase() && !this.ended(contract),
      );
      const named = own.find((contract) => text.toUpperCase().includes(contract.id));
      if (named) return named;
      const here = own.filter((contract) => contract.offer.project == project);
      return here.length == 1 ? here[0] : undefined;
    },
    ended: (contract: HeldContract) => contract.endDate !== undefined && contract.endDate < berlinDay(now()),
    /** A second cancellation never moves an end later. */
    end(contract: HeldContract, endDate: string) {
      contract.endDate = contract.endDate && contract.endDate < endDate ? contract.endDate : endDate;
      return contract.endDate;
    },
  };
}
