/** Issue 31: a plus teaser as the CMS renders it (the CMS writes the brand's tier, spec 4.3). */
export const PLUS_TEASER_MARKUP =
  '<aside class="kiosk-plus-teaser"><p><strong>ams+</strong> · Alle Tests, alle Vergleiche</p>' +
  '<p>Lesen Sie unsere Dauertests und Kaufberatungen ohne Grenzen.</p><a href="/abo/">ams+ jetzt testen</a></aside>';
