import { apiRoutes } from '@chapter/contract/routes';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import type { AbsenceService } from './absence-service.ts';
import type { AttendanceService } from './attendance-service.ts';
import type { LeaveDecisionsService } from './leave-decisions-service.ts';
import type { LeaveService } from './leave-service.ts';

export function leaveRoutes(
  app: FastifyInstance,
  services: {
    absence: AbsenceService;
    leave: LeaveService;
    decisions: LeaveDecisionsService;
    attendance: AttendanceService;
  },
): void {
  const { absence, leave, decisions, attendance } = services;
  addRoute(app, apiRoutes.saySkipMeeting, ({ member, params, request }) =>
    absence.say(member.id, params.id, request.ip),
  );
  addRoute(app, apiRoutes.withdrawSkipMeeting, ({ member, params, request }) =>
    absence.withdraw(member.id, params.id, request.ip),
  );
  addRoute(app, apiRoutes.requestLeave, ({ member, body, request }) => leave.request(member.id, body, request.ip));
  addRoute(app, apiRoutes.withdrawLeave, ({ member, params, request }) =>
    leave.withdraw(member.id, params.id, request.ip),
  );
  addRoute(app, apiRoutes.leaveRequests, () => leave.forDecision());
  addRoute(app, apiRoutes.approveLeave, ({ member, params, request }) =>
    decisions.approve(member.id, params.id, request.ip),
  );
  addRoute(app, apiRoutes.refuseLeave, ({ member, params, body, request }) =>
    decisions.refuse(member.id, params.id, body.reason, request.ip),
  );
  addRoute(app, apiRoutes.myAttendance, ({ member }) => attendance.mine(member.id));
  addRoute(app, apiRoutes.attendanceAtRisk, () => attendance.atRisk());
  addRoute(app, apiRoutes.remindAbsent, ({ member, body, request }) =>
    attendance.remind(member.id, body.members, request.ip),
  );
}
