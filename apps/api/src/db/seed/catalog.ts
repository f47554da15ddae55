/**
 * The demo catalog comes from the casino module's generator, which the operator command and the
 * benchmarks also use to add games.
 */
export { generateCatalog, seedCatalog } from '../../modules/casino/catalog-generator';
