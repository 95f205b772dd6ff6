import type { AppParts } from '../../app-parts.ts';
import { HealthService } from './health-service.ts';

export function systemModule({ db }: AppParts) {
  return { health: new HealthService(db) };
}
