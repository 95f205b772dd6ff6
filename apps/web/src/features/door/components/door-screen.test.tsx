import { apiMessages } from '@chapter/contract/messages';
import { apiRoutes } from '@chapter/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError } from '../../../test/mock-api.ts';
import { card, cards, checkIn, doorList, doorServer, meeting, people, renderDoor } from '../testing/door-fixtures.tsx';

const names = async () => (await cards()).map((item) => within(item).getAllByText(/\S/)[0]?.textContent);

describe('the door list', () => {
  it('opens the meeting the server says, with the counts and each person’s kind, seat and check-in', async () => {
    doorServer();
    renderDoor();
    expect(await names()).toEqual(['สมชาย รักงาน', 'สมหญิง ใจดี', 'ประยุทธ ค้างจ่าย', 'ประภา มาเยือน', 'มานพ แทนกัน']);
    expect(screen.getByRole('combobox', { name: 'การประชุม' })).toHaveValue('ประชุมประจำสัปดาห์ 05/03/2099 06:30');
    expect(screen.getByText('โรงแรมริเวอร์ไซด์ · 05/03/2099 06:30 – 09:00')).toBeInTheDocument();
    expect(screen.getByText('เช็กอินหลัง 06:45 นับว่ามาสาย')).toBeInTheDocument();
    expect(screen.getByTestId('door-counts')).toHaveTextContent('เช็กอินแล้ว 2/5 คน');
    expect(screen.getByTestId('door-counts')).toHaveTextContent('ผู้เยี่ยมชมและตัวแทน 2 คน');

    const paid = await card('สมชาย รักงาน');
    expect(paid).toHaveTextContent('สมาชิก');
    expect(paid).toHaveTextContent('ชำระแล้ว');
    expect(paid).toHaveTextContent('เช็กอิน 06:40');
    expect(paid).toHaveTextContent('โดย วิภา ต้อนรับ');
    expect(paid).not.toHaveTextContent('สาย');
    expect(within(paid).queryByRole('button', { name: /รับเงินสด/ })).not.toBeInTheDocument();

    const unregistered = await card('สมหญิง ใจดี');
    expect(unregistered).toHaveTextContent('ส่งตัวแทน: มานพ แทนกัน');
    expect(unregistered).toHaveTextContent('แจ้งว่าไม่มา');
    expect(unregistered).toHaveTextContent('ยังไม่ลงทะเบียน');
    expect(unregistered).toHaveTextContent('ยังไม่เช็กอิน');

    const owing = await card('ประยุทธ ค้างจ่าย');
    expect(owing).toHaveTextContent('ค้างชำระ 650.00 บาท');
    expect(owing).toHaveTextContent('เช็กอิน 06:52');
    expect(within(owing).getByText('สาย')).toBeInTheDocument();
    expect(within(owing).getByRole('button', { name: 'รับเงินสด ประยุทธ ค้างจ่าย' })).toBeInTheDocument();

    const visitor = await card('ประภา มาเยือน');
    expect(visitor).toHaveTextContent('ผู้เยี่ยมชม');
    expect(visitor).toHaveTextContent('เชิญโดย สมชาย รักงาน');
    expect(visitor).toHaveTextContent('จะจ่ายหน้างาน 750.00 บาท');

    const substitute = await card('มานพ แทนกัน');
    expect(substitute).toHaveTextContent('ตัวแทน');
    expect(substitute).toHaveTextContent('ตัวแทนของ สมหญิง ใจดี');
    expect(substitute).toHaveTextContent('สลิปรอตรวจ');
    expect(substitute).toHaveTextContent('ผู้ชำระ: สมหญิง ใจดี');
    // The treasurer checks the slip first: no cash is taken twice.
    expect(within(substitute).queryByRole('button', { name: /รับเงินสด/ })).not.toBeInTheDocument();
  });

  it('finds people by name or company as the host types, and by the segments', async () => {
    const user = userEvent.setup();
    doorServer();
    renderDoor();
    await cards();
    await user.type(screen.getByRole('textbox', { name: 'ค้นหาชื่อหรือบริษัท' }), 'ทัวร์');
    expect(await names()).toEqual(['ประภา มาเยือน']);
    await user.clear(screen.getByRole('textbox', { name: 'ค้นหาชื่อหรือบริษัท' }));
    await user.type(screen.getByRole('textbox', { name: 'ค้นหาชื่อหรือบริษัท' }), 'สม');
    expect(await names()).toEqual(['สมชาย รักงาน', 'สมหญิง ใจดี']);
    await user.type(screen.getByRole('textbox', { name: 'ค้นหาชื่อหรือบริษัท' }), 'ไม่มีใคร');
    expect(await screen.findByText('ไม่พบรายชื่อที่ตรงกับการค้นหา')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'ค้นหาชื่อหรือบริษัท' }));

    await user.click(screen.getByRole('radio', { name: 'ผู้เยี่ยมชมและตัวแทน' }));
    expect(await names()).toEqual(['ประภา มาเยือน', 'มานพ แทนกัน']);
    await user.click(screen.getByRole('radio', { name: 'ยังไม่เช็กอิน' }));
    expect(await names()).toEqual(['สมหญิง ใจดี', 'ประภา มาเยือน', 'มานพ แทนกัน']);
    await user.click(screen.getByRole('radio', { name: 'สมาชิก' }));
    expect(await names()).toEqual(['สมชาย รักงาน', 'สมหญิง ใจดี', 'ประยุทธ ค้างจ่าย']);
  });

  it('checks a member in with a tap on their card, after naming them, and the list shows it', async () => {
    const user = userEvent.setup();
    let list = doorList();
    const api = doorServer(() => answer(apiRoutes.doorList, list), {
      'POST /api/meetings/70/door/check-ins/': () => {
        list = doorList({
          people: people.map((one) => (one.member === 6 ? { ...one, check_in: { ...checkIn, id: 902 } } : one)),
        });
        return answer(apiRoutes.doorCheckIn, {
          detail: apiMessages.checkedIn('สมหญิง ใจดี'),
          name: 'สมหญิง ใจดี',
          kind: 'member',
          check_in: { ...checkIn, id: 902 },
        });
      },
    });
    renderDoor();
    await user.click(within(await card('สมหญิง ใจดี')).getByRole('button', { name: 'เช็กอิน สมหญิง ใจดี' }));
    const question = await screen.findByRole('dialog', { name: 'เช็กอิน' });
    expect(question).toHaveTextContent('เช็กอิน สมหญิง ใจดี ใช่หรือไม่');
    await user.click(within(question).getByRole('button', { name: 'เช็กอิน' }));

    expect(await screen.findByText('เช็กอิน สมหญิง ใจดี แล้ว')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ member: 6 });
    await waitFor(async () => expect(await card('สมหญิง ใจดี')).toHaveTextContent('เช็กอิน 06:40'));
    expect(screen.getByTestId('door-counts')).toHaveTextContent('เช็กอินแล้ว 3/5 คน');
  });

  it('checks a visitor in by their guest id', async () => {
    const user = userEvent.setup();
    const api = doorServer(doorList(), {
      'POST /api/meetings/70/door/check-ins/': answer(apiRoutes.doorCheckIn, {
        detail: apiMessages.checkedInLate('ประภา มาเยือน'),
        name: 'ประภา มาเยือน',
        kind: 'visitor',
        check_in: { ...checkIn, late: true },
      }),
    });
    renderDoor();
    await user.click(within(await card('ประภา มาเยือน')).getByRole('button', { name: 'เช็กอิน ประภา มาเยือน' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'เช็กอิน' }));
    expect(await screen.findByText('เช็กอิน ประภา มาเยือน แล้ว (มาสาย)')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ guest: 44 });
  });

  it('undoes a check-in after asking, and a refusal is a red toast with the server’s message', async () => {
    const user = userEvent.setup();
    const api = doorServer(doorList(), {
      'POST /api/meetings/70/door/check-ins/900/undo/': answer(apiRoutes.doorUndoCheckIn, {
        detail: apiMessages.checkInUndone,
      }),
      'POST /api/meetings/70/door/check-ins/901/undo/': answerError(409, { detail: apiMessages.checkInAlreadyUndone }),
    });
    renderDoor();
    await user.click(within(await card('สมชาย รักงาน')).getByRole('button', { name: 'ยกเลิกเช็กอิน สมชาย รักงาน' }));
    const question = await screen.findByRole('dialog', { name: 'ยกเลิกการเช็กอิน' });
    expect(question).toHaveTextContent('ยกเลิกการเช็กอินของ สมชาย รักงาน เมื่อ 06:40 ใช่หรือไม่');
    await user.click(within(question).getByRole('button', { name: 'ยกเลิกเช็กอิน' }));
    expect(await screen.findByText('ยกเลิกการเช็กอินแล้ว')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/meetings/70/door/check-ins/900/undo/',
    ]);

    await user.click(within(await card('ประยุทธ ค้างจ่าย')).getByRole('button', { name: 'ยกเลิกเช็กอิน ประยุทธ ค้างจ่าย' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ยกเลิกเช็กอิน' }));
    expect(await screen.findByText(apiMessages.checkInAlreadyUndone)).toBeInTheDocument();
  });

  it('opens another meeting picked from the list', async () => {
    const user = userEvent.setup();
    const api = doorServer(doorList(), {
      'GET /api/meetings/71/door/': answer(
        apiRoutes.doorList,
        doorList({ meeting: { ...meeting, id: 71 }, people: [] }),
      ),
    });
    renderDoor();
    await cards();
    await user.click(screen.getByRole('combobox', { name: 'การประชุม' }));
    await user.click(await screen.findByRole('option', { name: 'ประชุมประจำสัปดาห์ 12/03/2099 06:30' }));
    expect(await screen.findByText('ไม่พบรายชื่อที่ตรงกับการค้นหา')).toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toContain('/api/meetings/71/door/');
  });

  it('says so when there is no meeting to open', async () => {
    doorServer(doorList(), {
      'GET /api/door/meetings/': answer(apiRoutes.doorMeetings, { meetings: [], current: null }),
    });
    renderDoor();
    expect(await screen.findByText('ไม่มีการประชุมประจำสัปดาห์ที่เปิดหน้างานได้ในช่วงนี้')).toBeInTheDocument();
  });
});
