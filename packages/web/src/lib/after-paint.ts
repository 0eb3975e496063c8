/**
 * Runs `callback` in a task of its own once the browser has painted the next frame, so what the current task
 * changed is on screen before the callback's work starts (without frames, as in tests: in the next task).
 */
export function afterPaint(callback: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(callback);
    return;
  }
  requestAnimationFrame(() => setTimeout(callback));
}
