import type { WidgetScope } from '../../src/kit/widget-scope.ts';
import type { Unmount } from '../../src/widget-contract.ts';

/** What the reader already did in the server form: its values by field name, and where the caret was. */
export interface FormSnapshot {
  values: Record<string, string | boolean>;
  /** The focused field's name, if a field had focus. */
  focused?: string;
  selection?: [number, number];
}

/** Renders the interactive form into the mount point, starting from the snapshot. */
export type RenderForm = (element: HTMLElement, snapshot: FormSnapshot) => Promise<Unmount>;

export interface FormIslandOptions {
  element: HTMLElement;
  scope: WidgetScope;
  /** Imports the interactive form (a dynamic import: it and the UI runtime are their own chunks). */
  load: () => Promise<RenderForm>;
  /** The part failed to load or render: the server form stays and works without script. */
  onError: (error: unknown) => void;
  /**
   * Take over at once instead of when reached for: for a page that is the form (issue 27: the
   * cancellation page), where a logged-in reader's list and a kept draft must be there from the start.
   */
  eager?: boolean;
}

function snapshot(form: HTMLFormElement): FormSnapshot {
  const values: FormSnapshot['values'] = {};
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input[name], textarea[name], select[name]',
  )) {
    if (!(field instanceof HTMLInputElement)) values[field.name] = field.value;
    else if (field.type == 'checkbox') values[field.name] = field.checked;
    // A radio group's value is its checked button's.
    else if (field.type == 'radio') {
      if (field.checked) values[field.name] = field.value;
    } else if (field.type != 'hidden') values[field.name] = field.value;
  }
  const active = document.activeElement;
  const typed = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
  if (!typed || !form.contains(active) || !active.name) return { values };
  const caret =
    active.selectionStart === null
      ? undefined
      : ([active.selectionStart, active.selectionEnd ?? 0] as [number, number]);
  return caret ? { values, focused: active.name, selection: caret } : { values, focused: active.name };
}

/**
 * issue 22 and 26: a form is the CMS's `<form method="post">` until the reader reaches for it. The
 * interactive form is fetched on `pointerover`, `focusin` or `touchstart` and then rendered at once
 * with whatever the reader typed so far, the focus and the caret where they were, so the hand-over
 * loses nothing (focus already in the form at mount counts as reaching). A submit before it arrives waits for it and is sent by the interactive form; if the
 * part cannot load, that submit goes out as the plain form post.
 */
export function createFormIsland({ element, scope, load, onError, eager }: FormIslandOptions): void {
  const form = element.querySelector('form');
  let handOver: Promise<HTMLFormElement | undefined> | undefined;

  const wake = () =>
    (handOver ??= load()
      .then(async (render) => {
        if (scope.signal.aborted || !form) return undefined;
        scope.add(await render(element, snapshot(form)));
        return element.querySelector('form') ?? undefined;
      })
      .catch((error: unknown) => {
        onError(error);
        return undefined;
      }));

  const options = { signal: scope.signal, passive: true } as const;
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    element.addEventListener(
      type,
      (event) => {
        // A link of the server form ('Passwort vergessen?') is a way out, not into the form: tabbing
        // onto it must not swap the form (and the focused link) away under the reader.
        if (type == 'focusin' && event.target instanceof HTMLAnchorElement) return;
        void wake();
      },
      options,
    );
  // A reader who got into the form before the widget arrived has reached for it already.
  if (eager || element.contains(document.activeElement)) void wake();
  form?.addEventListener(
    'submit',
    (event) => {
      if (!form.isConnected) return;
      event.preventDefault();
      void wake().then((rendered) => {
        if (rendered) rendered.requestSubmit();
        // Script failed: the form does what it does without script.
        else form.submit();
      });
    },
    { signal: scope.signal },
  );
}
