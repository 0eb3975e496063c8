/** Sample data more than one machine's model uses. */
import { PNG_HEAD } from './image-heads.js';

export const player = { id: '1', account: 'alice', nickname: null, type: 0 };
export const agent = { id: '2', account: 'boss', nickname: null, type: 41 };
export const png = { name: 'a.png', type: 'image/png', size: 10, data: null, head: PNG_HEAD };
export const contract = (contractId: string, rate: number) => ({
  contractId,
  type: 'DAILY',
  status: 'ACTIVE',
  uplineAccount: 'u',
  downlineAccount: 'd',
  rules: [{ rate }],
  createdTime: '2026-11-01 00:00:00',
});
export const bankCard = { bankCardId: 'c1', bankName: 'VCB', cardNumber: '****1234', accountName: 'Alice' };
export const moneyOrder = {
  orderNo: 'o1',
  amount: 100,
  status: 'PENDING',
  createdTime: '2026-11-23 10:00:00',
};
export const downline = {
  memberId: '2001',
  account: 'newbie2',
  type: 0,
  role: 'PLAYER',
  level: 1,
  status: 'ACTIVE',
  registerTime: 't',
};
