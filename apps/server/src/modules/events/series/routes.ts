import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../../lib/route.ts';
import type { MeetingSeriesService } from './service.ts';

export function meetingSeriesRoutes(app: FastifyInstance, service: MeetingSeriesService): void {
  addRoute(app, apiRoutes.adminMeetingSeries, () => service.view());
  addRoute(app, apiRoutes.adminSaveMeetingSeries, ({ member, body, request }) =>
    service.save(member.id, body, request.ip),
  );
}
