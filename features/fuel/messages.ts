/** What a reader of the fuel search reads when they must act, in German (issue 15). */
export const NEED_PLACE = 'Bitte geben Sie einen Ort oder eine Postleitzahl ein.';
export const noPlace = (text: string) =>
  `Zu „${text}“ haben wir keinen Ort gefunden. Bitte prüfen Sie die Schreibweise oder die Postleitzahl.`;
export const SEARCH_FAILED =
  'Die Tankstellensuche ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.';
export const SEARCH_SLOW = 'Die Suche dauert gerade länger als gewohnt.';
export const noStations = (range: number) =>
  `Im Umkreis von ${range} km haben wir keine passende Tankstelle gefunden. Vergrößern Sie den Umkreis oder wählen Sie eine andere Marke.`;
/** Why a type other than E10, E5 and Diesel comes without prices (spec 5.4 whitelist). */
export const NOT_PRICED =
  'Für diese Sorte melden Tankstellen keine Preise an die Markttransparenzstelle; wir zeigen deshalb nur, wo es sie gibt.';
export const LOCATION_DENIED =
  'Ihr Browser gibt den Standort nicht frei. Erlauben Sie den Zugriff oder geben Sie Ort oder Postleitzahl ein.';
export const LOCATION_UNAVAILABLE =
  'Ihr Standort lässt sich gerade nicht ermitteln. Bitte geben Sie Ort oder Postleitzahl ein.';
export const LOCATION_SLOW =
  'Die Standortermittlung dauert zu lange. Versuchen Sie es noch einmal oder geben Sie Ort oder Postleitzahl ein.';
/** A station's posted hours, asked for when the reader opens them (issue 22). */
export const HOURS_LOADING = 'Öffnungszeiten werden geladen …';
export const HOURS_FAILED =
  'Die Öffnungszeiten sind gerade nicht abrufbar. Bitte versuchen Sie es gleich noch einmal.';
export const NO_HOURS = 'Die Tankstelle hat keine Öffnungszeiten gemeldet.';
