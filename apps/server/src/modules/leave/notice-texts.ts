/*
 * What a member reads over LINE about their leave and their absences (issue 35). Plain texts that
 * name the chapter first, as messaging's notice-texts.ts.
 */

/** A Bangkok day (YYYY-MM-DD) as members read it, DD/MM/YYYY. */
export const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

const period = (startsOn: string, endsOn: string) =>
  startsOn === endsOn ? `วันที่ ${dayText(startsOn)}` : `วันที่ ${dayText(startsOn)}–${dayText(endsOn)}`;

export const leaveNoticeTexts = {
  approved: (input: { chapter: string; startsOn: string; endsOn: string }) =>
    [
      `${input.chapter}: คำขอลาของคุณ${period(input.startsOn, input.endsOn)} ได้รับการอนุมัติแล้ว`,
      'การประชุมในช่วงนี้จะบันทึกเป็นการลา (M) ไม่นับเป็นการขาด',
    ].join('\n'),
  refused: (input: { chapter: string; startsOn: string; endsOn: string; reason: string }) =>
    [
      `${input.chapter}: คำขอลาของคุณ${period(input.startsOn, input.endsOn)} ไม่ได้รับการอนุมัติ`,
      `เหตุผล: ${input.reason}`,
      'หากมาประชุมไม่ได้ กรุณาส่งตัวแทน หรือติดต่อรองประธาน',
    ].join('\n'),
  absences: (input: { chapter: string; absences: number; limit: number }) =>
    [
      `${input.chapter}: คุณขาดประชุม ${input.absences} ครั้งในช่วง 6 เดือนที่ผ่านมา`,
      input.absences >= input.limit
        ? `ครบเกณฑ์ ${input.limit} ครั้งแล้ว ที่นั่งของคุณในชาปเตอร์มีความเสี่ยง กรุณาติดต่อรองประธาน`
        : `หากขาดครบ ${input.limit} ครั้ง ที่นั่งของคุณในชาปเตอร์จะมีความเสี่ยง`,
      'เมื่อมาประชุมไม่ได้ กรุณาส่งตัวแทนหรือขอลาล่วงหน้าในแอป',
    ].join('\n'),
};
