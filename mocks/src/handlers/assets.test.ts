import { describe, expect, it } from 'vitest';
import { useSandboxServer } from '../testing/use-sandbox-server';

const sandbox = useSandboxServer();

describe('sandbox images', () => {
  it('draws each banner in the shape its group is shown in: 3:1 on the home, 2:1 in the side menu', async () => {
    const { banners = [] } = await sandbox().sdk().content.getNotices({ types: 'B', platform: 'W' });
    const home = banners.find((banner) => banner.groupName === 'w_home');
    const side = banners.find((banner) => banner.groupName === 'w_leftmenu');
    const size = async (url: string | null | undefined) => {
      const svg = await (await fetch(String(url))).text();
      const [, width, height] = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
      return Number(width) / Number(height);
    };
    expect(await size(home?.url)).toBe(3);
    expect(await size(side?.url)).toBe(2);
  });
});
