// The choose step's words, apart from its screens: the release-time prerender's page list (plain data, run in
// Node) titles the step's prerendered page with them, and the step and its frame say them.
import type { UpsellProduct } from './upsell-offer';

/** The step's words, the same whether its list has loaded or not; `flowTitle` names the flow in the tab's title. */
export function choosePetsWords(product: UpsellProduct, flowTitle: string) {
  const pageTitle = `Choose your pets – ${flowTitle}`;
  return product === 'INSURANCE'
    ? { title: 'Which pets should we insure?', intro: 'These pets have no insurance with us yet.', pageTitle }
    : {
        title: 'Which pets get a wellness plan?',
        intro: 'These pets have no wellness plan yet. The classic plan is chosen for you; you can change it next.',
        pageTitle,
      };
}
