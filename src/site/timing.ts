// Named, timed stages: the build summary shows where the time went.
export interface StageTime {
  name: string;
  ms: number;
}

export class Stopwatch {
  readonly stages: StageTime[] = [];
  private readonly start = performance.now();

  async time<T>(name: string, fn: () => Promise<T> | T): Promise<T> {
    const t0 = performance.now();
    try {
      return await fn();
    } finally {
      this.stages.push({ name, ms: performance.now() - t0 });
    }
  }

  get totalMs(): number {
    return performance.now() - this.start;
  }
}
