import { useEffect, type RefObject } from 'react';
import { useStore } from 'zustand';
import type { FieldName, FormStore, FormValues } from '../features/forms/form-store.ts';

/**
 * One field of a form store for a component: its value, its error and how to change it. Each read
 * is its own selector, so typing in one field re-renders only that field's readers.
 */
export function useField<V extends FormValues, K extends FieldName<V>>(store: FormStore<V>, name: K) {
  const value = useStore(store, (state) => state.values[name]);
  const error = useStore(store, (state) => state.errors[name]);
  return { value, error, onChange: (next: V[K]) => store.actions.setValue(name, next) };
}

/** Moves focus to the field the store asks for (the emptied password after wrong credentials). */
export function useFocusRequest<V extends FormValues>(
  store: FormStore<V>,
  form: RefObject<HTMLFormElement | null>,
) {
  const request = useStore(store, (state) => state.focusRequest);
  useEffect(() => {
    if (!request) return;
    form.current?.querySelector<HTMLElement>(`[name="${CSS.escape(request.field)}"]`)?.focus();
  }, [request, form]);
}
