import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loadAppAfterPaint } from './load-after-paint';

// A drawn page loads the app once it has painted (docs/decisions/0044): the template's module script gives way
// to public/load-app.js, which starts the same files after the first frame.

const BUILT = `<!doctype html><html><head><title>Hearth</title>
    <script async src="/early-requests.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/dist-def.js">
    <link rel="modulepreload" crossorigin href="/assets/api-ghi.js">
    <style>body{}</style>
  </head><body><div id="root"></div></body></html>`;

const loaderScript = readFileSync(fileURLToPath(new URL('../../public/load-app.js', import.meta.url)), 'utf8');

describe('loadAppAfterPaint', () => {
  it('puts the loader in place of the entry script and its modulepreload links, with their addresses', () => {
    const page = loadAppAfterPaint(BUILT);
    expect(page).toContain('<script async src="/load-app.js" data-app-entry="/assets/index-abc.js" data-app-preload="/assets/dist-def.js /assets/api-ghi.js"></script>');
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    // The rest of the page is as built.
    expect(page).toContain('<script async src="/early-requests.js"></script>');
    expect(page).toContain('<style>body{}</style>');
    expect(page).toContain('<div id="root"></div>');
  });

  it('leaves a template without an entry script as it is', () => {
    const template = '<html><head></head><body><div id="root"></div></body></html>';
    expect(loadAppAfterPaint(template)).toBe(template);
  });
});

describe('public/load-app.js', () => {
  interface FakeButton {
    disabled: boolean;
    isConnected: boolean;
    clicks: number;
    click(): void;
    closest(selector: string): FakeButton | null;
  }
  const button = (): FakeButton => ({
    disabled: false,
    isConnected: true,
    clicks: 0,
    click() {
      this.clicks++;
    },
    closest(selector) {
      return selector === 'button' ? this : null;
    },
  });
  /** A click event as the page's capture listener sees it. */
  const clickOn = (target: unknown) => ({
    target,
    prevented: false,
    stopped: false,
    preventDefault() {
      this.prevented = true;
    },
    stopPropagation() {
      this.stopped = true;
    },
  });

  /** Runs the loader as the page's current script on a stand-in page; returns what it appended, queued and listened to. */
  function runLoader(attributes: Record<string, string>) {
    const appended: Record<string, string>[] = [];
    const frames: (() => void)[] = [];
    const timers: { callback: () => void; ms: number }[] = [];
    const listeners = new Map<string, (event: ReturnType<typeof clickOn>) => void>();
    const tag = { getAttribute: (name: string) => attributes[name] ?? null };
    const window: { hearthReplayHeldClicks?: () => void } = {};
    const document = {
      currentScript: tag,
      querySelector: () => tag,
      createElement: (name: string) => ({ tagName: name }),
      head: { appendChild: (element: Record<string, string>) => appended.push({ ...element }) },
      addEventListener: (type: string, listener: (event: ReturnType<typeof clickOn>) => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    };
    runInNewContext(loaderScript, {
      window,
      document,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void, ms = 0) => timers.push({ callback, ms }),
    });
    /** Runs the frame, then the task it queued: the app's code is then on its way. */
    const afterFirstFrame = () => {
      frames.forEach((frame) => frame());
      timers.filter((timer) => timer.ms === 0).forEach((timer) => timer.callback());
    };
    return { appended, frames, timers, listeners, window, afterFirstFrame };
  }

  it('starts the app once the first frame is out: its imports, then the entry as a module', () => {
    const { appended, frames, afterFirstFrame } = runLoader({ 'data-app-entry': '/assets/index-abc.js', 'data-app-preload': '/assets/dist-def.js /assets/api-ghi.js' });
    expect(appended).toEqual([]);
    expect(frames).toHaveLength(1);
    afterFirstFrame();
    expect(appended).toEqual([
      { tagName: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/dist-def.js' },
      { tagName: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/api-ghi.js' },
      { tagName: 'script', type: 'module', crossOrigin: '', src: '/assets/index-abc.js' },
    ]);
  });

  it('loads the entry alone when it has no imports to preload', () => {
    const { appended, afterFirstFrame } = runLoader({ 'data-app-entry': '/assets/index-abc.js', 'data-app-preload': '' });
    afterFirstFrame();
    expect(appended).toEqual([{ tagName: 'script', type: 'module', crossOrigin: '', src: '/assets/index-abc.js' }]);
  });

  it('holds a click on a button until the screen has hydrated, then carries it out once', () => {
    const { listeners, window } = runLoader({ 'data-app-entry': '/assets/index-abc.js' });
    const toggle = button();
    const first = clickOn(toggle);
    listeners.get('click')!(first);
    listeners.get('click')!(clickOn(toggle));
    // Kept from the page and from React's own listeners, which would otherwise also see it once they are there.
    expect(first).toMatchObject({ prevented: true, stopped: true });
    expect(toggle.clicks).toBe(0);

    window.hearthReplayHeldClicks!();
    expect(toggle.clicks).toBe(2);
    // From now on the page's buttons are the app's: nothing is held, and a second call does nothing.
    expect(listeners.has('click')).toBe(false);
    window.hearthReplayHeldClicks!();
    expect(toggle.clicks).toBe(2);
  });

  it('leaves links, disabled buttons and buttons taken off the page alone', () => {
    const { listeners, window } = runLoader({ 'data-app-entry': '/assets/index-abc.js' });
    const link = clickOn({ closest: () => null });
    listeners.get('click')!(link);
    expect(link).toMatchObject({ prevented: false, stopped: false });
    const disabled = Object.assign(button(), { disabled: true });
    listeners.get('click')!(clickOn(disabled));
    const gone = button();
    listeners.get('click')!(clickOn(gone));
    gone.isConnected = false;
    window.hearthReplayHeldClicks!();
    expect(disabled.clicks + gone.clicks).toBe(0);
  });

  it('lets the clicks go after a while should the screen never say it has hydrated', () => {
    const { listeners, timers } = runLoader({ 'data-app-entry': '/assets/index-abc.js' });
    const toggle = button();
    listeners.get('click')!(clickOn(toggle));
    const limit = timers.find((timer) => timer.ms > 0)!;
    expect(limit.ms).toBeGreaterThanOrEqual(5_000);
    limit.callback();
    expect(toggle.clicks).toBe(1);
    expect(listeners.has('click')).toBe(false);
  });
});
