/* Solver benchmark cases (docs/benchmarks.md): the cases of issue 3, on
 * instances generated with fixed seeds, timed through the public API.
 *
 *   deadwood_random10, deadwood_meldrich10   10-card one-pack hands, LOW runs, gin values
 *   arrange_<low|cyclic>_j<J>_n<N>           random subsets of two packs + J jokers, N cards
 *   bestplay_<low|cyclic>_j<J>_t<T>          14-card hands onto valid two-pack tables of ~T cards
 *   can_join_<low|cyclic>_j<J>_t40           the yes/no check on such instances
 *   bestplay_empty_<low|cyclic>_j<J>_n<N>    N random two-pack cards + J jokers onto an empty table
 *   lp_bestplay_*, lp_bestplay_empty_*       the LP bound (solver_lp.c) of the same questions;
 *                                            its steps are the dual simplex pivots, both LPs
 *   ref_*                                    the test reference solver on small cases
 *
 * CR_BENCH_SEED=N adds N to the table cases' seeds: other questions of the
 * same kinds (held-out questions, for a change tuned on these).
 *
 * A clock read costs tens of nanoseconds here, so the deadwood cases time
 * batches of DEADWOOD_BATCH hands: each sample is one batch's mean per query.
 * The table cases time every query and count its steps (the solver's work,
 * read from the handle: the same on every machine); each runs its instances in a fixed order
 * until all are done or CASE_BUDGET_NS has passed (at least CASE_MIN), so a
 * slow solver still gives a short run: n says how many were timed. */
#define _POSIX_C_SOURCE 200809L
#include "bench.h"

#include <cardrules.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards/random.h"
#include "solver/solver_internal.h"
#include "solver/solver_lp.h"
#include "../reference/ref_solver.h"

#define DEADWOOD_HANDS 4096
#define DEADWOOD_BATCH 64
#define DEADWOOD_PASSES 8
#define TABLE_INSTANCES 200
#define BESTPLAY_INSTANCES 100
#define HAND_SIZE 14
#define MAX_MELDS 128
#define CASE_BUDGET_NS UINT64_C(2000000000)
#define CASE_MIN 10

/* Whether a table case should time another instance. With CR_BENCH_ALL set
 * in the environment every instance is timed whatever it takes, so that two
 * builds are compared on the same questions (the slow CYCLIC cases otherwise
 * time as many as fit in their budget, and a faster build times others). */
static bool more(size_t done, size_t total, uint64_t started)
{
    static int all = -1;
    if (all < 0)
        all = getenv("CR_BENCH_ALL") != NULL;
    return done < total &&
           (all || done < CASE_MIN || bench_now_ns() - started < CASE_BUDGET_NS);
}

static cr_solver *solver_of(const char *preset)
{
    cr_meld_profile *p = NULL;
    cr_solver *s = NULL;
    if (cr_meld_profile_new(&p, preset) != CR_OK || cr_solver_new(&s, p) != CR_OK) {
        fprintf(stderr, "bench_solver: no profile %s\n", preset);
        exit(1);
    }
    cr_meld_profile_free(p);
    return s;
}

/* CR_BENCH_COLD: each table query on a solver of its own, made before its
 * clock starts, so that every figure includes the memory a query's memo and
 * scratch first take (a server's first query on a new handle); without it a
 * case's queries share one solver, as a bot's turn does. */
static void fresh_solver(cr_solver **s, const char *preset)
{
    static int cold = -1;
    if (cold < 0)
        cold = getenv("CR_BENCH_COLD") != NULL;
    if (cold) {
        cr_solver_free(*s);
        *s = solver_of(preset);
    }
}

/* CR_BENCH_WARM: each table case runs its queries twice on its solver and
 * times the second run, so that no figure includes the memory the case's
 * first large query takes (a long-lived solver's queries, as on a server
 * or in a bot that keeps its handle; the answers and steps are the same in
 * both runs, nothing is kept between queries but memory). */
static int runs_per_case(void)
{
    static int warm = -1;
    if (warm < 0)
        warm = getenv("CR_BENCH_WARM") != NULL;
    return warm ? 2 : 1;
}

/* Queries that did not answer are counted by status and reported on stderr
 * (CR_E_LIMIT: the solver's effort budget; anything else is a bug here or there). */
typedef struct failures {
    size_t limit, other;
} failures;

