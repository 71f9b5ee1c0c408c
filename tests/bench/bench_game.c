/* Game benchmark cases (docs/benchmarks-game.md): validation rate,
 * validate+apply rate, random full games per second, bot move latency,
 * bytes per handle. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "game/game.h"

#define REC_MAX 4096
/* Card bytes kept per recorded move: a rummy meld move with separators. */
#define REC_CARDS 40

typedef struct recorded {
    cr_game *start;   /* the position the moves start from */
    int32_t seat[REC_MAX], type[REC_MAX], arg[REC_MAX];
    uint8_t cards[REC_MAX][REC_CARDS], cn[REC_MAX];
    size_t n;
} recorded;

static cr_rules *rules_of(const char *text)
{
    cr_rules *r = NULL;
    if (cr_rules_from_text(&r, text) != CR_OK) {
        fprintf(stderr, "bench_game: bad rules %s\n", text);
        exit(1);
    }
    return r;
}

/* One random game (uniform over the legal list) from a seed, recorded. */
static void record(recorded *rec, const cr_rules *r, uint64_t seed)
{
    cr_game *g;
    cr_game_new(&g, r, seed);
    cr_game_copy(&rec->start, g);
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, seed ^ 0x5EEDu);
    rec->n = 0;
    while (!cr_game_is_deal_over(g) && rec->n < REC_MAX) {
        int32_t seat = cr_game_to_act(g), type, arg;
        size_t n, cn;
        uint8_t cards[CRI_MOVE_MAX];
        cr_game_legal_count(&n, g, seat);
        cr_game_legal_move_get(&type, cards, sizeof cards, &cn, &arg, g, cri_pcg32_bounded(&rng, (uint32_t)n));
        if (cn > REC_CARDS)
            break; /* a long meld move: the recording stops here */
        rec->seat[rec->n] = seat;
        rec->type[rec->n] = type;
        rec->arg[rec->n] = arg;
        memcpy(rec->cards[rec->n], cards, cn);
        rec->cn[rec->n] = (uint8_t)cn;
        rec->n++;
        cr_game_apply_move(g, seat, type, cards, cn, arg);
    }
    cr_game_free(g);
}

/* Puts g back to the recorded start without allocating. */
static void restore(cr_game *g, const cr_game *start)
{
    cri_game_extra *x = g->x;
    memcpy(g, start, cri_game_size(start));
    g->x = x;
    cri_movebuf_clear(&x->history);
    g->stamp += 0x10000u;
}

static void bench_validate_apply(const char *name, const char *rules_text)
{
    if (!bench_selected(name))
        return;
    cr_rules *r = rules_of(rules_text);
    enum { GAMES = 64 };
    static recorded rec[GAMES];
    size_t total = 0;
    for (size_t i = 0; i < GAMES; i++) {
        record(&rec[i], r, 1000 + i);
        total += rec[i].n;
    }
    cr_game *g;
    cr_game_copy(&g, rec[0].start);
    uint64_t moves = 0, t0 = bench_now_ns();
    for (int round = 0; round < 200; round++)
        for (size_t i = 0; i < GAMES; i++) {
            restore(g, rec[i].start);
            for (size_t k = 0; k < rec[i].n; k++) {
                if (cr_game_apply_move(g, rec[i].seat[k], rec[i].type[k], rec[i].cards[k], rec[i].cn[k],
                                       rec[i].arg[k]) != CR_OK) {
                    fprintf(stderr, "bench_game: replay refused\n");
                    exit(1);
                }
            }
            moves += rec[i].n;
        }
    uint64_t elapsed = bench_since_ns(t0);
    char extra[64];
    snprintf(extra, sizeof extra, "moves_per_game=%.1f", (double)total / GAMES);
    bench_report_rate(name, moves, elapsed, extra);
    /* Validation alone: every recorded move against its position, plus a
     * refused play of a card the seat does not hold. */
    moves = 0;
    t0 = bench_now_ns();
    for (int round = 0; round < 100; round++)
        for (size_t i = 0; i < GAMES; i++) {
            restore(g, rec[i].start);
            for (size_t k = 0; k < rec[i].n; k++) {
                const uint8_t *c = rec[i].cards[k];
                uint8_t bad = CR_CARD(7, rec[i].cn[k] ? (c[0] >> 4) ^ 1u : 0u);
                int32_t type = rec[i].type[k], seat = rec[i].seat[k];
                int32_t bad_type = type == CR_MOVE_PLAY ? CR_MOVE_PLAY : CR_MOVE_DISCARD;
                (void)cr_game_validate_move(g, seat, bad_type, &bad, 1, -1);
                (void)cr_game_validate_move(g, seat, type, c, rec[i].cn[k], rec[i].arg[k]);
                cr_game_apply_unchecked(g, seat, type, c, rec[i].cn[k], rec[i].arg[k]);
            }
            moves += 2 * rec[i].n;
        }
    elapsed = bench_since_ns(t0);
    char vname[96];
    snprintf(vname, sizeof vname, "%s_validate_only", name);
    bench_report_rate(vname, moves, elapsed, "(includes one unchecked apply per two validations)");
    cr_game_free(g);
    for (size_t i = 0; i < GAMES; i++)
        cr_game_free(rec[i].start);
    cr_rules_free(r);
}

