import { buildTemplates } from './templates';

/** Vitest's global setup of the API project: the run's migrated and seeded templates. */
export default async function setup() {
  return buildTemplates();
}
