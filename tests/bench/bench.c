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
/* CR_BENCH_CLOCK=cpu: the thread's CPU time instead of the wall clock, so
 * that time the thread spends preempted by other jobs does not count. */
static clockid_t bench_clock = CLOCK_MONOTONIC;
/* What two reads of the clock in a row measure with nothing between them
 * (the least of many pairs): the part of each interval that is the clock's
 * own, subtracted by bench_since_ns (unless CR_BENCH_RAW is set). The CPU
 * clock is a system call, about 1.2 us a pair on the reference VM, which
 * is 6% of a 20 us query; the wall clock's about 20 ns. */
static uint64_t read_overhead_ns;

uint64_t bench_now_ns(void)
{
    struct timespec ts;
    clock_gettime(bench_clock, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

uint64_t bench_since_ns(uint64_t t0)
{
    uint64_t elapsed = bench_now_ns() - t0;
    return elapsed > read_overhead_ns ? elapsed - read_overhead_ns : 0;
}

/* The least of 2,000 back-to-back pairs: never more than what a pair adds
 * to a timed interval, so a subtracted figure is never under the query's. */
static uint64_t least_read_pair_ns(void)
{
    uint64_t least = UINT64_MAX;
    for (int i = 0; i < 2000; i++) {
        uint64_t a = bench_now_ns(), b = bench_now_ns();
        if (b - a < least)
            least = b - a;
    }
    return least;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* Sorts v[0..n) and writes its median, 99th percentile and maximum. */
static void summary(uint64_t *v, size_t n, uint64_t *median, uint64_t *p99, uint64_t *max)
{
    qsort(v, n, sizeof *v, cmp_u64);
    size_t k = (n * 99) / 100;
    *median = v[n / 2];
    *p99 = v[k < n ? k : n - 1];
    *max = v[n - 1];
}

void bench_report(const char *name, uint64_t *ns, size_t n)
{
    bench_report_steps(name, ns, NULL, n);
}

void bench_report_steps(const char *name, uint64_t *ns, uint64_t *steps, size_t n)
{
    if (n == 0)
        return;
    /* CR_BENCH_EACH: every query's figures first, in the case's order (the
     * summary below sorts them), to find and trace the slow ones. */
    if (getenv("CR_BENCH_EACH"))
        for (size_t i = 0; i < n; i++) {
            printf("query=%s i=%zu ns=%" PRIu64, name, i, ns[i]);
            if (steps)
                printf(" steps=%" PRIu64, steps[i]);
            printf("\n");
        }
    uint64_t median, p99, max;
    summary(ns, n, &median, &p99, &max);
    printf("case=%s n=%zu median_ns=%" PRIu64 " p99_ns=%" PRIu64 " max_ns=%" PRIu64, name, n,
           median, p99, max);
    if (steps) {
        summary(steps, n, &median, &p99, &max);
        printf(" steps_median=%" PRIu64 " steps_max=%" PRIu64, median, max);
    }
    printf("\n");
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
    if (filter && filter[0] == '^') /* the names that start with the rest */
        return strncmp(name, filter + 1, strlen(filter + 1)) == 0;
    return !filter || strstr(name, filter) != NULL;
}

int main(int argc, char **argv)
{
    if (argc > 2) {
        fprintf(stderr, "usage: %s [FILTER]\n", argv[0]);
        return 2;
    }
    filter = argc == 2 ? argv[1] : NULL;
    const char *clock_name = getenv("CR_BENCH_CLOCK");
    if (clock_name && !strcmp(clock_name, "cpu"))
        bench_clock = CLOCK_THREAD_CPUTIME_ID;
    uint64_t pair = least_read_pair_ns();
    const char *raw = getenv("CR_BENCH_RAW");
    read_overhead_ns = raw && *raw && strcmp(raw, "0") != 0 ? 0 : pair;
    fprintf(stderr, "cardrules-bench: %s clock, %" PRIu64 " ns a pair of reads, %s\n",
            bench_clock == CLOCK_MONOTONIC ? "wall" : "cpu", pair,
            read_overhead_ns ? "subtracted from every timed interval (CR_BENCH_RAW=1 keeps it)"
                             : "kept (CR_BENCH_RAW)");
    bench_solver();
    bench_game();
    bench_manip();
    return 0;
}
