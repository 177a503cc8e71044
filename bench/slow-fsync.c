/*
 * Preloaded into the orders bench's server by `BENCH_FSYNC_US=<microseconds>` (bench/orders.ts): every
 * fsync and fdatasync sleeps that long first, as on a networked disk. Not part of the shop.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <unistd.h>

static void wait_first(void) {
  const char *delay = getenv("BENCH_FSYNC_US");
  if (delay) usleep((useconds_t)atoi(delay));
}

int fsync(int fd) {
  static int (*real)(int);
  if (!real) real = (int (*)(int))dlsym(RTLD_NEXT, "fsync");
  wait_first();
  return real(fd);
}

int fdatasync(int fd) {
  static int (*real)(int);
  if (!real) real = (int (*)(int))dlsym(RTLD_NEXT, "fdatasync");
  wait_first();
  return real(fd);
}
