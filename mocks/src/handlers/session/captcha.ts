/** The captcha a login after a failure (and registration) must carry: served as an SVG, spent once. */
import { captchaSvg, base64 } from '../../assets/svg';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { now } from '../../runtime';
import type { World } from '../../world/world';

const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CAPTCHA_TTL_MS = 5 * 60_000;

/** Whether a captcha text is one `getCaptcha` served and still valid; it is spent either way. */
export function captchaPassed(world: World, captcha: string | undefined): boolean {
  if (!captcha) return false;
  const code = captcha.trim().toUpperCase();
  const expires = world.state.captchas.get(code);
  world.state.captchas.delete(code);
  return expires !== undefined && expires >= now();
}

function getCaptcha(ctx: Ctx<'getCaptcha'>) {
  const { world } = ctx;
  let code = '';
  for (let i = 0; i < 4; i++) code += world.prng.pick([...CAPTCHA_ALPHABET]);
  for (const [old, expires] of world.state.captchas) if (expires < now()) world.state.captchas.delete(old);
  world.state.captchas.set(code, now() + CAPTCHA_TTL_MS);
  world.state.lastCaptcha = code;
  return `data:image/svg+xml;base64,${base64(captchaSvg(code, world.prng))}`;
}

/** The captcha image. */
export const captchaHandlers = defineHandlers({ getCaptcha });
