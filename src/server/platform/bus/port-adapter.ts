import type { MessagePort } from 'node:worker_threads';
import type { ThreadPort } from './thread-bus';

/** A `MessagePort` as one side of the thread bus uses it. */
export function threadPort<Out, In>(port: MessagePort): ThreadPort<Out, In> {
  return {
    post: (message) => port.postMessage(message),
    onMessage(listener) {
      const heard = (message: In) => listener(message);
      port.on('message', heard);
      return () => port.off('message', heard);
    },
  };
}
