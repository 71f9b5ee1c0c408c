/* Game benchmark cases (filled by the game area). */
#include "bench.h"

void bench_game(void)
{
}
