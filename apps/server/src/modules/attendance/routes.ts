import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { addRoute } from '../../lib/route.ts';
import type { AttendanceSheetService } from './sheet-service.ts';

export function attendanceRoutes(app: FastifyInstance, services: { sheets: AttendanceSheetService }): void {
  const { sheets } = services;
  addRoute(app, apiRoutes.attendanceMeetings, () => sheets.meetings());
  addRoute(app, apiRoutes.attendanceSheet, ({ params }) => sheets.sheet(params.id));
  addRoute(app, apiRoutes.closeAttendance, ({ member, params, request }) =>
    sheets.close(member.id, params.id, request.ip),
  );
  addRoute(app, apiRoutes.correctAttendance, ({ member, params, body, request }) =>
    sheets.correct(member.id, params.id, params.memberId, body, request.ip),
  );
  addRoute(app, apiRoutes.markAttendanceEntered, ({ member, params, request }) =>
    sheets.markEntered(member.id, params.id, request.ip),
  );
  addRoute(app, apiRoutes.attendanceExport, async ({ member, params, query, request, reply }) => {
    const file = await sheets.exportFile(params.id, query.format, member.id, request.ip);
    reply
      .type(file.contentType)
      .header('Content-Disposition', contentDisposition('attachment', file.fileName, `palms.${query.format}`))
      .header('Cache-Control', 'no-store');
    return file.bytes;
  });
}
