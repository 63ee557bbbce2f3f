import { useRef } from 'react';
import { useStore } from 'zustand';
import { formatDate } from '../../features/subscriptions/berlin-dates.ts';
import { contractLabel } from '../../features/subscriptions/receipt-text.ts';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Notice } from '../../ui/notice.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useField, useFocusRequest } from '../../ui/use-form.ts';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import type { ListedContract } from '../../features/subscriptions/contracts-call.ts';
import { OTHER_CONTRACT, type CancelController, type CancelValues } from './cancel-controller.ts';
import { CANCEL_LABELS } from './labels.ts';
import { Receipt } from './receipt.tsx';

/** Where a failed cancellation can go instead (issue 27): from `#kiosk-config`, either may be missing. */
export interface TextForm {
  textFormEmail?: string;
  textFormAddress?: string;
}

/** Radio groups are linked from the error summary through their first button. */
const GROUPS: ReadonlySet<keyof CancelValues> = new Set(['kind', 'contractId', 'end']);

const listLabel = (contract: ListedContract) =>
  contract.status == 'cancelled' && contract.endDate
    ? `${contractLabel(contract)}, ${CANCEL_LABELS.cancelledTo} ${formatDate(contract.endDate)}`
    : contractLabel(contract);

/** The failure's way out (§ 312k: a cancellation in text form always works), next to the button. */
function TextFormAlternative({ textForm }: { textForm: TextForm }) {
  const { textFormEmail, textFormAddress } = textForm;
  if (!textFormEmail && !textFormAddress) return null;
  return (
    <div className="kiosk-cancel__alternative">
      <p>{CANCEL_LABELS.textForm}</p>
      <ul>
        {textFormEmail && (
          <li>
            {CANCEL_LABELS.byMail} <strong>{textFormEmail}</strong>
          </li>
        )}
        {textFormAddress && (
          <li>
            {CANCEL_LABELS.byPost} <strong>{textFormAddress}</strong>
          </li>
        )}
      </ul>
    </div>
  );
}

/** The contract: picked from 'Ihre Verträge' when logged in, free text otherwise (issue 27 (c)). */
function ContractChoice({ controller, id }: { controller: CancelController; id: string }) {
  const contracts = useStore(controller.list, (state) => state.contracts);
  const picked = useField(controller.form, 'contractId');
  const described = useField(controller.form, 'contract');
  const text = (
    <TextField
      id={`${id}-contract`}
      name="contract"
      label={CANCEL_LABELS.contract}
      hint={CANCEL_LABELS.contractHint}
      autoComplete="off"
      {...described}
    />
  );
  if (contracts.state != 'ready')
    return (
      <>
        {contracts.state == 'loading' && (
          <p className="kiosk-form__hint" role="status">
            {CANCEL_LABELS.loadingContracts}
          </p>
        )}
        {contracts.state == 'failed' && <p className="kiosk-form__hint">{CANCEL_LABELS.contractsFailed}</p>}
        {text}
      </>
    );
  return (
    <RadioGroup
      id={`${id}-contractId`}
      name="contractId"
      legend={CANCEL_LABELS.contracts}
      options={[
        ...contracts.contracts.map((contract) => ({ value: contract.id, label: listLabel(contract) })),
        { value: OTHER_CONTRACT, label: CANCEL_LABELS.otherContract, reveal: text },
      ]}
      {...picked}
    />
  );
}

/**
 * The confirmation page (issue 27, § 312k BGB): every field and the button on one page, nothing
 * between the footer link and 'jetzt kündigen'; after the service's answer, the receipt.
 */
export function CancelSubscription({
  controller,
  textForm,
}: {
  controller: CancelController;
  textForm: TextForm;
}) {
  const { form } = controller;
  const id = useUniqueId('kiosk-cancel');
  const formRef = useRef<HTMLFormElement>(null);
  const receipt = useStore(controller.receipt, (state) => state.receipt);
  const pending = useStore(form, (state) => state.pending);
  const notice = useStore(form, (state) => state.notice);
  const errors = useStore(form, (state) => state.errors);
  const turn = useStore(form, (state) => state.summaryTurn);
  const kind = useField(form, 'kind');
  const reason = useField(form, 'reason');
  const name = useField(form, 'name');
  const email = useField(form, 'email');
  const customerNumber = useField(form, 'customerNumber');
  const end = useField(form, 'end');
  const endDate = useField(form, 'endDate');
  const confirmationEmail = useField(form, 'confirmationEmail');
  useFocusRequest(form, formRef);

  if (receipt) return <Receipt receipt={receipt} />;

  return (
    <form
      ref={formRef}
      className="kiosk-form kiosk-cancel"
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.actions.submit();
      }}
    >
      <ErrorSummary
        turn={turn}
        entries={Object.entries(errors).map(([field, message]) => ({
          fieldId: `${id}-${field}${GROUPS.has(field as keyof CancelValues) ? '-0' : ''}`,
          message: message ?? '',
        }))}
      />
      <RadioGroup
        id={`${id}-kind`}
        name="kind"
        legend={CANCEL_LABELS.kind}
        options={[
          { value: 'ordentlich', label: CANCEL_LABELS.ordinary },
          {
            value: 'ausserordentlich',
            label: CANCEL_LABELS.extraordinary,
            reveal: (
              <TextField
                id={`${id}-reason`}
                name="reason"
                label={CANCEL_LABELS.reason}
                autoComplete="off"
                rows={3}
                {...reason}
              />
            ),
          },
        ]}
        {...kind}
      />
      <TextField id={`${id}-name`} name="name" label={CANCEL_LABELS.name} autoComplete="name" {...name} />
      <TextField
        id={`${id}-email`}
        name="email"
        label={CANCEL_LABELS.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...email}
      />
      <TextField
        id={`${id}-customerNumber`}
        name="customerNumber"
        label={CANCEL_LABELS.customerNumber}
        autoComplete="off"
        {...customerNumber}
      />
      <ContractChoice controller={controller} id={id} />
      <RadioGroup
        id={`${id}-end`}
        name="end"
        legend={CANCEL_LABELS.end}
        options={[
          { value: 'earliest', label: CANCEL_LABELS.earliest },
          {
            value: 'date',
            label: CANCEL_LABELS.onDate,
            reveal: (
              <TextField
                id={`${id}-endDate`}
                name="endDate"
                label={CANCEL_LABELS.endDate}
                type="date"
                autoComplete="off"
                {...endDate}
              />
            ),
          },
        ]}
        {...end}
      />
      <TextField
        id={`${id}-confirmationEmail`}
        name="confirmationEmail"
        label={CANCEL_LABELS.confirmationEmail}
        hint={CANCEL_LABELS.confirmationHint}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...confirmationEmail}
      />
      <Notice message={notice} />
      {notice == CANCEL_LABELS.failed && <TextFormAlternative textForm={textForm} />}
      <div className="kiosk-form__actions">
        <SubmitButton label={CANCEL_LABELS.submit} pending={pending} />
      </div>
    </form>
  );
}
