import type { AppParts } from '../../app-parts.ts';
import { HealthService, type LineState } from './health-service.ts';

export function systemModule({ db }: AppParts, { line }: { line: LineState }) {
  return { health: new HealthService(db, line) };
}
