/* Allocation failure along a game's whole lifecycle, for every preset with
 * an engine: the Nth allocation fails (alone, then with every later one),
 * for every N until a run completes (alloc_hook.h). The call that meets the failure returns CR_E_NOMEM and
 * changes nothing (its game's save text is the same as before the call);
 * the game stays usable (a legal-move query and a save work afterwards);
 * a deal that ended whatever failed reads the ledger its loaded save reads;
 * every handle frees cleanly and no block is left allocated. ASan's leak
 * checker and valgrind (CI) watch the same runs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cardrules.h>

#include "robust/alloc_hook.h"

/* Not a Check suite: Check is linked statically and allocates in its
 * assertions, which the hook would count and fail. */
#define REQ_MSG(c, ...)                                                                            \
    do {                                                                                           \
        if (!(c)) {                                                                                \
            fprintf(stderr, "%s:%d: ", __FILE__, __LINE__);                                        \
            fprintf(stderr, __VA_ARGS__);                                                          \
            fputc('\n', stderr);                                                                   \
            exit(EXIT_FAILURE);                                                                    \
        }                                                                                          \
    } while (0)
#define REQ(c) REQ_MSG(c, "%s", #c)

enum { TEXT_MAX = 1 << 17, MAX_MOVES = 3000 };

typedef struct life {
    cr_game *g; /* the game the current step acts on, if any */
    char *before, *after;
    const char *what;
} life;

/* The save text of a game, with the hook paused. */
static void save_of(cr_game *g, char *buf)
{
    hook_pause();
    REQ(cr_game_save(buf, TEXT_MAX, NULL, g) == CR_OK);
    hook_resume();
}

/* Before a step on game g. */
static void before(life *L, cr_game *g, const char *what)
{
    L->g = g;
    L->what = what;
    if (g)
        save_of(g, L->before);
}

/* After the step: CR_OK goes on; a failure must be the injected one,
 * reported as CR_E_NOMEM, and must leave the game as it was. */
static bool after(life *L, int32_t rc)
{
    if (rc == CR_OK)
        return true;
    REQ_MSG(hook_failed(), "%s failed without an allocation failure: %s", L->what,
                  cr_status_name(rc));
    REQ_MSG(rc == CR_E_NOMEM, "%s, allocation %ld failed: %s, not CR_E_NOMEM", L->what,
                  hook_count(), cr_status_name(rc));
    hook_pause();
    if (L->g) {
        save_of(L->g, L->after);
        hook_pause();
        REQ_MSG(strcmp(L->before, L->after) == 0, "%s changed the game when it failed",
                      L->what);
        size_t n = 0;
        int32_t seat = cr_game_to_act(L->g);
        REQ(cr_game_legal_count(&n, L->g, seat < 0 ? 0 : seat) == CR_OK);
    }
    return false;
}

