import { describe, expect, it } from 'vitest';
import type { QueuedToast } from './toast-queue';
import { dismiss, EMPTY_QUEUE, enqueue, MAX_WAITING, showNow, withdraw } from './toast-queue';

let nextId = 0;
const toast = (title: string, queued: boolean, tag?: string): QueuedToast => ({
  title,
  id: ++nextId,
  open: true,
  queued,
  ...(tag === undefined ? {} : { tag }),
});
const titles = (toasts: readonly QueuedToast[]) => toasts.map((t) => t.title);

describe('the toast queue: one toast on screen at a time', () => {
  it('shows queued news at once on a free screen, else one after another', () => {
    let queue = enqueue(EMPTY_QUEUE, toast('a', true, 'a'));
    queue = enqueue(queue, toast('b', true, 'b'));
    queue = enqueue(queue, toast('c', true, 'c'));
    expect(queue.shown?.title).toBe('a');
    expect(titles(queue.waiting)).toEqual(['b', 'c']);
    queue = dismiss(queue);
    expect(queue.shown?.title).toBe('b');
    queue = dismiss(dismiss(queue));
    expect(queue.shown).toMatchObject({ title: 'c', open: false });
    expect(queue.waiting).toEqual([]);
    // Closed: the next piece of news shows at once.
    expect(enqueue(queue, toast('d', true, 'd')).shown?.title).toBe('d');
  });

  it('never queues the same tag twice', () => {
    let queue = enqueue(EMPTY_QUEUE, toast('a', true, 'x'));
    queue = enqueue(queue, toast('a again', true, 'x'));
    queue = enqueue(queue, toast('b', true, 'y'));
    queue = enqueue(queue, toast('b again', true, 'y'));
    expect(queue.shown?.title).toBe('a');
    expect(titles(queue.waiting)).toEqual(['b']);
  });

  it('keeps only the latest few waiting', () => {
    let queue = enqueue(EMPTY_QUEUE, toast('shown', true, 's'));
    for (let i = 0; i < MAX_WAITING + 2; i++) queue = enqueue(queue, toast(`n${i}`, true, `n${i}`));
    expect(titles(queue.waiting)).toEqual(['n2', 'n3', 'n4']);
  });

  it('answers an action at once and brings back the news it interrupted afterwards', () => {
    let queue = enqueue(EMPTY_QUEUE, toast('news', true, 'n'));
    queue = enqueue(queue, toast('more news', true, 'm'));
    queue = showNow(queue, toast('Settings Updated', false));
    expect(queue.shown?.title).toBe('Settings Updated');
    expect(titles(queue.waiting)).toEqual(['news', 'more news']);
    queue = showNow(queue, toast('Saved again', false));
    expect(titles(queue.waiting)).toEqual(['news', 'more news']);
    expect(dismiss(queue).shown?.title).toBe('news');
  });

  it('withdraws a waiting toast by its tag, leaving the one on screen', () => {
    let queue = enqueue(EMPTY_QUEUE, toast('a', true, 'a'));
    queue = enqueue(queue, toast('b', true, 'b'));
    queue = withdraw(withdraw(queue, 'b'), 'a');
    expect(queue.shown?.title).toBe('a');
    expect(queue.waiting).toEqual([]);
    expect(withdraw(queue, 'zzz')).toBe(queue);
  });
});
