import { defineConfig, type TestUserConfig, type ViteUserConfig } from 'vitest/config';

/**
 * A package's project for its tests that replace modules (its `moduleMockingTests`): the package's own config run
 * with isolation, one fresh module graph a file, since its other tests share a worker's modules (`isolate: false`)
 * and a module another file has already loaded would keep its real imports. Named `<package>:isolated`; `test`
 * adds what differs from the package's config.
 */
export function isolatedConfig(
  base: ViteUserConfig,
  moduleMockingTests: string[],
  test: TestUserConfig = {},
) {
  return defineConfig({
    ...base,
    test: {
      ...base.test,
      name: `${String(base.test?.name)}:isolated`,
      include: moduleMockingTests,
      exclude: [],
      isolate: true,
      ...test,
    },
  });
}