static void count_failure(failures *f, int32_t status)
{
    if (status == CR_E_LIMIT)
        f->limit++;
    else if (status != CR_OK)
        f->other++;
}

static void note_failures(const char *name, const failures *f, size_t total)
{
    if (f->limit)
        fprintf(stderr, "case=%s: %zu of %zu queries hit the limit\n", name, f->limit, total);
    if (f->other)
        fprintf(stderr, "case=%s: %zu of %zu queries FAILED otherwise\n", name, f->other, total);
}

/* ---- deadwood ------------------------------------------------------------------ */

/* 10 random cards of one pack; or, meld-rich, 10 of the 20 cards of 5
 * adjacent ranks (A..9 start, so runs stay LOW). */
static void deadwood_hands(uint8_t (*hands)[10], bool rich, uint64_t seed)
{
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, seed);
    for (size_t h = 0; h < DEADWOOD_HANDS; h++) {
        uint8_t pool[52];
        size_t n = 0;
        if (rich) {
            unsigned low = 1 + cri_pcg32_bounded(&rng, 9);
            for (unsigned r = low; r < low + 5; r++)
                for (unsigned s = 0; s < 4; s++)
                    pool[n++] = CR_CARD(r, s);
        } else {
            cr_deck_build(pool, sizeof pool, &n, 1, 0);
        }
        cri_shuffle(&rng, pool, n);
        memcpy(hands[h], pool, 10);
    }
}

static void bench_deadwood(const char *name, bool rich, uint64_t seed)
{
    if (!bench_selected(name))
        return;
    static uint8_t hands[DEADWOOD_HANDS][10];
    deadwood_hands(hands, rich, seed);
    /* Straight Rummy: LOW runs, A 1, court 10, pip (gin values). */
    cr_solver *s = solver_of("straight7");
    size_t samples = DEADWOOD_PASSES * DEADWOOD_HANDS / DEADWOOD_BATCH;
    failures failed = {0, 0};
    uint64_t *ns = malloc(samples * sizeof *ns);
    volatile int32_t sink = 0;
    for (size_t i = 0; i < samples; i++) {
        size_t first = (i * DEADWOOD_BATCH) % DEADWOOD_HANDS;
        uint64_t t0 = bench_now_ns();
        for (size_t h = first; h < first + DEADWOOD_BATCH; h++) {
            int32_t v = 0;
            count_failure(&failed, cr_solver_deadwood(&v, s, hands[h], 10));
            sink += v;
        }
        ns[i] = bench_since_ns(t0) / DEADWOOD_BATCH;
    }
    (void)sink;
    bench_report(name, ns, samples);
    note_failures(name, &failed, samples * DEADWOOD_BATCH);
    free(ns);
    cr_solver_free(s);
}

/* ---- the table cases ----------------------------------------------------------------- */

/* One table case: its name, solver, instances and question. Each query
 * makes its instance from the case's generator (so the same instances in
 * the same order on every run) and times the one call that answers it. */
typedef struct table_case {
    char name[64];
    const char *preset;
    size_t instances;
    bool cyclic, can_join;
    unsigned jokers;
    size_t size;          /* arrange: cards; bestplay: table target; empty: hand cards */
    cri_lp *lp;           /* non-NULL: time the question's LP bound instead */
    int32_t (*query)(const struct table_case *c, cri_pcg32 *rng, cr_solver **s, uint64_t *ns,
                     uint64_t *steps);
} table_case;

/* What CR_BENCH_SEED adds to every table case's seed: 0 (the published
 * figures' questions) unless set; another value draws other questions of
 * the same kinds, to check that a change measured on the published ones
 * holds on questions it was not tuned on. */
static uint64_t seed_offset(void)
{
    static int read = 0;
    static uint64_t offset = 0;
    if (!read) {
        const char *text = getenv("CR_BENCH_SEED");
        offset = text ? strtoull(text, NULL, 10) : 0;
        read = 1;
    }
    return offset;
}

/* How many seeds CR_BENCH_SEEDS asks each table case to draw its
 * questions from: 1 unless set (at most SEEDS_MAX). Seeds 1000 apart: the
 * case's own (plus CR_BENCH_SEED), then 1000 more, and so on, each with the
 * case's instances; its line is over all of them, so that its worst case
 * is the worst of that many times the questions (the published seeds'
 * worst cases understate the kinds', thirty-eighth round of
 * docs/benchmarks-solver-rounds.md). */
