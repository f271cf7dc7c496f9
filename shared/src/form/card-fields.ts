// @tailwise/shared/form/card-fields: card entry for every form that takes a card. Its own subpath so
// forms without a card do not carry the contract's card schema.
export { CardFields, type CardFieldsProps } from './card/CardFields';
export {
  CardEntryFields,
  CardEntrySchema,
  CARD_FIELD_MAP,
  checkCardEntry,
  emptyCardEntry,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  type CardEntryValues,
} from './card/card-entry';
