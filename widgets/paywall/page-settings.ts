import type { PageData } from '../../src/config.ts';
import { FieldReader, isObject } from '../../src/field-reader.ts';

/** spec 3.4: the per-page provider block, `stats.tracking[<provider block>]`. */
export interface ProviderBlock {
  key?: string;
  domain?: string;
  disableForFrontend: boolean;
  hasScoring: boolean;
  object_type?: string;
  object_id?: string;
  section?: string;
  content_type?: string;
}

/** spec 3.4: the paywall article info, `stats.tracking.paywallArticle`. */
export interface ArticleInfo {
  isPremiumArticle: boolean;
  sid?: string;
  author?: string;
  key?: string;
  domain?: string;
  track_positions: boolean;
}

export interface PageSettings {
  provider: ProviderBlock;
  article: ArticleInfo;
  /** spec 3.7 `stats.tracking.config.resetPaywallArticle` */
  resetPaywallArticle: boolean;
  /** The article id for events: the article info's sid, else the page's CID (spec 3.7). */
  articleId: string;
  author: string;
}

/** Reads the paywall's parts of the page data (spec 3.4, 3.7); wrong fields read as missing. */
export function readPageSettings(page: PageData, block: string): PageSettings {
  const tracking = new FieldReader(isObject(page.stats?.tracking) ? page.stats.tracking : {});
  const provider = tracking.object(block) ?? new FieldReader({});
  const article = tracking.object('paywallArticle') ?? new FieldReader({});
  const config = tracking.object('config');
  const sid = article.string('sid');
  const author = article.string('author');
  return {
    provider: {
      key: provider.string('key'),
      domain: provider.string('domain'),
      disableForFrontend: provider.boolean('disableForFrontend', false),
      hasScoring: provider.boolean('hasScoring', false),
      object_type: provider.string('object_type'),
      object_id: provider.string('object_id'),
      section: provider.string('section'),
      content_type: provider.string('content_type'),
    },
    article: {
      isPremiumArticle: article.boolean('isPremiumArticle', false),
      sid,
      author,
      key: article.string('key'),
      domain: article.string('domain'),
      track_positions: article.boolean('track_positions', false),
    },
    resetPaywallArticle: config?.boolean('resetPaywallArticle', false) ?? false,
    articleId: sid ?? page.CID ?? '',
    author: author ?? page.author ?? '',
  };
}
