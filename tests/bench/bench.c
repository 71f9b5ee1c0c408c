/* cardrules-bench [FILTER]: runs every benchmark case whose name contains
 * FILTER (all when absent) and prints one line per case. */
#define _POSIX_C_SOURCE 200809L
#include "bench.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *filter;

uint64_t bench_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

void bench_report(const char *name, uint64_t *ns, size_t n)
{
    if (n == 0)
        return;
    qsort(ns, n, sizeof *ns, cmp_u64);
    size_t p99 = (n * 99) / 100;
    if (p99 >= n)
        p99 = n - 1;
    printf("case=%s n=%zu median_ns=%" PRIu64 " p99_ns=%" PRIu64 " max_ns=%" PRIu64 "\n", name, n,
           ns[n / 2], ns[p99], ns[n - 1]);
    fflush(stdout);
}

void bench_report_rate(const char *name, uint64_t count, uint64_t elapsed_ns, const char *extra)
{
    double rate = elapsed_ns ? (double)count * 1e9 / (double)elapsed_ns : 0.0;
    printf("case=%s n=%" PRIu64 " per_sec=%.0f%s%s\n", name, count, rate, extra ? " " : "",
           extra ? extra : "");
    fflush(stdout);
}

int bench_selected(const char *name)
{
    return !filter || strstr(name, filter) != NULL;
}

int main(int argc, char **argv)
{
    if (argc > 2) {
        fprintf(stderr, "usage: %s [FILTER]\n", argv[0]);
        return 2;
    }
    filter = argc == 2 ? argv[1] : NULL;
    bench_solver();
    bench_game();
    bench_manip();
    return 0;
}
