// The desktop's notification service, stood in for a browser test: a private D-Bus session bus (dbus-daemon) with
// a small org.freedesktop.Notifications server on it, written here against the D-Bus wire format so that the test
// needs no library. Chromium on Linux shows web notifications through that service when it finds it on the bus,
// and the service's ActionInvoked signal is how a person's click reaches it: Chromium then dispatches a real,
// trusted `notificationclick` to the service worker, the only kind that may open or focus a window (a click
// dispatched from script is refused "Not allowed to open a window."). The DevTools protocol has no way to press
// a notification, and the Notifications API none to simulate one.
//
// The browser must be started with DBUS_SESSION_BUS_ADDRESS = `address`, in a persistent (non-incognito) profile:
// Chromium routes a click back to the profile that showed the notification, and cannot find a DevTools-made
// incognito context again.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';

export interface ShownNotification {
  id: number;
  summary: string;
  body: string;
}

export interface DesktopNotifications {
  /** The bus address for DBUS_SESSION_BUS_ADDRESS. */
  address: string;
  /** Notifications the browser has shown, oldest first (closed ones too). */
  shown: ShownNotification[];
  /** Ids the browser has closed (a service worker's `notification.close()` among them). */
  closed: number[];
  /** Presses a shown notification (its default action), as a person's click on it does. */
  click(id: number): void;
  stop(): Promise<void>;
}

const NAME = 'org.freedesktop.Notifications';
const OBJECT_PATH = '/org/freedesktop/Notifications';

/** Little-endian D-Bus marshalling of the few types this server sends. */
class Writer {
  private bytes: number[] = [];
  get length() {
    return this.bytes.length;
  }
  align(n: number) {
    while (this.bytes.length % n) this.bytes.push(0);
  }
  byte(v: number) {
    this.bytes.push(v & 0xff);
  }
  u32(v: number) {
    this.align(4);
    this.bytes.push(v & 0xff, (v >>> 8) & 0xff, (v >>> 16) & 0xff, (v >>> 24) & 0xff);
  }
  string(s: string) {
    const b = Buffer.from(s, 'utf8');
    this.u32(b.length);
    this.bytes.push(...b, 0);
  }
  signature(s: string) {
    this.byte(s.length);
    this.bytes.push(...Buffer.from(s, 'ascii'), 0);
  }
  /** An array whose elements `each` writes, aligned to `elementAlign`. */
  array(elementAlign: number, each: () => void) {
    this.u32(0);
    const lengthAt = this.bytes.length - 4;
    this.align(elementAlign);
    const start = this.bytes.length;
    each();
    const n = this.bytes.length - start;
    this.bytes.splice(lengthAt, 4, n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff);
  }
  buffer() {
    return Buffer.from(this.bytes);
  }
}

type Field = [code: number, signature: 's' | 'o' | 'u' | 'g', value: string | number];

function message(
  type: number,
  serial: number,
  fields: Field[],
  body?: { signature: string; write: (w: Writer) => void },
) {
  const bodyWriter = new Writer();
  body?.write(bodyWriter);
  const all: Field[] = body ? [...fields, [8, 'g', body.signature]] : fields;
  const w = new Writer();
  w.byte('l'.charCodeAt(0));
  w.byte(type);
  w.byte(0); // flags
  w.byte(1);
  w.u32(bodyWriter.length);
  w.u32(serial);
  w.array(8, () => {
    for (const [code, sig, value] of all) {
      w.align(8);
      w.byte(code);
      w.signature(sig);
      if (sig === 'u') w.u32(value as number);
      else if (sig === 'g') w.signature(value as string);
      else w.string(value as string);
    }
  });
  w.align(8);
  return Buffer.concat([w.buffer(), bodyWriter.buffer()]);
}

interface Incoming {
  type: number;
  serial: number;
  fields: Map<number, string | number>;
  body: Buffer;
}

