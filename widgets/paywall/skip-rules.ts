import { checkBypass, type BypassRule } from './bypass.ts';

export type SkipReason = 'disableForFrontend' | 'moove' | 'project' | 'bypass';

export interface SkipInput {
  disableForFrontend: boolean;
  /** The brand table's paywall-provider flag (spec 3.5 features); off on the one skipped project. */
  paywallFeature: boolean;
  bypass: BypassRule;
  href?: string;
}

/**
 * spec 5.1: why the paywall is skipped on this page, or undefined. A skipped paywall loads no
 * provider script at all.
 *
 * @remarks spec 5.1 also names a check of the project 'sosi' whose result is never used; it has no
 * effect, so it is not written (README "paywall").
 */
export async function skipReason(input: SkipInput): Promise<SkipReason | undefined> {
  if (input.disableForFrontend) return 'disableForFrontend';
  const href = input.href ?? location.href;
  if (new URL(href).searchParams.has('moove')) return 'moove';
  if (!input.paywallFeature) return 'project';
  if (await checkBypass(input.bypass, href)) return 'bypass';
  return undefined;
}
