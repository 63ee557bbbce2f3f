import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES, tooManyAttempts } from '../../../features/forms/form-messages.ts';
import {
  currentPassword,
  email,
  lengthBetween,
  newPassword,
  ticked,
} from '../../../features/forms/validators.ts';

describe('form kit messages (issue 26, word for word)', () => {
  it('says what the issue says', () => {
    expect(FORM_MESSAGES.emailMissing).toBe('Bitte geben Sie Ihre E-Mail-Adresse ein.');
    expect(FORM_MESSAGES.emailInvalid).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.',
    );
    expect(FORM_MESSAGES.passwordMissing).toBe('Bitte geben Sie Ihr Passwort ein.');
    expect(FORM_MESSAGES.passwordShort).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.');
    expect(FORM_MESSAGES.termsMissing).toBe('Bitte stimmen Sie den Nutzungsbedingungen zu.');
    expect(FORM_MESSAGES.failed).toBe(
      'Das hat gerade nicht geklappt. Ihre Eingaben sind noch da – bitte versuchen Sie es erneut.',
    );
    expect(FORM_MESSAGES.sending).toBe('Wird gesendet …');
    expect(tooManyAttempts(30)).toBe('Zu viele Versuche. Bitte warten Sie 30 Sekunden.');
  });
});

describe('email validator', () => {
  it('accepts every address fast-check can make (RFC 5322 shapes), with spaces around', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom('', ' ', '\t'), (address, pad) => {
        expect(email(`${pad}${address}${pad}`)).toBeUndefined();
      }),
    );
  });

  it('refuses any text without an @ and any address with a space inside', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((text) => !text.includes('@') && text.trim() != ''),
        (text) => {
          expect(email(text)).toBe(FORM_MESSAGES.emailInvalid);
        },
      ),
    );
    fc.assert(
      fc.property(fc.emailAddress(), fc.nat(), (address, at) => {
        const cut = (at % (address.length - 1)) + 1;
        expect(email(`${address.slice(0, cut)} ${address.slice(cut)}`)).toBe(FORM_MESSAGES.emailInvalid);
      }),
    );
  });

  it('tells an empty field from a wrong one', () => {
    expect(email('')).toBe(FORM_MESSAGES.emailMissing);
    expect(email('   ')).toBe(FORM_MESSAGES.emailMissing);
    for (const wrong of ['name@', '@beispiel.de', 'name@beispiel', 'name@@beispiel.de', 'name@beispiel..de'])
      expect(email(wrong), wrong).toBe(FORM_MESSAGES.emailInvalid);
  });
});

describe('password, consent and length validators', () => {
  it('asks for a password, and a new one of 8 characters or more (counted as characters)', () => {
    expect(currentPassword('')).toBe(FORM_MESSAGES.passwordMissing);
    expect(currentPassword('x')).toBeUndefined();
    expect(newPassword('')).toBe(FORM_MESSAGES.passwordMissing);
    expect(newPassword('1234567')).toBe(FORM_MESSAGES.passwordShort);
    expect(newPassword('12345678')).toBeUndefined();
    // Seven emoji are 14 UTF-16 units but seven characters.
    expect(newPassword('🔑🔑🔑🔑🔑🔑🔑')).toBe(FORM_MESSAGES.passwordShort);
  });

  it('checks a tick and a length range', () => {
    expect(ticked(FORM_MESSAGES.termsMissing)(false)).toBe(FORM_MESSAGES.termsMissing);
    expect(ticked(FORM_MESSAGES.termsMissing)(true)).toBeUndefined();
    const name = lengthBetween(3, 30, 'Länge');
    expect([name('ab'), name(' abc '), name('x'.repeat(30)), name('x'.repeat(31))]).toEqual([
      'Länge',
      undefined,
      undefined,
      'Länge',
    ]);
  });
});