#define SEEDS_MAX 100
#define SEEDS_APART 1000
static size_t seed_count(void)
{
    static size_t count = 0;
    if (count == 0) {
        const char *text = getenv("CR_BENCH_SEEDS");
        unsigned long k = text ? strtoul(text, NULL, 10) : 1;
        count = k < 1 ? 1 : k > SEEDS_MAX ? SEEDS_MAX : (size_t)k;
    }
    return count;
}

/* Runs a case's queries (twice under CR_BENCH_WARM, the second run
 * reported), from every seed CR_BENCH_SEEDS asks for, and prints its line. */
static void run_table_case(const table_case *c, uint64_t seed)
{
    size_t seeds = seed_count();
    cr_solver *s = solver_of(c->preset);
    uint64_t *ns = malloc(sizeof *ns * c->instances * seeds);
    uint64_t *steps = malloc(sizeof *steps * c->instances * seeds);
    if (!ns || !steps) {
        fprintf(stderr, "bench_solver: no memory for %s\n", c->name);
        exit(1);
    }
    size_t i = 0;
    failures failed = {0, 0};
    for (int run = runs_per_case(); run-- > 0;) {
        failed = (failures){0, 0};
        i = 0;
        for (size_t k = 0; k < seeds; k++) {
            cri_pcg32 rng;
            cri_pcg32_seed64(&rng, seed + seed_offset() + k * SEEDS_APART);
            uint64_t started = bench_now_ns();
            for (size_t done = 0; more(done, c->instances, started); done++, i++)
                count_failure(&failed, c->query(c, &rng, &s, &ns[i], &steps[i]));
        }
    }
    bench_report_steps(c->name, ns, steps, i);
    note_failures(c->name, &failed, i);
    free(ns);
    free(steps);
    cr_solver_free(s);
}

/* The LP bound of a bestplay question (its steps: the dual simplex pivots);
 * CR_E_UNSUPPORTED when it gives none. */
static int32_t time_lp_bound(cri_lp *lp, const cr_solver *s, const uint8_t *table, size_t nt,
                             const uint8_t *hand, size_t nh, uint64_t *ns, uint64_t *steps)
{
    cri_lp_bound b;
    uint64_t t0 = bench_now_ns();
    bool ok = cri_lp_bestplay_bound(lp, &s->prof, table, nt, hand, nh, &b);
    *ns = bench_since_ns(t0);
    *steps = (uint64_t)cri_lp_last_pivots(lp);
    return ok ? CR_OK : CR_E_UNSUPPORTED;
}

/* The solver's part of a timed query: its steps, read from the handle. */
static int32_t solver_done(const cr_solver *s, int32_t status, uint64_t t0, uint64_t *ns,
                           uint64_t *steps)
{
    *ns = bench_since_ns(t0);
    *steps = s->steps;
    return status;
}

/* ---- arrange ----------------------------------------------------------------------- */

/* Can c->size random cards of two packs and the jokers be melded, all of them. */
static int32_t query_arrange(const table_case *c, cri_pcg32 *rng, cr_solver **s, uint64_t *ns,
                             uint64_t *steps)
{
    uint8_t deck[CR_MAX_CARDS];
    size_t nd = 0;
    cr_deck_build(deck, sizeof deck, &nd, 2, c->jokers);
    cri_shuffle(rng, deck, nd);
    int32_t yes = 0;
    fresh_solver(s, c->preset);
    uint64_t t0 = bench_now_ns();
    return solver_done(*s, cr_solver_arrange(&yes, *s, deck, c->size), t0, ns, steps);
}

static void bench_arrange(const char *mode, const char *preset, unsigned jokers, size_t size,
                          uint64_t seed)
{
    table_case c = {.preset = preset, .instances = TABLE_INSTANCES, .jokers = jokers,
                    .size = size < 104 + jokers ? size : 104 + jokers, .query = query_arrange};
    snprintf(c.name, sizeof c.name, "arrange_%s_j%u_n%zu", mode, jokers, c.size);
    if (bench_selected(c.name))
        run_table_case(&c, seed);
}

/* ---- bestplay ---------------------------------------------------------------------------- */

typedef struct meld {
    uint8_t cards[16];
    size_t n;
} meld;

/* Cuts a segment of consecutive cards of one suit into runs of 3 to 8 cards
 * (a tail shorter than 3 goes to the rest). */
