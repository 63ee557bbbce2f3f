/**
 * Issue 27: the paid box, once. The CMS renders it as server markup (`paidBoxHtml`, also the demo's and
 * the README's), and the training-plan filter renders its results with the same function through the
 * plain-DOM element helper, so an article's box and a filter result are one markup.
 */

/** A plan as a paid box shows it. */
export interface PaidBoxPlan {
  id: string;
  title: string;
  pages: number;
  /** Euros with a dot, VAT included: '4.99'. */
  price: string;
  cover: { url: string; width: number; height: number };
  /** The shop's product page: 'Jetzt kaufen' works there without script. */
  productUrl: string;
  sampleUrl?: string;
}

/** The reader's words, character for character (issue 27). */
export const PAID_BOX_LABELS = {
  kicker: 'Trainingsplan als PDF',
  buy: 'Jetzt kaufen',
  download: 'Herunterladen',
  sample: 'Leseprobe',
  pages: (pages: number) => `${pages} Seiten`,
  price: (amount: string) => `${amount.replace('.', ',')} € inkl. MwSt.`,
} as const;

/** The classes Kiosk finds in the server markup. */
export const PAID_BOX_CLASSES = {
  box: 'kiosk-paid-box',
  title: 'kiosk-paid-box__title',
  action: 'kiosk-paid-box__action',
  status: 'kiosk-paid-box__status',
} as const;

type Tag = 'aside' | 'img' | 'div' | 'p' | 'a';
/** Builds one element: the element helper (DOM) or {@link htmlBuilder} (server markup). */
export type Builder<T> = (
  tag: Tag,
  attributes: Record<string, string | number> | null,
  ...children: Array<T | string>
) => T;

/** The box for `plan`, built with `h`. */
export function paidBox<T>(h: Builder<T>, plan: PaidBoxPlan): T {
  return h(
    'aside',
    { class: PAID_BOX_CLASSES.box, 'aria-label': `Trainingsplan: ${plan.title}`, 'data-plan': plan.id },
    h('img', {
      class: 'kiosk-paid-box__cover',
      width: plan.cover.width,
      height: plan.cover.height,
      alt: '',
      loading: 'lazy',
      src: plan.cover.url,
    }),
    h(
      'div',
      { class: 'kiosk-paid-box__body' },
      h('p', { class: 'kiosk-paid-box__kicker' }, PAID_BOX_LABELS.kicker),
      h('p', { class: PAID_BOX_CLASSES.title }, plan.title),
      h('p', { class: 'kiosk-paid-box__pages' }, PAID_BOX_LABELS.pages(plan.pages)),
      h('p', { class: 'kiosk-paid-box__price' }, PAID_BOX_LABELS.price(plan.price)),
      h(
        'div',
        { class: 'kiosk-paid-box__actions' },
        h(
          'a',
          {
            class: PAID_BOX_CLASSES.action,
            href: plan.productUrl,
            'aria-label': `${PAID_BOX_LABELS.buy}: ${plan.title}`,
          },
          PAID_BOX_LABELS.buy,
        ),
        ...(plan.sampleUrl
          ? [
              h(
                'a',
                {
                  class: 'kiosk-paid-box__sample',
                  href: plan.sampleUrl,
                  'aria-label': `${PAID_BOX_LABELS.sample}: ${plan.title}`,
                },
                PAID_BOX_LABELS.sample,
              ),
            ]
          : []),
      ),
      h('p', { class: PAID_BOX_CLASSES.status, role: 'status' }),
    ),
  );
}

/** Markup as a string, built by {@link htmlBuilder}: text and attribute values escaped. */
export interface Html {
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The server's way to build the box: escaped text, no script. */
export const htmlBuilder: Builder<Html> = (tag, attributes, ...children) => {
  const attrs = Object.entries(attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('');
  const inner = children.map((child) => (typeof child == 'string' ? escapeHtml(child) : child.html)).join('');
  return { html: tag == 'img' ? `<img${attrs}>` : `<${tag}${attrs}>${inner}</${tag}>` };
};

/** The box as a CMS renders it. */
export const paidBoxHtml = (plan: PaidBoxPlan) => paidBox(htmlBuilder, plan).html;
