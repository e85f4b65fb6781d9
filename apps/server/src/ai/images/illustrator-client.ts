import { fork, type ChildProcess } from 'node:child_process';
import { childEntry } from '../../runtime/child-entry';
import type { ImageVariants } from '../../storage/images';
import type { DishToDraw } from './illustration';

type Drawing = { kind: 'dish'; dish: DishToDraw } | { kind: 'ingredient'; name: string };
export type DrawRequest = { id: number } & Drawing;
export type DrawAnswer = { id: number } & ({ full: Uint8Array; card: Uint8Array } | { error: string });

export interface Illustrator {
  dish(dish: DishToDraw): Promise<ImageVariants>;
  ingredient(name: string): Promise<ImageVariants>;
  /** Ends the drawing process now (the server is stopping). */
  close(): void;
  /** Whether a drawing process is running now. */
  readonly running: boolean;
}

interface Waiting {
  resolve: (variants: ImageVariants) => void;
  reject: (error: Error) => void;
}

/** How long the drawing process waits for more work before it exits. */
const IDLE_EXIT_MS = 15_000;

/**
 * Draws the built-in pictures in a short-lived child process. Rendering an SVG and encoding WebP leave libvips,
 * librsvg and their allocators holding ~50 MB that glibc never gives back; in a child that exits once the
 * pictures are drawn (the demo seeding draws ~30), the server's own footprint stays as it was (decision 0038).
 * Started on the first picture, it exits after `idleExitMs` without work, and a crash fails only the pictures
 * it was drawing: the next one starts a new process.
 */
export function createIllustrator({ idleExitMs = IDLE_EXIT_MS } = {}): Illustrator {
  /** The running process and the pictures it owes; a stopped process's exit fails only its own. */
  let current: { process: ChildProcess; pending: Map<number, Waiting> } | null = null;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;

  const stop = () => {
    clearTimeout(idleTimer);
    current?.process.kill();
    current = null;
  };

  /** While pictures are pending the process keeps the server's event loop alive; idle, it must not. */
  const holdEventLoop = (child: ChildProcess, hold: boolean) => {
    if (hold) {
      clearTimeout(idleTimer);
      child.ref();
      child.channel?.ref();
    } else {
      child.unref();
      child.channel?.unref();
      idleTimer = setTimeout(stop, idleExitMs);
      idleTimer.unref();
    }
  };

  const start = () => {
    // dist/illustrator.js beside the bundled server, or the source through tsx.
    const { modulePath, execArgv } = childEntry(new URL('./illustrator.js', import.meta.url), new URL('./illustrator-process.ts', import.meta.url));
    const child = fork(modulePath, [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const pending = new Map<number, Waiting>();
    child.on('message', (message: DrawAnswer) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if ('error' in message) waiting.reject(new Error(`The illustrator could not draw this picture: ${message.error}`));
      else waiting.resolve({ full: Buffer.from(message.full), card: Buffer.from(message.card) });
      if (pending.size === 0 && current?.process === child) holdEventLoop(child, false);
    });
    child.on('exit', (code, signal) => {
      if (current?.process === child) current = null;
      const error = new Error(`The illustrator process stopped (${signal ?? `exit code ${code}`}) before it finished drawing`);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    });
    return { process: child, pending };
  };

  const draw = (drawing: Drawing) =>
    new Promise<ImageVariants>((resolve, reject) => {
      current ??= start();
      const id = nextId++;
      current.pending.set(id, { resolve, reject });
      holdEventLoop(current.process, true);
      current.process.send({ ...drawing, id } satisfies DrawRequest);
    });

  return {
    dish: (dish) => draw({ kind: 'dish', dish }),
    ingredient: (name) => draw({ kind: 'ingredient', name }),
    close: stop,
    get running() {
      return current !== null;
    },
  };
}