/* Whole random games: create (shuffle, deal), pick uniformly among the
 * legal moves through the public API, apply, free. */
static void bench_random_games(const char *name, const char *rules_text, uint64_t games)
{
    if (!bench_selected(name))
        return;
    cr_rules *r = rules_of(rules_text);
    cri_pcg32 rng;
    cri_pcg32_seed64(&rng, 42);
    uint64_t moves = 0, t0 = bench_now_ns();
    for (uint64_t i = 0; i < games; i++) {
        cr_game *g;
        if (cr_game_new(&g, r, i) != CR_OK)
            exit(1);
        while (!cr_game_is_deal_over(g)) {
            int32_t seat = cr_game_to_act(g), type, arg;
            size_t n, cn;
            uint8_t cards[CRI_MOVE_MAX];
            cr_game_legal_count(&n, g, seat);
            cr_game_legal_move_get(&type, cards, sizeof cards, &cn, &arg, g, cri_pcg32_bounded(&rng, (uint32_t)n));
            if (cr_game_apply_unchecked(g, seat, type, cards, cn, arg) != CR_OK) {
                fprintf(stderr, "bench_game: %s: a listed move refused: %s\n", name, cr_game_last_error(g));
                exit(1);
            }
            moves++;
        }
        cr_game_free(g);
    }
    uint64_t elapsed = bench_since_ns(t0);
    char extra[64];
    snprintf(extra, sizeof extra, "moves_per_game=%.1f", (double)moves / (double)games);
    bench_report_rate(name, games, elapsed, extra);
    cr_rules_free(r);
}

/* Whole deals played by the bots: the latency of each cr_game_bot_play
 * (a bot counts the deadwood after every discard it could make). */
