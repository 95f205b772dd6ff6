import type { AppParts } from '../app-parts.ts';
import { AuditRepository } from './repository.ts';
import { AuditService } from './service.ts';

export function auditModule({ db }: AppParts) {
  return { audit: new AuditService(new AuditRepository(db)) };
}
