/** The demo chapter's members. The first three are the README's demo accounts. */
export interface DemoPerson {
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
  position: string;
  /** Shown on the public business card; some members have none, so the card's placeholder shows too. */
  website?: string;
  staff?: boolean;
}

const fixed: DemoPerson[] = [
  {
    firstName: 'สมศักดิ์',
    lastName: 'ใจดี',
    phone: '0811111111',
    company: 'ใจดีการบัญชี',
    position: 'ผู้สอบบัญชี',
    website: 'https://jaidee-accounting.example.com',
    staff: true,
  },
  {
    firstName: 'สมชาย',
    lastName: 'รักงาน',
    phone: '0822222222',
    company: 'รักงานก่อสร้าง',
    position: 'กรรมการผู้จัดการ',
    website: 'https://rakngan.example.com',
  },
  { firstName: 'สุดารัตน์', lastName: 'ทองมา', phone: '0833333333', company: 'ทองมาดีไซน์สตูดิโอ', position: 'นักออกแบบภายใน' },
];

/** The other members, one a line: first name | last name | company | position | website (some have none). */
const others = `
วิชัย | ศรีสุข | ศรีสุขประกันภัย | ตัวแทนประกันชีวิต | srisuk-insurance.example.com
พรทิพย์ | แก้วใส | แก้วใสคลินิกทันตกรรม | ทันตแพทย์
ธนากร | บุญมา | บุญมาโลจิสติกส์ | ผู้จัดการฝ่ายขาย
กาญจนา | วงศ์ใหญ่ | วงศ์ใหญ่อสังหาริมทรัพย์ | นายหน้าอสังหาริมทรัพย์
ประเสริฐ | มั่นคง | มั่นคงกฎหมายธุรกิจ | ทนายความ
นภัสสร | พูลสวัสดิ์ | พูลสวัสดิ์ออร์แกไนเซอร์ | ผู้จัดงานอีเวนต์
อนุชา | เจริญผล | เจริญผลไอที โซลูชั่น | วิศวกรระบบ | https://charoenphon-it.example.com
รัตนา | สายทอง | สายทองเบเกอรี่ | เจ้าของกิจการ
ชัยวัฒน์ | พงษ์ไพร | พงษ์ไพรการพิมพ์ | ผู้จัดการโรงพิมพ์
ศิริพร | อินทร์แก้ว | อินทร์แก้วทราเวล | ที่ปรึกษาการท่องเที่ยว
ณัฐพล | ทรัพย์มาก | ทรัพย์มากการเงิน | นักวางแผนการเงิน
วรรณา | ชัยมงคล | ชัยมงคลดอกไม้สด | นักจัดดอกไม้
กิตติศักดิ์ | ประทุมทอง | ประทุมทองแอร์เซอร์วิส | ช่างเทคนิคอาวุโส
อรุณี | ศักดิ์ดี | ศักดิ์ดีสปา | ผู้จัดการสปา
ปิยะพงษ์ | นาคสวัสดิ์ | นาคสวัสดิ์ยานยนต์ | ที่ปรึกษาการขายรถยนต์
จันทร์เพ็ญ | บุญรอด | บุญรอดโฟโต้ | ช่างภาพ
สุรเชษฐ์ | วัฒนกุล | วัฒนกุลสถาปนิก | สถาปนิก
มาลัย | ดวงแก้ว | ดวงแก้วเครื่องสำอาง | ผู้แทนจำหน่าย
ธีรวัฒน์ | สมบูรณ์ชัย | สมบูรณ์ชัยโซลาร์ | วิศวกรพลังงาน
เพ็ญศรี | รุ่งเรือง | รุ่งเรืองอาหารทะเล | ผู้จัดการร้านอาหาร
อภิชาติ | แสงทอง | แสงทองดิจิทัลมาร์เก็ตติ้ง | นักการตลาดออนไลน์ | https://saengthong.example.com
ลัดดาวัลย์ | ศรีวงศ์ | ศรีวงศ์ทรัพยากรบุคคล | ที่ปรึกษาด้านบุคคล
ภานุวัฒน์ | คงเจริญ | คงเจริญวัสดุก่อสร้าง | ผู้อำนวยการฝ่ายขาย
สุภาพร | เกษมสุข | เกษมสุขกายภาพบำบัด | นักกายภาพบำบัด
เอกชัย | ธนาวุฒิ | ธนาวุฒิทำความสะอาด | เจ้าของกิจการ
นิตยา | ปัญญาดี | ปัญญาดีติวเตอร์ | ผู้อำนวยการสถาบัน
ชาญวิทย์ | อุดมศักดิ์ | อุดมศักดิ์เฟอร์นิเจอร์ | นักออกแบบเฟอร์นิเจอร์
`;

export const demoPeople: DemoPerson[] = [
  ...fixed,
  ...others
    .trim()
    .split('\n')
    .map((line, index) => {
      const [firstName = '', lastName = '', company = '', position = '', website] = line.split(' | ');
      return {
        firstName,
        lastName,
        company,
        position,
        ...(website && { website }),
        phone: `0890000${String(index + 4).padStart(3, '0')}`,
      };
    }),
];
