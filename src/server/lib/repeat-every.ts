/**
 * Runs `task` at once and then every `intervalMs`, one round at a time; stop() waits for the round
 * in progress. For housekeeping that any instance may do, such as closing past appointments: the
 * first round at start catches up on whatever fell due while no instance ran.
 */
export function repeatEvery(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve().then(task).catch(onError);
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
