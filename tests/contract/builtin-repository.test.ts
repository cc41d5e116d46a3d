import { loadBuiltinRepository } from '@/data/create-repository'
import { createBuiltinRepository } from '@/data/builtin/builtin-repository'
import { COORDINATES } from '@/data/builtin/generated/coordinates'
import { runRepositoryContract } from './repository-contract'

runRepositoryContract('built-in data', loadBuiltinRepository, async (rows) =>
  createBuiltinRepository({ ...rows, coordinates: COORDINATES }),
)