static void cut_runs(cri_pcg32 *rng, const uint8_t *seg, size_t ns, meld *melds, size_t *nm,
                     uint8_t *rest, size_t *nr)
{
    size_t at = 0;
    while (ns - at >= 3) {
        size_t len = 3 + cri_pcg32_bounded(rng, 4);
        if (len > ns - at || ns - at - len < 3)
            len = ns - at < 9 ? ns - at : 3;
        memcpy(melds[*nm].cards, seg + at, len);
        melds[(*nm)++].n = len;
        at += len;
    }
    while (at < ns)
        rest[(*nr)++] = seg[at++];
}

/* A valid two-pack table of about `target` cards and a 14-card hand from the
 * cards left, `jokers` jokers in play. The whole deck is cut into melds
 * first: some ranks of each pack become four-card groups, the rest of every
 * suit and pack is cut into runs (wrapping past the king in CYCLIC); each
 * joker takes the place of a card of a random meld (keeping a natural card in
 * it). Then whole melds are taken in random order while the table is smaller
 * than the target and 14 cards stay for the hand. */
void bench_table_and_hand(cri_pcg32 *rng, bool cyclic, unsigned jokers, size_t target, uint8_t *table,
                          size_t *nt, uint8_t *hand)
{
    static meld melds[MAX_MELDS];
    size_t nm = 0, nr = 0, total = 104 + jokers;
    uint8_t rest[CR_MAX_CARDS];
    for (unsigned copy = 0; copy < 2; copy++) {
        bool grouped[14] = {false};
        for (unsigned r = 1; r <= 13; r++) {
            if (cri_pcg32_bounded(rng, 4) != 0)
                continue;
            grouped[r] = true;
            melds[nm].n = 0;
            for (unsigned s = 0; s < 4; s++)
                melds[nm].cards[melds[nm].n++] = CR_CARD(r, s);
            nm++;
        }
        for (unsigned s = 0; s < 4; s++) {
            unsigned start = cyclic ? cri_pcg32_bounded(rng, 13) : 0;
            uint8_t seg[13];
            size_t ns = 0;
            for (unsigned i = 0; i < 13; i++) {
                unsigned r = (start + i) % 13 + 1;
                if (grouped[r]) {
                    cut_runs(rng, seg, ns, melds, &nm, rest, &nr);
                    ns = 0;
                } else {
                    seg[ns++] = CR_CARD(r, s);
                }
            }
            cut_runs(rng, seg, ns, melds, &nm, rest, &nr);
        }
    }
    for (unsigned j = 0; j < jokers; j++) {
        meld *m = &melds[cri_pcg32_bounded(rng, (uint32_t)nm)];
        size_t k = cri_pcg32_bounded(rng, (uint32_t)m->n), naturals = 0;
        for (size_t i = 0; i < m->n; i++)
            naturals += m->cards[i] != CR_CARD_JOKER;
        if (m->cards[k] == CR_CARD_JOKER || naturals < 2) {
            rest[nr++] = CR_CARD_JOKER;
            continue;
        }
        rest[nr++] = m->cards[k];
        m->cards[k] = CR_CARD_JOKER;
    }
    for (size_t i = nm; i > 1; i--) {
        size_t j = cri_pcg32_bounded(rng, (uint32_t)i);
        meld t = melds[i - 1];
        melds[i - 1] = melds[j];
        melds[j] = t;
    }
    *nt = 0;
    for (size_t i = 0; i < nm; i++) {
        if (*nt < target && *nt + melds[i].n + HAND_SIZE <= total) {
            memcpy(table + *nt, melds[i].cards, melds[i].n);
            *nt += melds[i].n;
        } else {
            memcpy(rest + nr, melds[i].cards, melds[i].n);
            nr += melds[i].n;
        }
    }
    cri_shuffle(rng, rest, nr);
    memcpy(hand, rest, HAND_SIZE);
    cri_shuffle(rng, table, *nt);
}

/* bestplay, or (can_join) the yes/no question, of a 14-card hand onto a
 * valid table of about c->size cards. */
