import type { AppParts } from '../app-parts.ts';
import { HealthService, type LineState } from './health-service.ts';
import { HealthRepository } from './repository.ts';

export function systemModule({ db }: AppParts, { line }: { line: LineState }) {
  return { health: new HealthService(new HealthRepository(db), line) };
}
