import { createStore } from 'zustand/vanilla';
import { logError } from '../../src/log.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { sessionDrafts } from '../../features/forms/drafts.ts';
import type { FormEvents } from '../../features/forms/form-events.ts';
import { createFormStore, type SendOutcome } from '../../features/forms/form-store.ts';
import { fieldProblems, isTransportFailure } from '../../features/forms/send-outcome.ts';
import { email, isEmail } from '../../features/forms/validators.ts';
import { berlinDay, CALENDAR_DATE } from '../../features/subscriptions/berlin-dates.ts';
import type { CancellationReceipt } from '../../features/subscriptions/cancellation.ts';
import { contractsCall, type ListedContract } from '../../features/subscriptions/contracts-call.ts';
import { cancelCall } from './cancel-calls.ts';
import { CANCEL_LABELS, CANCEL_PROBLEMS } from './labels.ts';

export type CancelValues = {
  kind: string;
  reason: string;
  name: string;
  email: string;
  customerNumber: string;
  /** A contract of 'Ihre Verträge', {@link OTHER_CONTRACT}, or '' for none picked. */
  contractId: string;
  contract: string;
  end: string;
  endDate: string;
  confirmationEmail: string;
};

/** The choice under 'Ihre Verträge' that asks for the contract as free text. */
export const OTHER_CONTRACT = 'anderer';

const FIELDS = [
  'kind',
  'reason',
  'name',
  'email',
  'customerNumber',
  'contractId',
  'contract',
  'end',
  'endDate',
  'confirmationEmail',
] as const satisfies readonly (keyof CancelValues)[];

/** 'Ihre Verträge': not asked (logged out), on its way, there, or failed (then free text). */
export type ContractList =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'ready'; contracts: readonly ListedContract[] }
  | { state: 'failed' };

export interface CancelControllerOptions {
  kiosk: Kiosk;
  events: FormEvents;
  /** What the reader typed into the server form before the hand-over. */
  initial: Partial<CancelValues>;
  now?: () => Date;
}

const problemMessages: Readonly<Record<string, string>> = CANCEL_PROBLEMS;

/**
 * The cancellation page's state and call (issue 27, § 312k BGB), framework-free: the law's fields and
 * nothing else required; a draft of every field for this tab (sessionStorage) until the receipt came,
 * so a failure loses nothing, not even over a reload; one idempotency key for a retry of the same
 * input; 'Ihre Verträge' for a logged-in reader. The service's answer decides: the receipt shows only
 * when it came.
 */
