/* Threads: several threads at once, each driving its own games (every
 * preset with an engine: moves, views, saves, loads, copies, undo, the next
 * deal, records) and its own solver handles. Each thread's work is first
 * done alone to get its expected results (a checksum of every text the
 * library wrote); then all threads run together and must get the same
 * results. The header promises no shared mutable state; CI runs this
 * program built with -fsanitize=thread (.ci/run), which reports any data
 * race between the handles. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cardrules.h>

/* MOVE_CAP: random play may prolong some games without end (Round-the-
 * Corner's upcard draws, RULES.md CM-11); a capped deal ends the game. */
enum { THREADS = 6, ROUNDS = 16, TEXT_MAX = 1 << 17, MOVE_CAP = 1500 };

#define REQ(c)                                                                                     \
    do {                                                                                           \
        if (!(c)) {                                                                                \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, #c);                                \
            exit(EXIT_FAILURE);                                                                    \
        }                                                                                          \
    } while (0)

static int32_t presets[64];
static int npresets;

typedef struct work {
    int id;
    uint64_t sum; /* FNV-1a over every text written */
    char *text;
} work;

static void mix(work *w, const char *s)
{
    for (; *s; s++)
        w->sum = (w->sum ^ (uint8_t)*s) * 1099511628211ULL;
}

static void play_game(work *w, int32_t preset, uint64_t seed)
{
    cr_rules *r = NULL;
    cr_game *g = NULL;
    REQ(cr_rules_new_id(&r, preset) == CR_OK);
    REQ(cr_game_new(&g, r, seed) == CR_OK);
    for (int deal = 0; deal < 2; deal++) {
        int m = 0;
        for (; !cr_game_is_deal_over(g) && m < MOVE_CAP; m++) {
            int32_t seat = cr_game_to_act(g);
            REQ(cr_game_view(w->text, TEXT_MAX, NULL, g, seat) == CR_OK);
            mix(w, w->text);
            if (m % 3 == 0) {
                REQ(cr_game_legal_moves(w->text, TEXT_MAX, NULL, g, seat) == CR_OK);
                mix(w, w->text);
                REQ(cr_game_bot_play(g, seat, seed + (uint64_t)m) == CR_OK);
            } else {
                size_t n = 0, cn;
                int32_t type, arg;
                uint8_t cards[4 * CR_MAX_CARDS];
                REQ(cr_game_legal_count(&n, g, seat) == CR_OK && n > 0);
                REQ(cr_game_legal_move_get(&type, cards, sizeof cards, &cn, &arg, g,
                                           (size_t)(seed + (uint64_t)m) % n) == CR_OK);
                REQ(cr_game_apply_move(g, seat, type, cards, cn, arg) == CR_OK);
            }
            if (m % 17 == 5) { /* save, load and go on from the loaded game */
                REQ(cr_game_save(w->text, TEXT_MAX, NULL, g) == CR_OK);
                mix(w, w->text);
                cr_game *h = NULL;
                REQ(cr_game_load(&h, NULL, 0, w->text) == CR_OK);
                cr_game_free(g);
                g = h;
            }
            if (m % 23 == 7) { /* undo, then go on from a copy */
                REQ(cr_game_undo(g) == CR_OK);
                cr_game *c = NULL;
                REQ(cr_game_copy(&c, g) == CR_OK);
                cr_game_free(g);
                g = c;
            }
        }
        if (m == MOVE_CAP || cr_game_is_match_over(g) || cr_game_next_deal(g) != CR_OK)
            break;
    }
    REQ(cr_game_record(w->text, TEXT_MAX, NULL, g) == CR_OK);
    mix(w, w->text);
    cr_error *err = NULL;
    cr_game *rep = NULL;
    REQ(cr_error_new(&err) == CR_OK);
    REQ(cr_game_replay(&rep, err, w->text) == CR_OK);
    cr_game_free(rep);
    cr_error_free(err);
    cr_game_free(g);
    cr_rules_free(r);
}

static void solve(work *w, uint64_t seed)
{
    static const char *const profiles[] = {"straight7", "carousel", "rockit", "java"};
    cr_meld_profile *p = NULL;
    cr_solver *s = NULL;
    REQ(cr_meld_profile_new(&p, profiles[seed % 4]) == CR_OK);
    REQ(cr_solver_new(&s, p) == CR_OK);
    REQ(cr_solver_set_budget(s, 200000) == CR_OK);
    uint8_t deck[CR_MAX_CARDS];
    size_t n = 0;
    REQ(cr_deck_build(deck, sizeof deck, &n, 2, 4) == CR_OK);
    cr_rng *rng = NULL;
    REQ(cr_rng_new(&rng, seed) == CR_OK);
    REQ(cr_rng_shuffle(rng, deck, n) == CR_OK);
    int32_t dw = 0, yes = 0, cnt = 0, val = 0;
    int32_t rc = cr_solver_deadwood(&dw, s, deck, 10);
    REQ(rc == CR_OK || rc == CR_E_LIMIT);
    rc = cr_solver_bestplay(&cnt, &val, s, NULL, 0, deck + 10, 12);
    REQ(rc == CR_OK || rc == CR_E_LIMIT);
    rc = cr_solver_arrange(&yes, s, deck + 22, 9);
    REQ(rc == CR_OK || rc == CR_E_LIMIT);
    char line[64];
    snprintf(line, sizeof line, "%d %d %d %d", (int)dw, (int)cnt, (int)val, (int)yes);
    mix(w, line);
    cr_rng_free(rng);
    cr_solver_free(s);
    cr_meld_profile_free(p);
}

static void *run(void *arg)
{
    work *w = arg;
    w->sum = 14695981039346656037ULL;
    for (int round = 0; round < ROUNDS; round++) {
        uint64_t seed = (uint64_t)(w->id * 1000 + round);
        play_game(w, presets[(w->id + round) % npresets], seed);
        solve(w, seed);
    }
    return NULL;
}

int main(void)
{
    for (int32_t id = 1; id <= cr_preset_count() && npresets < 64; id++) {
        cr_rules *r = NULL;
        cr_game *g = NULL;
        if (cr_rules_new_id(&r, id) == CR_OK && cr_game_new(&g, r, 1) == CR_OK)
            presets[npresets++] = id;
        cr_game_free(g);
        cr_rules_free(r);
    }
    REQ(npresets > 0);
    work alone[THREADS], together[THREADS];
    pthread_t t[THREADS];
    for (int i = 0; i < THREADS; i++) {
        alone[i] = (work){.id = i, .text = malloc(TEXT_MAX)};
        together[i] = (work){.id = i, .text = malloc(TEXT_MAX)};
        REQ(alone[i].text && together[i].text);
        run(&alone[i]);
    }
    for (int i = 0; i < THREADS; i++)
        REQ(pthread_create(&t[i], NULL, run, &together[i]) == 0);
    for (int i = 0; i < THREADS; i++)
        REQ(pthread_join(t[i], NULL) == 0);
    for (int i = 0; i < THREADS; i++) {
        REQ(together[i].sum == alone[i].sum);
        free(alone[i].text);
        free(together[i].text);
    }
    printf("%d threads x %d rounds over %d presets: the same results as alone\n", THREADS, ROUNDS,
           npresets);
    return EXIT_SUCCESS;
}
