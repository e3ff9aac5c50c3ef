/** Where the CLI writes: injectable, so tests read the output instead of the console. */
export interface Writer {
  out(text: string): void;
  err(text: string): void;
  /** stderr is a terminal: draw a progress bar instead of one line per item. */
  isTTY: boolean;
  columns?: number;
}

function clock(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Files done/total, the current file and an ETA, on stderr. */
export class Progress {
  private done = 0;
  private current = '';
  private readonly started = Date.now();

  constructor(
    private readonly writer: Writer,
    private readonly total: number,
  ) {}

  start(file: string): void {
    this.current = file;
    this.draw();
  }

  finish(file: string, outcome: string | null, ms: number): void {
    this.done += 1;
    if (this.writer.isTTY) this.draw();
    else {
      const status = outcome === null ? `${(ms / 1000).toFixed(1)} s` : `error: ${outcome}`;
      this.writer.err(`[${this.done}/${this.total}] ${file} (${status})\n`);
    }
  }

  end(): void {
    if (this.writer.isTTY && this.total > 0) this.writer.err('\r\x1b[2K');
  }

  private draw(): void {
    if (!this.writer.isTTY) return;
    const elapsed = Date.now() - this.started;
    const eta = this.done > 0 ? clock((elapsed / this.done) * (this.total - this.done)) : '–';
    const width = 24;
    const filled = Math.round((this.done / Math.max(1, this.total)) * width);
    const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
    const line = `${bar} ${this.done}/${this.total}  ETA ${eta}  ${this.current}`;
    this.writer.err(`\r\x1b[2K${line.slice(0, (this.writer.columns ?? 100) - 1)}`);
  }
}