static int32_t query_play(const table_case *c, cri_pcg32 *rng, cr_solver **s, uint64_t *ns,
                          uint64_t *steps)
{
    uint8_t table[CR_MAX_CARDS], hand[HAND_SIZE];
    size_t nt = 0;
    bench_table_and_hand(rng, c->cyclic, c->jokers, c->size, table, &nt, hand);
    if (c->lp)
        return time_lp_bound(c->lp, *s, table, nt, hand, HAND_SIZE, ns, steps);
    int32_t count = 0, value = 0;
    fresh_solver(s, c->preset);
    uint64_t t0 = bench_now_ns();
    int32_t st = c->can_join ? cr_solver_can_join(&count, *s, table, nt, hand, HAND_SIZE)
                             : cr_solver_bestplay(&count, &value, *s, table, nt, hand, HAND_SIZE);
    return solver_done(*s, st, t0, ns, steps);
}

static void bench_play(const char *question, const char *mode, const char *preset,
                       unsigned jokers, size_t target, uint64_t seed, cri_lp *lp)
{
    table_case c = {.preset = preset, .instances = BESTPLAY_INSTANCES,
                    .cyclic = !strcmp(mode, "cyclic"), .can_join = !strcmp(question, "can_join"),
                    .jokers = jokers, .size = target, .lp = lp, .query = query_play};
    snprintf(c.name, sizeof c.name, "%s%s_%s_j%u_t%zu", lp ? "lp_" : "", question, mode, jokers,
             target);
    if (bench_selected(c.name))
        run_table_case(&c, seed);
}

/* bestplay onto an empty table: how many of a hand's cards meld at all (the
 * question of every hint and bot, issue 11). The hand is c->size cards:
 * random cards of two packs and all the jokers. */
static int32_t query_empty(const table_case *c, cri_pcg32 *rng, cr_solver **s, uint64_t *ns,
                           uint64_t *steps)
{
    uint8_t hand[CR_MAX_CARDS];
    size_t nd = 0, n = c->size;
    cr_deck_build(hand, sizeof hand, &nd, 2, 0);
    cri_shuffle(rng, hand, nd);
    for (unsigned j = 0; j < c->jokers; j++)
        hand[n - 1 - j] = CR_CARD_JOKER;
    cri_shuffle(rng, hand, n);
    if (c->lp)
        return time_lp_bound(c->lp, *s, NULL, 0, hand, n, ns, steps);
    int32_t count = 0, value = 0;
    fresh_solver(s, c->preset);
    uint64_t t0 = bench_now_ns();
    return solver_done(*s, cr_solver_bestplay(&count, &value, *s, NULL, 0, hand, n), t0, ns,
                       steps);
}

/* The whole pack is named by its size (104 + J), smaller hands by their naturals. */
static void bench_bestplay_empty(const char *mode, const char *preset, unsigned jokers,
                                 size_t naturals, uint64_t seed, cri_lp *lp)
{
    table_case c = {.preset = preset, .instances = BESTPLAY_INSTANCES, .jokers = jokers,
                    .size = naturals < 104 ? naturals + jokers : 104 + jokers, .lp = lp,
                    .query = query_empty};
    snprintf(c.name, sizeof c.name, "%sbestplay_empty_%s_j%u_n%zu", lp ? "lp_" : "", mode,
             jokers, naturals < 104 ? naturals : c.size);
    if (bench_selected(c.name))
        run_table_case(&c, seed);
}

/* ---- the reference solver, for comparison (small cases only) ------------------------------ */

