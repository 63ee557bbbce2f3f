/**
 * The part of the IAB TCF v2 `TCData` (CMP JS API, version 2) that Kiosk reads. Every TCF policy version
 * since 2.0 keeps this shape and the version argument `2`, so a consumer written against it works with
 * the CMPs German publishers run (Sourcepoint, Usercentrics, consentmanager, OneTrust, Didomi …).
 */
export interface TcData {
  /** false: TCF signals do not apply (outside the EEA); the publisher decides. */
  gdprApplies?: boolean;
  /** 'tcloaded': a stored choice; 'cmpuishown': the banner is up; 'useractioncomplete': just chosen. */
  eventStatus?: string;
  tcString?: string;
  purpose?: { consents?: Record<string, boolean> };
  vendor?: { consents?: Record<string, boolean> };
}

/** `window.__tcfapi`, as a page's CMP (or its stub) installs it. */
export type TcfApi = (
  command: 'addEventListener',
  version: 2,
  callback: (tcData: TcData, success: boolean) => void,
) => void;

/** What the reader has agreed to: purpose and vendor ids with consent, the TC string it came in. */
export interface ConsentChoice {
  purposes: number[];
  vendors: number[];
  tcString?: string;
}

const granted = (consents: Record<string, boolean> = {}) =>
  Object.keys(consents)
    .filter((id) => consents[id])
    .map(Number);

/**
 * A choice from one `addEventListener` callback, or `undefined` while there is none yet: no data
 * (`success` false), or the banner still up (`cmpuishown`). Consent only, never legitimate interest:
 * purposes 3–6 cannot rest on it (TCF v2.2), and a script Kiosk loads stores on the device (TTDSG § 25).
 */
export function choiceOf(tcData: TcData, success: boolean): ConsentChoice | undefined {
  const status = tcData.eventStatus;
  if (success && (status == 'tcloaded' || status == 'useractioncomplete'))
    return {
      purposes: granted(tcData.purpose?.consents),
      vendors: granted(tcData.vendor?.consents),
      tcString: tcData.tcString,
    };
}
