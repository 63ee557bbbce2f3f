/**
 * issue 26, "nothing twice": the idempotency key of a form's submits. A retry of the same input after
 * a failure that may have reached the server (a timeout, a dropped connection, a 5xx) sends the key
 * of the first try, so the server makes one account, one signup. A definite answer, or changed input,
 * starts a new key.
 */
export interface Submission {
  /** The key for sending `values` now. */
  keyFor(values: unknown): string;
  /** The server answered for good (success or a refusal): the next submit is a new one. */
  settled(): void;
}

export function createSubmission(newKey: () => string = () => crypto.randomUUID()): Submission {
  let current: { key: string; input: string } | undefined;
  return {
    keyFor(values) {
      const input = JSON.stringify(values);
      if (current?.input !== input) current = { key: newKey(), input };
      return current.key;
    },
    settled() {
      current = undefined;
    },
  };
}
