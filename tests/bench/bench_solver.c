/* Solver benchmark cases (filled by the solver area). */
#include "bench.h"

void bench_solver(void)
{
}
