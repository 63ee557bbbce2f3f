import { escapeHtml } from '../../layout.ts';
import type { DemoUser } from '../community/seed.ts';
import { COMMENT_MAX, POLL, type PollAnswer } from './seed.ts';

/** What the fragments link to: the demo host's origin, since apiHost may be another one. */
export interface FragmentContext {
  origin: string;
}

/** The 'Mein Konto' box: a login link for a reader the server does not know, else their name. */
export function accountFragment({ origin }: FragmentContext, user: DemoUser | undefined): string {
  const body = user
    ? `<p class="ir-box__status">Angemeldet als ${escapeHtml(user.name)}</p>` +
      `<p><a class="ir-box__link" href="${origin}/anmelden/">Zum Konto</a></p>`
    : '<p class="ir-box__status">Sie sind nicht angemeldet.</p>' +
      `<p><a class="ir-box__link" href="${origin}/anmelden/">Anmelden</a></p>`;
  return `<section class="ir-box" aria-labelledby="mein-konto-titel"><h2 id="mein-konto-titel" class="ir-box__title">Mein Konto</h2>${body}</section>`;
}

/** What a reader sent with the poll form; both may be missing. */
export interface PollInput {
  answer?: string;
  comment?: string;
}

/** The problem with a poll submission, in German for the reader; undefined when it can be counted. */
export function pollProblem({ answer, comment = '' }: PollInput): string | undefined {
  if (!POLL.answers.some((option) => option.value == answer)) return 'Bitte wählen Sie eine Antwort.';
  if (comment.length > COMMENT_MAX)
    return `Ihr Kommentar ist zu lang: höchstens ${COMMENT_MAX} Zeichen, Sie haben ${comment.length}.`;
  return undefined;
}

/**
 * The poll form; after an invalid submission with its error and the reader's answer and comment kept.
 * The form posts to the element route itself, so it works without script too (`action`).
 */
export function pollForm({ origin }: FragmentContext, input: PollInput = {}, problem?: string): string {
  const error = problem ? `<p id="umfrage-fehler" class="ir-box__error">${escapeHtml(problem)}</p>` : '';
  const described = problem ? ' aria-describedby="umfrage-fehler"' : '';
  const options = POLL.answers
    .map(
      ({ value, label }) =>
        `<label class="ir-poll__option"><input type="radio" name="antwort" value="${value}"${
          input.answer == value ? ' checked' : ''
        }> ${escapeHtml(label)}</label>`,
    )
    .join('');
  return (
    '<section class="ir-box ir-poll" aria-labelledby="umfrage-titel">' +
    '<h2 id="umfrage-titel" class="ir-box__title">Umfrage</h2>' +
    `<form class="ir-poll__form" method="post" action="${origin}/api/irelements/element?project=mh&amp;ab=0">` +
    '<input type="hidden" name="element" value="umfrage">' +
    `<fieldset${described}><legend>${escapeHtml(POLL.question)}</legend>${error}${options}</fieldset>` +
    `<label class="ir-poll__label" for="umfrage-kommentar">Kommentar (freiwillig, höchstens ${COMMENT_MAX} Zeichen)</label>` +
    `<textarea id="umfrage-kommentar" name="kommentar" rows="2">${escapeHtml(input.comment ?? '')}</textarea>` +
    '<button class="ir-poll__submit" type="submit">Abstimmen</button>' +
    '</form></section>'
  );
}

/** The poll's result after a counted vote: the thanks and each answer's share. */
export function pollResults(votes: Readonly<Record<PollAnswer, number>>, answer: PollAnswer): string {
  const total = POLL.answers.reduce((sum, { value }) => sum + votes[value], 0);
  const rows = POLL.answers
    .map(({ value, label }) => {
      const share = Math.round((votes[value] / total) * 100);
      const mine = value == answer ? ' (Ihre Antwort)' : '';
      return `<li>${escapeHtml(label)}${mine}: ${share} %</li>`;
    })
    .join('');
  return (
    '<section class="ir-box ir-poll" aria-labelledby="umfrage-titel">' +
    '<h2 id="umfrage-titel" class="ir-box__title">Umfrage</h2>' +
    `<p class="ir-box__status">Danke für Ihre Stimme!</p><p>${escapeHtml(POLL.question)}</p>` +
    `<ul class="ir-poll__results">${rows}</ul><p>${total} Stimmen</p></section>`
  );
}

/** The answer to a form posted without script (no `X-Requested-With`): a page around the fragment. */
export function fragmentPage(fragment: string, back: string): string {
  return (
    '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Umfrage</title></head>' +
    `<body><main>${fragment}<p><a href="${escapeHtml(back)}">Zurück zur Seite</a></p></main></body></html>`
  );
}
