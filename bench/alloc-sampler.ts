import { writeFileSync } from "node:fs";
import inspector from "node:inspector/promises";

/**
 * Loaded into the server with `--import` by `bench/profile.ts --alloc`: V8's sampling heap profiler,
 * counting objects the GC has already collected too (so the profile shows what was allocated, not only
 * what survived). The first SIGUSR2 starts sampling; the second writes the profile to `$ALLOC_PROFILE`.
 */
const file = process.env.ALLOC_PROFILE;
if (file) {
  const session = new inspector.Session();
  session.connect();
  await session.post("HeapProfiler.enable");
  let sampling = false;
  process.on("SIGUSR2", async () => {
    if (!sampling) {
      sampling = true;
      await session.post("HeapProfiler.startSampling", {
        samplingInterval: 16_384,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
      return;
    }
    const { profile } = await session.post("HeapProfiler.stopSampling");
    writeFileSync(file, JSON.stringify(profile));
  });
}
