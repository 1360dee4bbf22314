// A timer that runs at most one pending callback: starting it again replaces the pending one.
export class OneShotTimer {
  private pending: ReturnType<typeof setTimeout> | undefined;

  start(callback: () => void, delayMs: number) {
    this.cancel();
    this.pending = setTimeout(() => {
      this.pending = undefined;
      callback();
    }, delayMs);
  }

  cancel() {
    clearTimeout(this.pending);
    this.pending = undefined;
  }
}
