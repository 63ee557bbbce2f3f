/** spec 2.2: pages flagged as congress pages render only this text. */
export const CONGRESS_TEXT = 'This page does not exist!';

export function showCongressPage(doc: Document = document) {
  const text = doc.createElement('p');
  text.textContent = CONGRESS_TEXT;
  doc.body.replaceChildren(text);
}
