/** Verification states: the mobile numbers SMS codes go to, and a code sent for registration or a forgotten password. */
import { STATE } from '../../harness/states';
import { expectFact, seeded, str, type StateHandler } from './sandbox';

/** Asks for a code the way the client does for `purpose`, and hands it over under both fields that carry one. */
const smsCode: StateHandler = async ({ purpose, countryDialingCode, mobile }, sandbox) => {
  const mobileNo = str(mobile);
  const dialingCode = str(countryDialingCode);
  if (purpose === 'register')
    await sandbox
      .sdk()
      .verification.sendSmsRegister({ mobileNo, countryDialingCode: dialingCode, regType: 'mobile' });
  else
    await sandbox.sdk().verification.sendSmsNoLogin({
      mobileNum: mobileNo,
      countryDialingCode: dialingCode,
      purpose: 'FORGOT_PASSWORD',
    });
  const code = await sandbox.lastSms(mobileNo);
  return { smsCode: code, verificationCode: code };
};

const mobileOwner: StateHandler = async ({ username, countryDialingCode, mobile }, sandbox) => {
  const info = await (await sandbox.session(username)).member.getMemberInfo();
  expectFact(
    info.mobileNum === mobile && info.countryDialingCode === countryDialingCode,
    `${str(username)} has another mobile`,
  );
  return undefined;
};

/** The verification tag's states. */
export const verificationStates: Record<string, StateHandler> = {
  [STATE.smsCode]: smsCode,
  [STATE.mobileOwner]: mobileOwner,
  [STATE.mobileFree]: seeded,
};
