// The seed's output for a person: at a terminal its progress is one line that updates in place (each step's
// counts and timings replace the last), and what is worth keeping (the catalogue generated, the demo accounts, the
// summary) is printed above it. Piped, every line is printed as it comes, for logs and scripts.

export interface ProgressOutput {
  /** A step's progress or its end: replaces the previous one at a terminal. */
  update(line: string): void;
  /** A line to keep. */
  print(line: string): void;
  /** Leaves the last progress line on screen and moves below it. */
  end(): void;
}

interface Terminal {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

export function progressOutput(out: Terminal = process.stdout): ProgressOutput {
  if (!out.isTTY) {
    const line = (text: string) => void out.write(`${text}\n`);
    return { update: line, print: line, end: () => undefined };
  }
  let shown = false;
  const clear = () => {
    if (shown) out.write('\r\x1b[2K');
    shown = false;
  };
  return {
    update(line) {
      // Cut to the terminal's width: a wrapped line could not be replaced by returning to its start.
      const width = Math.max(20, (out.columns || 80) - 1);
      clear();
      out.write(line.length > width ? `${line.slice(0, width - 1)}…` : line);
      shown = true;
    },
    print(line) {
      clear();
      out.write(`${line}\n`);
    },
    end() {
      if (shown) out.write('\n');
      shown = false;
    },
  };
}
