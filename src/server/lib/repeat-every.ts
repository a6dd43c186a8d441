/**
 * Runs `task` every `intervalMs`, one round at a time; stop() waits for the round in progress.
 * For housekeeping that any instance may do, such as closing past appointments.
 */
export function repeatEvery(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(task).catch(onError);
  }, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
