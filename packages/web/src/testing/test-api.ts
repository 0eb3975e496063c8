/** The sandbox origin the MSW handlers answer for in tests (its own module: page tests need it without the app). */
export const TEST_API = 'http://127.0.0.1:4010';
