import type { Catalogue } from '../catalogue.ts'

export default {
  texts: {},
} satisfies Catalogue
