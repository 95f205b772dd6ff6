import { CARD_FIELDS, type TCardField } from '@chapter/contract/card-fields';
import type { TCardSettings } from '@chapter/contract/members';
import type { VCardContact } from './vcard.ts';

/**
 * The database keeps the fields a member left OFF their card (`members.card_hidden_fields`), so
 * the default, nothing hidden, is the card as it always was; the API speaks of the fields shown.
 */
export function shownFieldsOf(hiddenFields: readonly string[]): TCardField[] {
  return CARD_FIELDS.filter((field) => !hiddenFields.includes(field));
}

export function hiddenFieldsOf(shownFields: readonly TCardField[]): TCardField[] {
  return CARD_FIELDS.filter((field) => !shownFields.includes(field));
}

export function cardSettingsOf(row: { cardHidden: boolean; cardHiddenFields: readonly string[] }): TCardSettings {
  return { hidden: row.cardHidden, shown_fields: shownFieldsOf(row.cardHiddenFields) };
}

/** The member's card as stored, before the member's choices are applied. */
export type CardRow = Omit<VCardContact, 'phone'> & { phone: string; cardHiddenFields: readonly string[] };

/**
 * The one place a member's choices are applied to their card: the JSON, the contact file and the
 * page are all made from its result, so none of them can show a field the member left off.
 */
export function withoutHiddenFields(row: CardRow): VCardContact {
  const shown = (field: TCardField) => !row.cardHiddenFields.includes(field);
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    phone: shown('phone') ? row.phone : null,
    email: shown('email') ? row.email : null,
    company: shown('company') ? row.company : null,
    position: shown('position') ? row.position : null,
    website: shown('website') ? row.website : null,
    pictureUrl: shown('picture') ? row.pictureUrl : null,
  };
}
