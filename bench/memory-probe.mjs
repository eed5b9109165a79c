// Loaded into a server process by bench/idle-memory.ts (`node --import`): on SIGUSR2 the process
// writes where its memory is to MEMORY_PROBE_FILE, one JSON line — V8's heap, memory outside it
// (external, array buffers), the WebAssembly memories alive (PGlite's, which never shrink) and
// the kernel's split of its resident memory (anonymous, file-backed).
import { appendFileSync, readFileSync } from "node:fs";

const file = process.env.MEMORY_PROBE_FILE;
const memories = new Set();
const Memory = WebAssembly.Memory;
// every WebAssembly memory made from now on is counted while it lives
WebAssembly.Memory = new Proxy(Memory, {
  construct(target, args) {
    const memory = Reflect.construct(target, args);
    memories.add(new WeakRef(memory));
    return memory;
  },
});

const mb = (bytes) => Math.round(bytes / 1048576);

/**
 * Resident MB of the mappings as large as a WebAssembly memory alive (V8 maps each memory apart, at
 * its size, and maps it again when it grows): pages of it never touched are not resident.
 */
function wasmResident(sizes) {
  let resident = 0;
  let counted = false;
  for (const line of readFileSync("/proc/self/smaps", "utf8").split("\n")) {
    const range = line.match(/^([0-9a-f]+)-([0-9a-f]+) /);
    if (range) {
      const size = Number.parseInt(range[2], 16) - Number.parseInt(range[1], 16);
      counted = sizes.some((bytes) => size >= bytes && size < bytes + 2 * 1048576);
    } else if (counted && line.startsWith("Rss:")) resident += Number(line.match(/(\d+)/)?.[1] ?? 0) * 1024;
  }
  return mb(resident);
}

function kernelSplit() {
  const status = readFileSync("/proc/self/status", "utf8");
  const kb = (name) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0) * 1024;
  return { rss: mb(kb("VmRSS")), anon: mb(kb("RssAnon")), file: mb(kb("RssFile")), hwm: mb(kb("VmHWM")) };
}

if (file) {
  process.on("SIGUSR2", () => {
    const usage = process.memoryUsage();
    const sizes = [];
    for (const ref of memories) {
      const memory = ref.deref();
      if (memory) sizes.push(memory.buffer.byteLength);
      else memories.delete(ref);
    }
    const wasm = sizes.map(mb);
    appendFileSync(
      file,
      `${JSON.stringify({
        ...kernelSplit(),
        heapTotal: mb(usage.heapTotal),
        heapUsed: mb(usage.heapUsed),
        external: mb(usage.external),
        arrayBuffers: mb(usage.arrayBuffers),
        wasm,
        wasmResident: wasmResident(sizes),
      })}\n`,
    );
  });
}