static void bench_reference(void)
{
    const ref_profile *straight = ref_profile_get(CR_GAME_STRAIGHT_RUMMY_7);
    const ref_profile *carousel = ref_profile_get(CR_GAME_CAROUSEL);
    static uint8_t hands[DEADWOOD_HANDS][10];
    uint64_t ns[TABLE_INSTANCES];
    for (int rich = 0; rich <= 1; rich++) {
        const char *name = rich ? "ref_deadwood_meldrich10" : "ref_deadwood_random10";
        if (!bench_selected(name))
            continue;
        deadwood_hands(hands, rich, rich ? 12 : 11);
        for (size_t i = 0; i < TABLE_INSTANCES; i++) {
            int v = 0;
            uint64_t t0 = bench_now_ns();
            ref_deadwood(&v, straight, hands[i], 10);
            ns[i] = bench_since_ns(t0);
        }
        bench_report(name, ns, TABLE_INSTANCES);
    }
    if (bench_selected("ref_arrange_low_j2_n20")) {
        cri_pcg32 rng;
        cri_pcg32_seed64(&rng, 21);
        for (size_t i = 0; i < TABLE_INSTANCES; i++) {
            uint8_t deck[CR_MAX_CARDS];
            size_t nd = 0;
            cr_deck_build(deck, sizeof deck, &nd, 2, 2);
            cri_shuffle(&rng, deck, nd);
            bool yes = false;
            uint64_t t0 = bench_now_ns();
            ref_arrangeable(&yes, carousel, deck, 20);
            ns[i] = bench_since_ns(t0);
        }
        bench_report("ref_arrange_low_j2_n20", ns, TABLE_INSTANCES);
    }
    if (bench_selected("ref_bestplay_low_j0_t20")) {
        cri_pcg32 rng;
        cri_pcg32_seed64(&rng, 31);
        for (size_t i = 0; i < BESTPLAY_INSTANCES; i++) {
            uint8_t table[CR_MAX_CARDS], hand[HAND_SIZE];
            size_t nt = 0;
            bench_table_and_hand(&rng, false, 0, 20, table, &nt, hand);
            bool ok = false;
            int count = 0, value = 0;
            uint64_t t0 = bench_now_ns();
            ref_bestplay(&ok, &count, &value, carousel, table, nt, hand, HAND_SIZE);
            ns[i] = bench_since_ns(t0);
        }
        bench_report("ref_bestplay_low_j0_t20", ns, BESTPLAY_INSTANCES);
    }
}

void bench_solver(void)
{
    static const size_t arrange_sizes[] = {20, 40, 60, 80, 108};
    static const size_t table_sizes[] = {20, 40, 60, 90};
    static const struct {
        const char *mode, *preset;
    } modes[] = {{"low", "carousel"}, {"cyclic", "rockit"}};
    bench_deadwood("deadwood_random10", false, 1);
    bench_deadwood("deadwood_meldrich10", true, 2);
    uint64_t seed = 100;
    for (size_t m = 0; m < 2; m++)
        for (unsigned j = 0; j <= 4; j += 2)
            for (size_t k = 0; k < sizeof arrange_sizes / sizeof arrange_sizes[0]; k++)
                bench_arrange(modes[m].mode, modes[m].preset, j, arrange_sizes[k], seed++);
    /* The bestplay questions, then (lp_*) their LP bounds, on the same seeds. */
    cri_lp *lp = cri_lp_new();
    if (!lp)
        exit(1);
    /* CR_BENCH_LP_NODES=N: the lp_* cases with the branch and bound over up
     * to N boxes (as the search asks for it), not the LP alone */
    const char *nodes = getenv("CR_BENCH_LP_NODES");
    if (nodes)
        cri_lp_set_branch_nodes(lp, (int32_t)strtol(nodes, NULL, 10));
    uint64_t play_seed = seed;
    for (int with_lp = 0; with_lp < 2; with_lp++) {
        seed = play_seed;
        for (size_t m = 0; m < 2; m++)
            for (unsigned j = 0; j <= 4; j += 2)
                for (size_t k = 0; k < sizeof table_sizes / sizeof table_sizes[0]; k++)
                    bench_play("bestplay", modes[m].mode, modes[m].preset, j, table_sizes[k],
                               seed++, with_lp ? lp : NULL);
    }
    for (int with_lp = 0; with_lp < 2; with_lp++) {
        seed = 2000;
        for (size_t m = 0; m < 2; m++)
            for (unsigned j = 0; j <= 4; j += 2)
                for (size_t k = 0; k < sizeof arrange_sizes / sizeof arrange_sizes[0]; k++)
                    bench_bestplay_empty(modes[m].mode, modes[m].preset, j,
                                         arrange_sizes[k] < 104 ? arrange_sizes[k] : 104,
                                         seed++, with_lp ? lp : NULL);
    }
    cri_lp_free(lp);
    /* can_join (the check the Carousel and RockIt engines call on every
     * commit): 40-card tables, 0 and 2 jokers; seeds of their own. */
    seed = 1000;
    for (size_t m = 0; m < 2; m++)
        for (unsigned j = 0; j <= 2; j += 2)
            bench_play("can_join", modes[m].mode, modes[m].preset, j, 40, seed++, NULL);
    bench_reference();
}

/* The reference solver is compiled into this file: the benchmark program's
 * source list lives in the shared Makefile.am, and the reference is only
 * timed here for comparison. */
#include "../reference/ref_profiles.c"
#include "../reference/ref_meld.c"
#include "../reference/ref_search.c"
