import { GVL, TCModel, TCString } from '@iabtechlabtcf/core';
import vendorList from '../../../demo-host/api/cmp/vendor-list.json' with { type: 'json' };

/** The vendor ids of the demo's Global Vendor List fixture. */
export const VENDOR_IDS = Object.keys(vendorList.vendors).map(Number);

/** A real TC string with consent for exactly these purposes and vendors, as a CMP would make it. */
export function tcStringFor(purposes: number[], vendors: number[]): string {
  const model = new TCModel(new GVL(vendorList));
  model.cmpId = 999;
  model.cmpVersion = 1;
  model.purposeConsents.set(purposes);
  model.vendorConsents.set(vendors);
  return TCString.encode(model);
}