static void bench_bot_moves(const char *name, const char *rules_text, uint64_t games)
{
    if (!bench_selected(name))
        return;
    size_t cap = 4096, n = 0;
    uint64_t *ns = malloc(cap * sizeof *ns);
    if (!ns)
        exit(1);
    for (uint64_t i = 0; i < games; i++) {
        cr_game *g = NULL;
        if (cr_game_new_text(&g, rules_text, i) != CR_OK)
            exit(1);
        while (!cr_game_is_deal_over(g)) {
            if (n == cap) {
                uint64_t *more = realloc(ns, 2 * cap * sizeof *ns);
                if (!more)
                    exit(1);
                ns = more;
                cap *= 2;
            }
            uint64_t t0 = bench_now_ns();
            if (cr_game_bot_play(g, cr_game_to_act(g), i) != CR_OK)
                exit(3);
            ns[n++] = bench_since_ns(t0);
        }
        cr_game_free(g);
    }
    bench_report(name, ns, n);
    free(ns);
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* The legal list computed afresh at every position of recorded random
 * games (the cache is keyed by the state, and every move changes it):
 * median and 90th percentile per computation, over every position and
 * over those where the seat holds a seven-card hand (7 cards before the
 * draw, 8 after it: the size the issue 9 target names). */
static void bench_legal(const char *name, const char *rules_text)
{
    if (!bench_selected(name))
        return;
    cr_rules *r = rules_of(rules_text);
    enum { GAMES = 64 };
    static recorded rec[GAMES];
    static uint64_t ns[GAMES * REC_MAX], ns7[GAMES * REC_MAX];
    size_t m = 0, m7 = 0;
    for (size_t i = 0; i < GAMES; i++) {
        record(&rec[i], r, 2000 + i);
        cr_game *g;
        cr_game_copy(&g, rec[i].start);
        for (size_t k = 0; k < rec[i].n; k++) {
            size_t n = 0;
            int32_t held = cr_game_hand_size(g, rec[i].seat[k]);
            uint64_t t0 = bench_now_ns();
            cr_game_legal_count(&n, g, rec[i].seat[k]);
            ns[m++] = bench_since_ns(t0);
            if (held == 7 || held == 8)
                ns7[m7++] = ns[m - 1];
            cr_game_apply_move(g, rec[i].seat[k], rec[i].type[k], rec[i].cards[k], rec[i].cn[k], rec[i].arg[k]);
        }
        cr_game_free(g);
        cr_game_free(rec[i].start);
    }
    qsort(ns, m, sizeof ns[0], cmp_u64);
    qsort(ns7, m7, sizeof ns7[0], cmp_u64);
    printf("case=%s lists=%zu median_ns=%llu p90_ns=%llu lists7=%zu median7_ns=%llu p90_7_ns=%llu\n", name, m,
           (unsigned long long)ns[m / 2], (unsigned long long)ns[m * 9 / 10], m7,
           (unsigned long long)(m7 ? ns7[m7 / 2] : 0), (unsigned long long)(m7 ? ns7[m7 * 9 / 10] : 0));
    fflush(stdout);
    cr_rules_free(r);
}

/* The legal list of one break turn the engine arranges (SR-8), made
 * afresh from its layout each time: every discard listed is one wild
 * arrangement searched. */
static void bench_break_layout(const char *name, const char *rules_text, const char *layout)
{
    if (!bench_selected(name))
        return;
    cr_rules *r = rules_of(rules_text);
    enum { RUNS = 20 };
    uint64_t ns[RUNS];
    for (size_t i = 0; i < RUNS; i++) {
        cr_game *g = NULL;
        size_t n = 0;
        if (cr_game_new_layout(&g, NULL, 0, r, layout) != CR_OK)
            exit(4);
        uint64_t t0 = bench_now_ns();
        if (cr_game_legal_count(&n, g, cr_game_to_act(g)) != CR_OK || !n)
            exit(4);
        ns[i] = bench_since_ns(t0);
        cr_game_free(g);
    }
    bench_report(name, ns, RUNS);
    cr_rules_free(r);
}

static void bench_handle_bytes(const char *rules)
{
    if (!bench_selected("game_handle_bytes"))
        return;
    /* The handle with its engine's data, the heap part (with the copy of
     * the rules), and the history buffer of a typical Rockaway deal (5
     * bytes + 1 card + a 4-byte offset per move). */
    cr_game *g = NULL;
    if (cr_game_new_text(&g, rules, 1) != CR_OK)
        return;
    printf("case=game_handle_bytes rules=\"%s\" handle=%zu engine_data=%zu extra=%zu history_bytes_per_move=10\n",
           rules, cri_game_size(g), g->engine->data_size, sizeof(cri_game_extra));
    fflush(stdout);
    cr_game_free(g);
}

void bench_game(void)
{
    bench_handle_bytes("rockaway players=5");
    bench_validate_apply("game_validate_apply_rockaway5", "rockaway players=5");
    bench_validate_apply("game_validate_apply_goboom4", "go-boom players=4");
    bench_random_games("game_random_rockaway5", "rockaway players=5", 100000);
    bench_random_games("game_random_goboom4", "go-boom players=4", 100000);
    /* The RUMMY presets (Round-the-Corner is left out of the random games:
     * random play may never end it, RULES.md CM-11). */
    static const struct {
        const char *name, *rules;
    } rummy[] = {{"straight7", "straight7 players=4"}, {"straight6", "straight6 players=4"},
                 {"skip", "skip players=4"},           {"block", "block players=4"},
                 {"queencity", "queen-city players=4"}, {"boathouse", "boathouse players=4"},
                 {"rtc", "round-the-corner players=4"}, {"java", "java players=4"},
                 {"rummypoker", "rummy-poker players=4"}, {"double", "double players=4"}};
    bench_handle_bytes("straight7 players=4");
    bench_handle_bytes("rummy-poker players=6 rummy.packs=3 rummy.jokers=6");
    char name[96];
    for (size_t i = 0; i < sizeof rummy / sizeof rummy[0]; i++) {
        snprintf(name, sizeof name, "game_validate_apply_%s", rummy[i].name);
        bench_validate_apply(name, rummy[i].rules);
        snprintf(name, sizeof name, "game_legal_%s", rummy[i].name);
        bench_legal(name, rummy[i].rules);
        if (strcmp(rummy[i].name, "rtc") != 0) {
            snprintf(name, sizeof name, "game_random_%s", rummy[i].name);
            bench_random_games(name, rummy[i].rules, 20000);
        }
    }
    /* The MANIP presets: random play draws and passes, and in RockIt
     * comes in with a listed trick (the only commits a list holds). */
    bench_random_games("game_random_rockit3", "rockit players=3", 20000);
    bench_random_games("game_random_carousel3", "carousel players=3", 20000);
    /* Skip, Rummy Poker and Double Rummy deal ten cards at 4 players:
     * their seven-card figures, dealt seven. */
    bench_legal("game_legal_skip_hand7", "skip players=4 rummy.hand_size=7");
    bench_legal("game_legal_rummypoker_hand7", "rummy-poker players=4 rummy.hand_size=7");
    bench_legal("game_legal_double_hand7", "double players=4 rummy.hand_size=7");
    /* Bots with wild cards: every bot move counts deadwood over hands of up
     * to 14 cards, where wild and identical cards make hundreds of melds. */
    bench_bot_moves("game_bot_java", "java players=4", 100);
    bench_bot_moves("game_bot_rummypoker", "rummy-poker players=4", 100);
    bench_bot_moves("game_bot_rummypoker_hand13", "rummy-poker players=4 rummy.hand_size=13", 100);
    bench_bot_moves("game_bot_double", "double players=4", 100);
    /* Breaks the engine arranges with wild cards: random Double deals, and
     * a break of eleven cards whose lay-offs meet in 2,147 states (the
     * game fuzzer's; tests/rummy/test_rummy_arrange.c). */
    bench_legal("game_legal_double_break_auto", "double players=4 straight.break_auto_arrange");
    bench_break_layout("game_break_arrange_double_many_orders",
                       "double players=4 rummy.packs=1 rummy.wild_deuces=ON straight.break_auto_arrange",
                       "dealer 0\nturn 0\nbreak 1 3 0\ndrew stock\nmelded 1 2 3\nphase BREAK\n"
                       "table 1:7D 2D=8D 9D JK=10D / 1:4H JK=5H 6H / 2:QD KD 2H=AD / 2:4S 5S 6S 2S=7S\n"
                       "hand 0 5D 6D 8D JD 3H 5H 7H KH 3S 7S KS\nhand 1 4D JH 8S\nhand 2 AH 10H 9S QS\n"
                       "hand 3 8C 10C JC KC 3D 8H QH 10S JS\nstock\ndiscard rest\n");
}