/** Reads the header of one message; the body is read by the handler that knows its signature. */
function parse(buf: Buffer): { msg: Incoming; size: number } | undefined {
  if (buf.length < 16) return undefined;
  if (buf[0] !== 'l'.charCodeAt(0)) throw new Error('big-endian D-Bus messages are not handled');
  const bodyLength = buf.readUInt32LE(4);
  const fieldsLength = buf.readUInt32LE(12);
  const headerEnd = 16 + fieldsLength;
  const bodyStart = Math.ceil(headerEnd / 8) * 8;
  const size = bodyStart + bodyLength;
  if (buf.length < size) return undefined;
  const fields = new Map<number, string | number>();
  let p = 16;
  while (p < headerEnd) {
    p = Math.ceil(p / 8) * 8;
    const code = buf.readUInt8(p);
    const sigLength = buf.readUInt8(p + 1);
    const sig = buf.toString('ascii', p + 2, p + 2 + sigLength);
    p += 3 + sigLength;
    if (sig === 'u') {
      p = Math.ceil(p / 4) * 4;
      fields.set(code, buf.readUInt32LE(p));
      p += 4;
    } else if (sig === 'g') {
      const n = buf.readUInt8(p);
      fields.set(code, buf.toString('ascii', p + 1, p + 1 + n));
      p += 2 + n;
    } else {
      p = Math.ceil(p / 4) * 4;
      const n = buf.readUInt32LE(p);
      fields.set(code, buf.toString('utf8', p + 4, p + 4 + n));
      p += 5 + n;
    }
  }
  return {
    msg: { type: buf[1] as number, serial: buf.readUInt32LE(8), fields, body: buf.subarray(bodyStart, size) },
    size,
  };
}

/** The leading (s, u, s, s, s) of Notify's arguments: app name, replaced id, icon, summary, body. */
function notifyArgs(body: Buffer) {
  let p = 0;
  const str = () => {
    p = Math.ceil(p / 4) * 4;
    const n = body.readUInt32LE(p);
    const s = body.toString('utf8', p + 4, p + 4 + n);
    p += 5 + n;
    return s;
  };
  str();
  p = Math.ceil(p / 4) * 4;
  const replaces = body.readUInt32LE(p);
  p += 4;
  str();
  return { replaces, summary: str(), body: str() };
}

