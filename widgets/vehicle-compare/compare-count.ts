import { latestOnly } from '../../src/latest-only.ts';
import type { CompareOptions, CompareStoreApi } from './compare-state.ts';

/** The live result count of the draft search: asked once the reader stops typing, newest answer wins. */
export function compareCount(store: CompareStoreApi, options: CompareOptions) {
  const { calls, kind, timeoutMs } = options;
  const countCall = latestOnly();
  let countTimer: ReturnType<typeof setTimeout> | undefined;

  const excluded = () => (store.getState().draft.exclude ? store.getState().comparison.ids : []);

  async function refreshCount() {
    clearTimeout(countTimer);
    const call = countCall.next();
    store.setState({ count: { status: 'loading', value: store.getState().count.value } });
    const { criteria } = store.getState().draft;
    const result = await calls.search(kind, criteria, excluded(), { timeoutMs, signal: call.signal });
    if (!call.isCurrent()) return;
    store.setState({
      count: result.ok ? { status: 'ready', value: result.value.count } : { status: 'error' },
    });
  }

  function scheduleCount() {
    clearTimeout(countTimer);
    countCall.stop();
    store.setState({ count: { status: 'loading', value: store.getState().count.value } });
    countTimer = setTimeout(() => void refreshCount(), options.countDelayMs ?? 300);
  }

  return {
    refreshCount,
    scheduleCount,
    stop() {
      clearTimeout(countTimer);
      countCall.stop();
    },
  };
}
