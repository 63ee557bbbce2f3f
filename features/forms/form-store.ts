import { createStore, type StoreApi } from 'zustand/vanilla';
import { createSubmission } from './submission.ts';
import type { Validator } from './validators.ts';

export type FormValues = Record<string, string | boolean>;
export type FieldName<V> = keyof V & string;
export type FieldErrors<V> = Partial<Record<FieldName<V>, string>>;

/** What one send came to, as the form's own call reads its answer. */
export type SendOutcome<V> =
  | { ok: true }
  | {
      ok: false;
      /** The German message above the form ('E-Mail-Adresse oder Passwort ist nicht richtig.'). */
      notice?: string;
      /** Errors the server found per field (a taken display name, a common password). */
      fieldErrors?: FieldErrors<V>;
      /**
       * The server answered for good (a refusal), so the next submit is a new request; false for a
       * failure that may not have reached it (timeout, network, 5xx): a retry reuses the key.
       */
      definite: boolean;
      /** Fields to empty, such as the password after wrong credentials; everything else stays. */
      clear?: FieldName<V>[];
      /** The field that gets focus (the emptied password). */
      focus?: FieldName<V>;
    };

export interface FormState<V extends FormValues> {
  values: V;
  /** The inline errors shown now, in the order of the fields. */
  errors: FieldErrors<V>;
  /** Counts submits that ended in errors: the summary takes focus again on each. */
  summaryTurn: number;
  pending: boolean;
  done: boolean;
  notice: string | undefined;
  /** A field a component should focus, with a turn so the same field can be asked for twice. */
  focusRequest: { field: FieldName<V>; turn: number } | undefined;
}

export interface FormOptions<V extends FormValues> {
  initial: V;
  validators: { [K in FieldName<V>]?: Validator<V[K], V> };
  /** Sends the valid input with its idempotency key. */
  send: (values: V, idempotencyKey: string) => Promise<SendOutcome<V>>;
  /** The first change of any field (`*_start`). */
  onStart?: () => void;
  /** A submit that passed the checks and goes out (`*_submit`). */
  onValidSubmit?: () => void;
  onChange?: (values: V) => void;
  newKey?: () => string;
}

export interface FormActions<V extends FormValues> {
  setValue<K extends FieldName<V>>(name: K, value: V[K]): void;
  /** Sets or clears one field's error from a check of its own (the display name on blur). */
  setError(name: FieldName<V>, message: string | undefined): void;
  /**
   * Checks every field, then sends. A submit while one is pending does nothing (a double click, Enter
   * twice): `'ignored'`.
   */
  submit(): Promise<'ignored' | 'invalid' | 'sent' | 'failed'>;
}

export type FormStore<V extends FormValues> = StoreApi<FormState<V>> & { actions: FormActions<V> };

/**
 * The state of one form (issue 26, following the GOV.UK Design System): fields are checked on submit,
 * then live only while they are in error; the errors feed the inline messages and the summary. Input is
 * never thrown away by a failure: only what the outcome names in `clear` is emptied. Framework-free;
 * components read it with `useStore(store, selector)` and change it through `store.actions`.
 */
export function createFormStore<V extends FormValues>(options: FormOptions<V>): FormStore<V> {
  const { validators, send } = options;
  const submission = createSubmission(options.newKey);
  const order = Object.keys(options.initial) as FieldName<V>[];
  let started = false;
  let focusTurn = 0;

  const store = createStore<FormState<V>>(() => ({
    values: options.initial,
    errors: {},
    summaryTurn: 0,
    pending: false,
    done: false,
    notice: undefined,
    focusRequest: undefined,
  }));

  const check = <K extends FieldName<V>>(name: K, value: V[K], values: V) =>
    validators[name]?.(value, values);
  const inOrder = (errors: FieldErrors<V>): FieldErrors<V> => {
    const sorted: FieldErrors<V> = {};
    for (const name of order) if (errors[name]) sorted[name] = errors[name];
    return sorted;
  };

  const actions: FormActions<V> = {
    setValue(name, value) {
      if (!started) {
        started = true;
        options.onStart?.();
      }
      const { values, errors } = store.getState();
      const next = { ...values, [name]: value };
      // Live only on a field in error: a reader is not told off while still typing a first answer.
      const live = name in errors ? { errors: inOrder({ ...errors, [name]: check(name, value, next) }) } : {};
      store.setState({ values: next, ...live });
      options.onChange?.(next);
    },
    setError(name, message) {
      store.setState({ errors: inOrder({ ...store.getState().errors, [name]: message }) });
    },
    async submit() {
      const state = store.getState();
      if (state.pending) return 'ignored';
      const errors: FieldErrors<V> = {};
      for (const name of order) {
        const message = check(name, state.values[name], state.values);
        if (message) errors[name] = message;
      }
      if (Object.keys(errors).length) {
        store.setState({ errors, summaryTurn: state.summaryTurn + 1, notice: undefined });
        return 'invalid';
      }
      options.onValidSubmit?.();
      store.setState({ pending: true, errors: {}, notice: undefined });
      const outcome = await send(state.values, submission.keyFor(state.values));
      if (outcome.ok) {
        submission.settled();
        store.setState({ pending: false, done: true });
        return 'sent';
      }
      if (outcome.definite) submission.settled();
      const values = { ...store.getState().values };
      for (const name of outcome.clear ?? [])
        values[name] = (typeof values[name] == 'boolean' ? false : '') as V[typeof name];
      const fieldErrors = inOrder(outcome.fieldErrors ?? {});
      const hasFieldErrors = Object.keys(fieldErrors).length > 0;
      store.setState({
        pending: false,
        values,
        errors: fieldErrors,
        notice: outcome.notice,
        summaryTurn: hasFieldErrors ? store.getState().summaryTurn + 1 : store.getState().summaryTurn,
        focusRequest: outcome.focus ? { field: outcome.focus, turn: ++focusTurn } : undefined,
      });
      return 'failed';
    },
  };
  return Object.assign(store, { actions });
}
