import type {
  FactField,
  FieldVerification,
} from '../../../src/domain/verification.ts'

/** The before-you-go facts' confirmations, none: for a Verification written out by hand. */
export const NO_FACTS: Record<FactField, FieldVerification | null> = {
  min_age: null,
  medicaid: null,
  xray: null,
  last_checkin: null,
  languages: null,
}
