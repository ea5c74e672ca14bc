// A player's live stream read on a bare socket. In production each player's stream is read by its own device; here
// one process reads 5,000, on the cores the server and PostgreSQL use. Through undici (a parser, a body stream and
// an async iterator per beat) the generator's CPU doubled in the live phase and took that from the server being
// measured; this reads only the status code and counts the `data:` lines.
import net from 'node:net';

const MESSAGE = 'data:';

/**
 * Opens `url` (a server-sent-events stream) with `headers` and resolves when it ends: `{ status }` after the server
 * closed it (the status code it answered), or rejects on a socket error or no answer within `answerMs`.
 * `onMessage()` is called for every message; `signal` closes it (resolves `{ status: 0 }` if before an answer).
 */
export function readStream(url, headers, { signal, answerMs, onMessage }) {
  const { hostname, port, pathname, search, host } = new URL(url);
  return new Promise((resolve, reject) => {
    let status = 0;
    let head = '';
    // The end of what came before: a `data:` split between two reads is still counted once.
    let tail = '';
    const socket = net.connect(Number(port), hostname);
    const finish = (settle, value) => {
      clearTimeout(noAnswer);
      signal.removeEventListener('abort', abort);
      socket.destroy();
      settle(value);
    };
    const abort = () => finish(resolve, { status });
    const noAnswer = setTimeout(() => finish(reject, new Error(`no answer in ${answerMs} ms`)), answerMs);
    signal.addEventListener('abort', abort, { once: true });
    socket.setEncoding('latin1');
    socket.on('connect', () => {
      const lines = Object.entries({ host, ...headers, connection: 'close' }).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`GET ${pathname}${search} HTTP/1.1\r\n${lines.join('')}\r\n`);
    });
    socket.on('data', (text) => {
      if (!status) {
        // The headers are skipped: the security policy's says `data:` too.
        head += text;
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        status = Number(head.slice(9, 12));
        clearTimeout(noAnswer);
        text = head.slice(end + 4);
      }
      const seen = tail + text;
      for (let at = seen.indexOf(MESSAGE); at >= 0; at = seen.indexOf(MESSAGE, at + MESSAGE.length)) onMessage();
      tail = seen.slice(-(MESSAGE.length - 1));
    });
    socket.on('error', (err) => finish(reject, err));
    socket.on('close', () => (status ? finish(resolve, { status }) : finish(reject, new Error('closed before answering'))));
  });
}
