import { describe, expect, it } from 'vitest';
import { ELEMENT_AREAS, LOGIN_ERROR_EVENT, type AnalyticsEvent } from '../../../src/analytics/catalogue.ts';

// The type checks of the catalogue (event names, required props) are in catalogue.test-d.ts.
const event = (value: AnalyticsEvent) => value;

describe('analytics catalogue (spec 9.6)', () => {
  it('spells the login error event as the spec does', () => {
    expect(LOGIN_ERROR_EVENT).toBe('Benutzer / Loginstatus / fehlerhaft');
  });

  it('has the 13 element areas, each paired with sichtbar and klick', () => {
    expect(Object.keys(ELEMENT_AREAS)).toHaveLength(13);
  });

  it('keeps a well-formed event as it is', () => {
    expect(event({ name: 'paywall_triggered' }).name).toBe('paywall_triggered');
  });

  it('lets events without named props go with plain values or none', () => {
    expect(event({ name: 'paywall_click' })).toEqual({ name: 'paywall_click' });
    expect(event({ name: 'form_submit', props: { form: 'gewinnspiel' } }).props).toEqual({
      form: 'gewinnspiel',
    });
  });
});
