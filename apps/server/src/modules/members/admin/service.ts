import type { TAdminMember, TAdminMemberValues } from '@chapter/contract/admin-members';
import { apiMessages } from '@chapter/contract/messages';
import { fullName } from '@chapter/contract/names';
import { normalizeThaiPhone } from '@chapter/contract/phone';
import { ROLE_ADMIN } from '@chapter/contract/roles';
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { changesOf, writeAudit } from '../../../lib/audit.ts';
import { bangkokDate } from '../../../lib/bangkok-time.ts';
import { revokeMemberTokens } from '../../../lib/sessions-repository.ts';
import { generatePublicId } from '../../../lib/tokens.ts';
import type { ExportFile, ExportFormat } from '../../payments/confirmations/export.ts';
import { membersExportFile } from './member-export.ts';
import { checkMemberCsv, previewOf } from './member-import.ts';
import type { AdminMembersRepository, MemberValues, MemberWithRoles } from './repository.ts';

function toValues(input: TAdminMemberValues): MemberValues {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
    email: input.email,
    company: input.company,
    position: input.position,
    website: input.website,
    active: input.active,
  };
}

/** The fields an admin edits, as the audit log records them. */
function auditedFields(member: MemberValues & { roles: readonly string[] }) {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    phone: member.phone,
    email: member.email ?? null,
    company: member.company ?? null,
    position: member.position ?? null,
    website: member.website ?? null,
    roles: [...member.roles],
    active: member.active ?? true,
  };
}

export function toAdminMember(member: MemberWithRoles): TAdminMember {
  // An erased row's "#id" last name and "erased-id" phone only keep it unique in the database;
  // the back office shows it as one placeholder name with the date of the erasure (ADR 50).
  const erased = member.erasedAt !== null;
  return {
    id: member.id,
    first_name: member.firstName,
    last_name: erased ? '' : member.lastName,
    phone: erased ? '' : member.phone,
    email: member.email,
    company: member.company,
    position: member.position,
    website: member.website,
    roles: member.roles,
    active: member.active,
    line_display_name: member.lineDisplayName,
    line_bound: member.lineUserId !== null,
    created_at: member.createdAt.toISOString(),
    erased_at: member.erasedAt?.toISOString() ?? null,
  };
}

/** Members in the back office: list, add, edit (roles and deactivation included), CSV in and out. */
export class AdminMembersService {
  constructor(
    private readonly db: Db,
    private readonly repository: AdminMembersRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(search: string | undefined): Promise<TAdminMember[]> {
    const text = search?.trim();
    const members = await this.repository.list(text ? { text, phone: normalizeThaiPhone(text) } : undefined);
    return members.map(toAdminMember);
  }

  async create(adminId: number, input: TAdminMemberValues, address: string): Promise<TAdminMember> {
    const values = toValues(input);
    const id = await this.refusingTakenPhone(() =>
      this.db.transaction(async (tx) => {
        const row = await this.repository.insert(tx, { ...values, publicCardId: generatePublicId() });
        await this.repository.setRoles(tx, row.id, input.roles);
        await writeAudit(tx, {
          actorId: adminId,
          action: 'member.create',
          subjectType: 'member',
          subjectId: row.id,
          details: { member: auditedFields({ ...values, roles: input.roles }) },
          ip: address,
        });
        return row.id;
      }),
    );
    return toAdminMember(await this.found(id));
  }

  /**
   * Edits a member. Deactivating revokes every token of theirs in the same transaction, and the
   * auth check also refuses inactive members, so their open sessions stop at the next request.
   */
  async update(adminId: number, memberId: number, input: TAdminMemberValues, address: string): Promise<TAdminMember> {
    if (memberId === adminId && !input.active) throw ApiError.field('active', apiMessages.cannotDeactivateSelf);
    if (memberId === adminId && !input.roles.includes(ROLE_ADMIN)) {
      throw ApiError.field('roles', apiMessages.cannotDropOwnAdmin);
    }
    const values = toValues(input);
    const at = this.now();
    await this.refusingTakenPhone(() =>
      this.db.transaction(async (tx) => {
        const before = await this.repository.findById(tx, memberId);
        if (!before) throw ApiError.notFound(apiMessages.memberNotFound);
        // An erased member's row only carries the accounts: giving it a name again would undo the erasure.
        if (before.erasedAt !== null) throw ApiError.detail(409, apiMessages.memberAlreadyErased);
        await this.repository.update(tx, memberId, { ...values, updatedAt: at });
        await this.repository.setRoles(tx, memberId, input.roles);
        const deactivated = before.active && !input.active;
        const revokedTokens = deactivated ? await revokeMemberTokens(tx, memberId, at) : 0;
        const action = deactivated
          ? 'member.deactivate'
          : !before.active && input.active
            ? 'member.reactivate'
            : 'member.update';
        await writeAudit(tx, {
          actorId: adminId,
          action,
          subjectType: 'member',
          subjectId: memberId,
          details: {
            name: fullName(values.firstName, values.lastName),
            changes: changesOf(auditedFields(before), auditedFields({ ...values, roles: input.roles })),
            ...(deactivated && { revokedTokens }),
          },
          ip: address,
        });
      }),
    );
    return toAdminMember(await this.found(memberId));
  }

  /** Checks a CSV and says what importing it would do, row by row, writing nothing. */
  async previewImport(csv: string) {
    return previewOf(await checkMemberCsv(csv, (phones) => this.repository.phonesTaken(phones)));
  }

  /**
   * Imports a CSV the admin has previewed. It is checked again (the file or the members may have
   * changed since), and written in one transaction only when every row is good: all or nothing.
   */
  async import(adminId: number, csv: string, address: string) {
    const rows = await checkMemberCsv(csv, (phones) => this.repository.phonesTaken(phones));
    const bad = rows.filter((row) => row.values === null).length;
    if (bad > 0) throw ApiError.nonField(apiMessages.csvHasErrors(bad));
    const created = await this.refusingTakenPhone(() =>
      this.db.transaction(async (tx) => {
        const ids: number[] = [];
        for (const row of rows) {
          const input = row.values as TAdminMemberValues;
          const member = await this.repository.insert(tx, { ...toValues(input), publicCardId: generatePublicId() });
          await this.repository.setRoles(tx, member.id, input.roles);
          ids.push(member.id);
        }
        await writeAudit(tx, {
          actorId: adminId,
          action: 'member.import',
          subjectType: 'member',
          details: { count: ids.length, members: ids },
          ip: address,
        });
        return ids.length;
      }),
    );
    return { detail: apiMessages.membersImported(created), created };
  }

  /**
   * Every member as CSV or XLSX, in the columns import reads, made to survive a spreadsheet (ADR 58);
   * the export itself is audited (personal data). Erased members are left out: they have no data
   * to export, and their placeholder phone would not import.
   */
  async export(adminId: number, format: ExportFormat, address: string): Promise<ExportFile> {
    const members = (await this.repository.list()).filter((member) => member.erasedAt === null);
    await writeAudit(this.db, {
      actorId: adminId,
      action: 'member.export',
      details: { count: members.length, format },
      ip: address,
    });
    return membersExportFile(members, bangkokDate(this.now()), format);
  }

  private async found(memberId: number): Promise<MemberWithRoles> {
    const member = await this.repository.findById(this.db, memberId);
    if (!member) throw ApiError.notFound(apiMessages.memberNotFound);
    return member;
  }

  /** The unique index on phone decides, whatever races: its refusal names the phone field. */
  private async refusingTakenPhone<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'members_phone_unique')) throw ApiError.field('phone', apiMessages.phoneTaken);
      throw error;
    }
  }
}
