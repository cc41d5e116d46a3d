import { loadBuiltinRepository } from '@/data/create-repository'
import { runRepositoryContract } from './repository-contract'

runRepositoryContract('built-in data', loadBuiltinRepository)