#define STEP(game, call)                                                                           \
    do {                                                                                           \
        before(L, (game), #call);                                                                  \
        if (!after(L, (call)))                                                                     \
            return;                                                                                \
    } while (0)

/* One listed legal move for the seat to act. */
static int32_t legal_move(cr_game *g, uint32_t pick)
{
    int32_t seat = cr_game_to_act(g), type, arg;
    size_t n = 0, cn;
    uint8_t cards[4 * CR_MAX_CARDS];
    int32_t rc = cr_game_legal_count(&n, g, seat);
    if (rc != CR_OK)
        return rc;
    REQ(n > 0);
    rc = cr_game_legal_move_get(&type, cards, sizeof cards, &cn, &arg, g, pick % n);
    if (rc != CR_OK)
        return rc;
    return cr_game_apply_move(g, seat, type, cards, cn, arg);
}

/* The finished deal's ledger read through the API is the one a game loaded
 * from its save reads: kept when the deal ended, or, when that allocation
 * failed, computed again at each query (lib/game/game_query.c). */
static int32_t same_ledger(cr_game *g, char *text)
{
    hook_pause();
    REQ(cr_game_save(text, TEXT_MAX, NULL, g) == CR_OK);
    cr_game *h = NULL;
    REQ(cr_game_load(&h, NULL, 0, text) == CR_OK);
    size_t n = 0, m = 0;
    REQ(cr_game_ledger_count(&n, g) == CR_OK && cr_game_ledger_count(&m, h) == CR_OK);
    REQ(n == m);
    for (size_t i = 0; i < n; i++) {
        int32_t a[3], b[3];
        int64_t x[2], y[2];
        REQ(cr_game_ledger_get(&a[0], &a[1], &x[0], &x[1], &a[2], g, i) == CR_OK);
        REQ(cr_game_ledger_get(&b[0], &b[1], &y[0], &y[1], &b[2], h, i) == CR_OK);
        REQ(memcmp(a, b, sizeof a) == 0 && memcmp(x, y, sizeof x) == 0);
    }
    cr_game_free(h);
    hook_resume();
    return CR_OK;
}

typedef struct handles {
    cr_rules *rules;
    cr_game *g, *loaded, *copy, *copy2, *replayed;
    cr_error *err;
    cr_meld_profile *profile;
    cr_solver *solver;
} handles;

/* The lifecycle; returns at the first step that meets the failure. */
static void lifecycle(life *L, handles *H, const char *rules_text, const char *layout, char *text)
{
    STEP(NULL, cr_error_new(&H->err));
    STEP(NULL, cr_rules_from_text(&H->rules, rules_text));
    if (layout)
        STEP(NULL, cr_game_new_layout(&H->g, NULL, 0, H->rules, layout));
    else
        STEP(NULL, cr_game_new(&H->g, H->rules, 42));
    cr_game *g = H->g;
    for (uint32_t i = 0; i < 6 && !cr_game_is_deal_over(g); i++) {
        STEP(g, legal_move(g, i * 7));
        STEP(g, cr_game_view(text, TEXT_MAX, NULL, g, (int32_t)i % cr_game_player_count(g)));
        if (!cr_game_is_deal_over(g)) /* a layout's deal may end here */
            STEP(g, cr_game_legal_moves(text, TEXT_MAX, NULL, g, cr_game_to_act(g)));
    }
    STEP(g, cr_game_save(text, TEXT_MAX, NULL, g));
    STEP(NULL, cr_game_load(&H->loaded, NULL, 0, text));
    STEP(g, cr_game_copy(&H->copy, g));
    STEP(g, cr_game_undo(g));
    for (int m = 0; m < MAX_MOVES && !cr_game_is_deal_over(g); m++)
        STEP(g, cr_game_bot_play(g, cr_game_to_act(g), (uint64_t)m));
    REQ(cr_game_is_deal_over(g));
    STEP(g, same_ledger(g, text));
    if (!cr_game_is_match_over(g)) {
        STEP(g, cr_game_next_deal(g));
        STEP(g, legal_move(g, 1));
        STEP(g, cr_game_copy(&H->copy2, g)); /* a copy with a match log */
    }
    STEP(g, cr_game_view(text, TEXT_MAX, NULL, g, CR_SEAT_SPECTATOR));
    STEP(g, cr_game_record(text, TEXT_MAX, NULL, g));
    STEP(NULL, cr_game_replay(&H->replayed, H->err, text));
    STEP(NULL, cr_meld_profile_new(&H->profile, "straight7"));
    STEP(NULL, cr_solver_new(&H->solver, H->profile));
    static const uint8_t hand[] = {CR_CARD(4, CR_SUIT_CLUBS), CR_CARD(5, CR_SUIT_CLUBS),
                                   CR_CARD(6, CR_SUIT_CLUBS), CR_CARD(CR_RANK_KING, CR_SUIT_HEARTS),
                                   CR_CARD(CR_RANK_KING, CR_SUIT_SPADES),
                                   CR_CARD(CR_RANK_KING, CR_SUIT_DIAMONDS)};
    int32_t dw = 0;
    STEP(NULL, cr_solver_deadwood(&dw, H->solver, hand, sizeof hand));
    REQ(dw == 0);
}

static void free_all(handles *H)
{
    cr_solver_free(H->solver);
    cr_meld_profile_free(H->profile);
    cr_game_free(H->replayed);
    cr_game_free(H->copy);
    cr_game_free(H->copy2);
    cr_game_free(H->loaded);
    cr_game_free(H->g);
    cr_rules_free(H->rules);
    cr_error_free(H->err);
}

static bool plays(const char *rules_text)
{
    cr_rules *r = NULL;
    cr_game *g = NULL;
    bool ok = cr_rules_from_text(&r, rules_text) == CR_OK && cr_game_new(&g, r, 1) == CR_OK;
    cr_game_free(g);
    cr_rules_free(r);
    return ok;
}

static long every_allocation_fails(const char *rules_text, const char *layout, bool sticky)
{
    life L = {.before = malloc(TEXT_MAX), .after = malloc(TEXT_MAX)};
    char *text = malloc(TEXT_MAX);
    REQ(L.before && L.after && text);
    long total = -1;
    for (long n = 1; total < 0; n++) {
        long live = hook_live();
        handles H = {0};
        hook_arm(n, sticky);
        lifecycle(&L, &H, rules_text, layout, text);
        bool failed = hook_failed();
        long count = hook_count();
        hook_disarm();
        free_all(&H);
        REQ_MSG(hook_live() == live, "%s, allocation %ld failed: %ld blocks leaked", rules_text, n,
                hook_live() - live);
        if (!failed)
            total = count; /* the whole lifecycle ran: every allocation was tried */
    }
    /* The hook must have seen the library's allocations. */
    REQ(total > 20);
    printf("%s: %ld allocations, each failed %s\n", rules_text, total,
           sticky ? "with every later one" : "alone");
    free(L.before);
    free(L.after);
    free(text);
    return total;
}

/* Variants whose code allocates where the presets' does not: the break
 * the engine arranges with wild cards (SR-8) works on copies of the game.
 * Each starts from a layout at the break (a Double table joker that may
 * move) and is checked to allocate more than the same layout without it. */
#define DR_BREAK                                                                                   \
    "dealer 1\nturn 0\nbreak 1 1 0\ntable 1:JK=7S 8S 9S\n"                                            \
    "hand 0 7S JS KD QC 4H 2D AH 5D 3C 10H\nhand 1 KH QH\nstock KC\ndiscard rest\n"
#define JR_BREAK                                                                                   \
    "dealer 1\nturn 0\nbreak 1 1 0\ntable 1:4S 5S 2C=6S\n"                                            \
    "hand 0 6S KD QC 4H 10H 3D 7C\nhand 1 KH QH\nstock KC\ndiscard rest\n"
static const struct {
    const char *plain, *arranged, *layout;
} variants[] = {
    {"double players=2", "double players=2 straight.break_auto_arrange", DR_BREAK},
    {"java players=2 java.stock_end=STRAIGHT_BREAK",
     "java players=2 java.stock_end=STRAIGHT_BREAK straight.break_auto_arrange", JR_BREAK},
};

int main(void)
{
    int tested = 0;
    for (int32_t preset = 1; preset <= cr_preset_count(); preset++)
        if (plays(cr_preset_name(preset))) {
            every_allocation_fails(cr_preset_name(preset), NULL, false);
            every_allocation_fails(cr_preset_name(preset), NULL, true);
            tested++;
        }
    REQ(tested > 0);
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
        const char *layout = variants[v].layout;
        REQ(plays(variants[v].arranged));
        long plain = every_allocation_fails(variants[v].plain, layout, false);
        long more = every_allocation_fails(variants[v].arranged, layout, false);
        every_allocation_fails(variants[v].arranged, layout, true);
        REQ_MSG(more > plain, "%s allocates no more than %s", variants[v].arranged, variants[v].plain);
    }
    return EXIT_SUCCESS;
}