/** Starts a private session bus and the notification service on it. */
export async function startDesktopNotifications(): Promise<DesktopNotifications> {
  const dir = fs.mkdtempSync(`${os.tmpdir()}/e2e-dbus-`);
  const socketPath = `${dir}/bus`;
  let daemon: ChildProcess;
  try {
    daemon = spawn('dbus-daemon', ['--session', '--nofork', `--address=unix:path=${socketPath}`], {
      stdio: 'ignore',
    });
  } catch (err) {
    throw new Error(`the notification test needs dbus-daemon (apt-get install dbus): ${String(err)}`);
  }
  const spawnFailed = new Promise<never>((_, reject) =>
    daemon.once('error', (err) =>
      reject(new Error(`the notification test needs dbus-daemon (apt-get install dbus): ${err.message}`)),
    ),
  );
  const socket = await Promise.race([
    spawnFailed,
    (async () => {
      for (let i = 0; i < 100; i += 1) {
        if (fs.existsSync(socketPath)) {
          const s = await new Promise<net.Socket | undefined>((resolve) => {
            const c = net.connect(socketPath, () => resolve(c));
            c.once('error', () => resolve(undefined));
          });
          if (s) return s;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('dbus-daemon did not start');
    })(),
  ]);

  // SASL EXTERNAL: the bus knows us by the socket's credentials; we name our uid, hex-encoded.
  const uid = Buffer.from(String(process.getuid?.() ?? 0)).toString('hex');
  socket.write(Buffer.from([0]));
  socket.write(`AUTH EXTERNAL ${uid}\r\n`);
  await new Promise<void>((resolve, reject) => {
    socket.once('data', (d) => (d.toString().startsWith('OK') ? resolve() : reject(new Error(d.toString()))));
  });
  socket.write('BEGIN\r\n');

  let serial = 0;
  const shown: ShownNotification[] = [];
  const closed: number[] = [];
  let nextId = 1;
  const waiting = new Map<number, (m: Incoming) => void>();
  const send = (buf: Buffer) => socket.write(buf);
  const call = (member: string, args?: { signature: string; write: (w: Writer) => void }) => {
    serial += 1;
    const s = serial;
    const reply = new Promise<Incoming>((resolve) => waiting.set(s, resolve));
    send(
      message(
        1,
        s,
        [
          [1, 'o', '/org/freedesktop/DBus'],
          [2, 's', 'org.freedesktop.DBus'],
          [3, 's', member],
          [6, 's', 'org.freedesktop.DBus'],
        ],
        args,
      ),
    );
    return reply;
  };
  const reply = (to: Incoming, body?: { signature: string; write: (w: Writer) => void }) => {
    serial += 1;
    send(
      message(
        2,
        serial,
        [
          [5, 'u', to.serial],
          [6, 's', to.fields.get(7) as string],
        ],
        body,
      ),
    );
  };
  const unknown = (to: Incoming) => {
    serial += 1;
    send(
      message(
        3,
        serial,
        [
          [4, 's', 'org.freedesktop.DBus.Error.UnknownMethod'],
          [5, 'u', to.serial],
          [6, 's', to.fields.get(7) as string],
        ],
        { signature: 's', write: (w) => w.string(`No method ${String(to.fields.get(3))}`) },
      ),
    );
  };

  const handle = (m: Incoming) => {
    const replySerial = m.fields.get(5);
    if ((m.type === 2 || m.type === 3) && typeof replySerial === 'number') {
      waiting.get(replySerial)?.(m);
      waiting.delete(replySerial);
      return;
    }
    if (m.type !== 1) return; // signals from the bus (NameAcquired and the like)
    const iface = m.fields.get(2);
    const member = m.fields.get(3);
    if (iface !== undefined && iface !== NAME) return unknown(m);
    switch (member) {
      case 'GetCapabilities':
        return reply(m, {
          signature: 'as',
          write: (w) =>
            w.array(4, () => {
              for (const c of ['body', 'actions']) w.string(c);
            }),
        });
      case 'GetServerInformation':
        return reply(m, {
          signature: 'ssss',
          write: (w) => {
            for (const s of ['e2e-notifications', 'campus-site', '1.0', '1.2']) w.string(s);
          },
        });
      case 'Notify': {
        const args = notifyArgs(m.body);
        const id = args.replaces || nextId++;
        shown.push({ id, summary: args.summary, body: args.body });
        return reply(m, { signature: 'u', write: (w) => w.u32(id) });
      }
      case 'CloseNotification':
        closed.push(m.body.readUInt32LE(0));
        return reply(m);
      default:
        return unknown(m);
    }
  };

  let pending = Buffer.alloc(0);
  socket.on('data', (d) => {
    pending = Buffer.concat([pending, d]);
    for (;;) {
      const parsed = parse(pending);
      if (!parsed) break;
      pending = pending.subarray(parsed.size);
      handle(parsed.msg);
    }
  });

  await call('Hello');
  const requested = await call('RequestName', {
    signature: 'su',
    write: (w) => {
      w.string(NAME);
      w.u32(4); // DO_NOT_QUEUE
    },
  });
  if (requested.type !== 2 || requested.body.readUInt32LE(0) !== 1)
    throw new Error(`could not own ${NAME} on the private bus`);

  return {
    address: `unix:path=${socketPath}`,
    shown,
    closed,
    click(id) {
      serial += 1;
      send(
        message(
          4,
          serial,
          [
            [1, 'o', OBJECT_PATH],
            [2, 's', NAME],
            [3, 's', 'ActionInvoked'],
          ],
          {
            signature: 'us',
            write: (w) => {
              w.u32(id);
              w.string('default');
            },
          },
        ),
      );
    },
    async stop() {
      socket.destroy();
      daemon.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
