/* The benchmark program (docs/benchmarks.md): each area contributes a
 * function that runs its cases and reports each through bench_report(). */
#ifndef CR_BENCH_H
#define CR_BENCH_H

#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>

/* The bench's clock in nanoseconds: the wall clock (monotonic), or the
 * thread's CPU time with CR_BENCH_CLOCK=cpu. */
uint64_t bench_now_ns(void);

/* The time since t0 (a bench_now_ns reading) less the clock's own cost of
 * a pair of reads (measured at the start; 0 with CR_BENCH_RAW set): what
 * every timed interval reports. */
uint64_t bench_since_ns(uint64_t t0);

/* Sorts the n per-iteration timings and prints one line:
 * case=<name> n=<n> median_ns=<x> p99_ns=<y> max_ns=<z> */
void bench_report(const char *name, uint64_t *ns, size_t n);

/* As bench_report, then the median and largest of the n per-query step
 * counts (the solver's work, the same on every machine and every run):
 * ... max_ns=<z> steps_median=<a> steps_max=<b>
 * With CR_BENCH_EACH set, first a line per query, in order:
 * query=<name> i=<index> ns=<x> [steps=<a>] */
void bench_report_steps(const char *name, uint64_t *ns, uint64_t *steps, size_t n);

/* Prints a throughput line: case=<name> n=<count> per_sec=<rate> [extra]. */
void bench_report_rate(const char *name, uint64_t count, uint64_t elapsed_ns, const char *extra);

/* True if the case should run: no filter given, the name contains it, or
 * (a filter ^PREFIX) the name starts with PREFIX. */
int bench_selected(const char *name);

/* The areas. */
void bench_solver(void);
void bench_game(void);
void bench_manip(void);

/* The bestplay benchmark's instances (bench_solver.c): a valid two-pack
 * table of about target cards (jokers in play) and a 14-card hand. */
struct cri_pcg32;
void bench_table_and_hand(struct cri_pcg32 *rng, bool cyclic, unsigned jokers, size_t target, uint8_t *table,
                          size_t *nt, uint8_t *hand);

#endif
