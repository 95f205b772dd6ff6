/**
 * The sending banks a Bank of Thailand slip QR names, by the three-digit bank code in its tag 00/01
 * (the codes of the Thai interbank clearing system). The staff screen shows the Thai name; an
 * unknown code is shown as the code itself, since a new bank must never make a slip unreadable.
 */
export const slipBanks: Record<string, { short: string; name: string }> = {
  '002': { short: 'BBL', name: 'ธนาคารกรุงเทพ' },
  '004': { short: 'KBANK', name: 'ธนาคารกสิกรไทย' },
  '006': { short: 'KTB', name: 'ธนาคารกรุงไทย' },
  '011': { short: 'TTB', name: 'ธนาคารทหารไทยธนชาต' },
  '014': { short: 'SCB', name: 'ธนาคารไทยพาณิชย์' },
  '022': { short: 'CIMBT', name: 'ธนาคารซีไอเอ็มบี ไทย' },
  '024': { short: 'UOBT', name: 'ธนาคารยูโอบี' },
  '025': { short: 'BAY', name: 'ธนาคารกรุงศรีอยุธยา' },
  '030': { short: 'GSB', name: 'ธนาคารออมสิน' },
  '033': { short: 'GHB', name: 'ธนาคารอาคารสงเคราะห์' },
  '034': { short: 'BAAC', name: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร' },
  '066': { short: 'ISBT', name: 'ธนาคารอิสลามแห่งประเทศไทย' },
  '067': { short: 'TISCO', name: 'ธนาคารทิสโก้' },
  '069': { short: 'KKP', name: 'ธนาคารเกียรตินาคินภัทร' },
  '071': { short: 'TCD', name: 'ธนาคารไทยเครดิต' },
  '073': { short: 'LHFG', name: 'ธนาคารแลนด์ แอนด์ เฮ้าส์' },
};

/** A bank as staff read it: "ธนาคารไทยพาณิชย์ (SCB)", or the bare code for a bank not listed. */
export function slipBankLabel(code: string): string {
  const bank = slipBanks[code];
  return bank ? `${bank.name} (${bank.short})` : `ธนาคารรหัส ${code}`;
}
