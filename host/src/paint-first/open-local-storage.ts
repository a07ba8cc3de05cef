/**
 * Loads the page's localStorage while the shell's files are on their way. The shell's federation
 * runtime reads a debug switch from it as it starts, and a page's first read waits for the browser
 * to hand the whole storage over (5–15 ms on a busy machine), inside the shell's longest task.
 * Read here, in a task of its own after the shell is requested, the wait falls where the main
 * thread has nothing else to do.
 */
export function openLocalStorage(scope: Pick<Window, 'localStorage'> = window): void {
  try {
    void scope.localStorage.length;
  } catch {
    // Storage the shopper has blocked: the shell's own reads are guarded and find nothing either.
  }
}