export function createCancelController({
  kiosk,
  events,
  initial,
  now = () => new Date(),
}: CancelControllerOptions) {
  const project = kiosk.config.project;
  const drafts = sessionDrafts<CancelValues>(`kiosk-cancel-${project}`, FIELDS);
  const draft = drafts.read();
  const list = createStore<{ contracts: ContractList }>(() => ({ contracts: { state: 'none' } }));
  const receipt = createStore<{ receipt: CancellationReceipt | undefined }>(() => ({ receipt: undefined }));
  const hasList = () => list.getState().contracts.state == 'ready';
  const pickedFromList = (values: CancelValues) => hasList() && values.contractId != OTHER_CONTRACT;

  // The server form's typed text wins, then this tab's draft; its radio buttons always carry the
  // server's default, so for those the draft wins.
  const text = (name: keyof CancelValues) => initial[name] || draft[name] || '';
  const start: CancelValues = {
    kind: draft.kind || initial.kind || 'ordentlich',
    reason: text('reason'),
    name: text('name'),
    email: text('email'),
    customerNumber: text('customerNumber'),
    contractId: draft.contractId || '',
    contract: text('contract'),
    end: draft.end || initial.end || 'earliest',
    endDate: text('endDate'),
    confirmationEmail: text('confirmationEmail'),
  };

  const send = async (values: CancelValues, key: string): Promise<SendOutcome<CancelValues>> => {
    const picked = pickedFromList(values);
    const loggedIn = kiosk.session.store.getState().loggedIn;
    const result = await cancelCall(
      kiosk,
      {
        project,
        kind: values.kind == 'ausserordentlich' ? 'ausserordentlich' : 'ordentlich',
        // Only what the declaration needs: a reason typed and then left for 'ordentlich' stays home.
        reason: values.kind == 'ausserordentlich' ? values.reason.trim() : '',
        name: values.name.trim(),
        email: values.email.trim(),
        customerNumber: values.customerNumber.trim(),
        contractId: picked ? values.contractId : '',
        contract: picked ? '' : values.contract.trim(),
        end: values.end == 'date' ? 'date' : 'earliest',
        endDate: values.end == 'date' ? values.endDate : '',
        confirmationEmail: values.confirmationEmail.trim(),
      },
      key,
      loggedIn && picked,
    );
    if (result.ok) {
      drafts.clear();
      receipt.setState({ receipt: result.value });
      return { ok: true };
    }
    if (isTransportFailure(result.error)) {
      logError('cancel-subscription', `cancellation not sent (${result.error.message}); input kept`);
      return { ok: false, notice: CANCEL_LABELS.failed, definite: false };
    }
    const fieldErrors = fieldProblems<CancelValues>(result.error, problemMessages);
    const first = FIELDS.find((name) => fieldErrors[name]);
    return first
      ? { ok: false, definite: true, fieldErrors }
      : { ok: false, definite: true, notice: CANCEL_LABELS.failed };
  };

  const form = createFormStore<CancelValues>({
    initial: start,
    validators: {
      kind: (value) =>
        value == 'ordentlich' || value == 'ausserordentlich' ? undefined : CANCEL_PROBLEMS['kind-invalid'],
      reason: (value, values) =>
        values?.kind == 'ausserordentlich' && !value.trim() ? CANCEL_PROBLEMS['reason-missing'] : undefined,
      name: (value) => (value.trim() ? undefined : CANCEL_PROBLEMS['name-missing']),
      email,
      contractId: (value) => (hasList() && !value ? CANCEL_PROBLEMS['contract-missing'] : undefined),
      contract: (value, values) => {
        const asText = !hasList() || values?.contractId == OTHER_CONTRACT;
        return asText && !value.trim() ? CANCEL_PROBLEMS['contract-missing'] : undefined;
      },
      endDate: (value, values) => {
        if (values?.end != 'date') return undefined;
        if (!CALENDAR_DATE.test(value) || Number.isNaN(Date.parse(value)))
          return CANCEL_PROBLEMS['date-invalid'];
        return value < berlinDay(now()) ? CANCEL_PROBLEMS['date-past'] : undefined;
      },
      confirmationEmail: (value) =>
        !value.trim() || isEmail(value) ? undefined : CANCEL_PROBLEMS['confirmation-email-invalid'],
    },
    send,
    onValidSubmit: events.submit,
    onChange: (values) => drafts.write(values),
  });

  /** A logged-in reader gets 'Ihre Verträge', and their name and address where nothing is typed yet. */
  let loading: AbortController | undefined;
  const follow = () => {
    const { loggedIn, user } = kiosk.session.store.getState();
    if (!loggedIn) {
      loading?.abort();
      loading = undefined;
      list.setState({ contracts: { state: 'none' } });
      return;
    }
    if (loading) return;
    const { values } = form.getState();
    if (!values.name && typeof user?.name == 'string') form.actions.setValue('name', user.name);
    if (!values.email && typeof user?.email == 'string') form.actions.setValue('email', user.email);
    loading = new AbortController();
    const signal = loading.signal;
    list.setState({ contracts: { state: 'loading' } });
    void contractsCall(kiosk, signal).then((result) => {
      if (signal.aborted) return;
      if (!result.ok) {
        logError(
          'cancel-subscription',
          `contracts failed (${result.error.message}); the contract is asked as text`,
        );
        list.setState({ contracts: { state: 'failed' } });
        return;
      }
      if (result.value.dropped)
        logError(
          'cancel-subscription',
          `${result.value.dropped} contract(s) that do not fit the answer were left out`,
        );
      const { contracts } = result.value;
      list.setState({ contracts: contracts.length ? { state: 'ready', contracts } : { state: 'failed' } });
      const current = form.getState().values;
      const known = contracts.some((contract) => contract.id == current.contractId);
      // Text the reader typed already is kept as 'Ein anderer Vertrag'; one running contract is picked.
      const running = contracts.filter((contract) => contract.status == 'active');
      const pick = known
        ? current.contractId
        : current.contract.trim()
          ? OTHER_CONTRACT
          : running.length == 1
            ? (running[0]?.id ?? '')
            : '';
      if (contracts.length && pick != current.contractId) form.actions.setValue('contractId', pick);
    });
  };
  follow();
  const unsubscribe = kiosk.session.store.subscribe(follow);

  return {
    form,
    list,
    receipt,
    stop() {
      unsubscribe();
      loading?.abort();
    },
  };
}

export type CancelController = ReturnType<typeof createCancelController>;
