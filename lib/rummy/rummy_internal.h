/* What the RUMMY engine's files share (rummy.c, rummy_turn.c,
 * rummy_plan.c, rummy_meld.c, rummy_end.c, rummy_io.c, rummy_bot.c). */
#ifndef CRI_RUMMY_INTERNAL_H
#define CRI_RUMMY_INTERNAL_H

#include "game/game.h"
#include "rummy/rummy.h"

struct cri_json;
struct cri_layout;

extern const cri_engine cri_rummy_engine;
/* Whether this version plays the rules: the preset is built and so are
 * the option values (the others stay CR_E_UNSUPPORTED). */
bool cri_rummy_plays(const cr_rules *r);
/* Why it does not (a phrase naming the options), or NULL when it does. */
const char *cri_rummy_refusal(const cr_rules *r);

static inline cri_rummy_state *cri_rummy_st(cr_game *g)
{
    return &((cri_rummy_data *)cri_game_data(g))->s;
}
static inline const cri_rummy_state *cri_rummy_cst(const cr_game *g)
{
    return &((const cri_rummy_data *)cri_game_cdata(g))->s;
}
static inline const cri_rummy_opts *cri_rummy_opts_of(const cr_game *g)
{
    return &((const cri_rummy_data *)cri_game_cdata(g))->o;
}

/* Is a card taken from the discard pile this turn still held (by the seat
 * to act: only its turn takes)? `took` keeps the taken cards still in the
 * hand (a card leaving the hand takes a taken copy with it first, two
 * packs holding identical cards), so two cards taken in one turn
 * (two-card draws) are followed alike. */
static inline bool cri_rummy_still_holds_taken(const cr_game *g)
{
    return cri_ms_total(&cri_rummy_cst(g)->took) > 0;
}

/* Most stock cards one turn's draw takes: two under the two-card draws
 * (SS of BH-1, or ANY_TWO), else one (Scarne's S/DS/DD takes one). */
static inline int32_t cri_rummy_stock_per_draw(const cri_rummy_opts *o)
{
    return o->draw_rule == CRI_DRAW_PAIR_SS_DD || o->draw_rule == CRI_DRAW_ANY_TWO ? 2 : 1;
}
/* The stock count at or below which a turn starts the break or the final
 * round: with d stock cards a draw, d(N+1) - 1, so that one more normal
 * turn could leave fewer than d cards for each of the N turns to come.
 * With one-card draws this is N (SR-6, JR-5); with two-card draws 2N+1,
 * and the round starts with 2N or 2N+1 cards: every seat's draw is
 * served (docs/rummy.md). */
static inline int32_t cri_rummy_round_at(const cr_game *g)
{
    int32_t d = cri_rummy_stock_per_draw(cri_rummy_opts_of(g)), n;
    n = 0;
    for (int32_t p = 0; p < g->cfg.players; p++)
        n += cri_game_counter(g, (unsigned)p) == 0;
    return d * (n + 1) - 1;
}
/* May card c be discarded: not when every copy held was taken this turn. */
static inline bool cri_rummy_discard_banned(const cr_game *g, int32_t seat, unsigned c)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    return cri_rummy_opts_of(g)->no_discard_taken && cri_ms_count(&s->took, c) &&
           cri_ms_count(&s->hand[seat], c) <= cri_ms_count(&s->took, c);
}

/* Would the seat, giving up `gone` from its hand, keep only cards taken
 * from the discard pile this turn (which it may not discard)? Such a meld
 * or lay-off would leave the turn without an end. */
static inline bool cri_rummy_strands_taken(const cr_game *g, int32_t seat, const cri_multiset *gone)
{
    const cri_rummy_state *s = cri_rummy_cst(g);
    if (!cri_rummy_opts_of(g)->no_discard_taken || !s->taken)
        return false;
    cri_multiset left = s->hand[seat], took = s->took;
    uint8_t cards[CRI_RUMMY_DECK];
    size_t n = cri_ms_to_cards(gone, cards);
    for (size_t i = 0; i < n; i++) {
        cri_ms_remove(&left, cards[i]);
        cri_ms_remove(&took, cards[i]); /* identical copies: the taken one is melded first */
    }
    return cri_ms_total(&left) > 0 && cri_ms_subset(&left, &took);
}

/* ---- melds (rummy_meld.c) --------------------------------------------------- */
/* Most candidate melds of one hand. */
#define CRI_RUMMY_CAND_MAX 512
/* The candidate melds among cards[0..n) (distinct cards), as bit masks of
 * indexes into cards, groups by rank then runs by suit. */
size_t cri_rummy_melds(const cri_rummy_opts *o, const uint8_t *cards, size_t n, uint64_t *out, size_t cap);
/* Hands up to this size are counted by the engine's own search (no
 * allocation); larger ones go to the game's solver, which may run out of
 * memory (cri_rummy_apply keeps an undo copy only then). */
#define CRI_RUMMY_SMALL_HAND 14
/* Deadwood of n <= CRI_RUMMY_SMALL_HAND cards by the engine's own search
 * over the candidate melds (cri_rummy_deadwood() for any hand). */
int32_t cri_rummy_small_deadwood(const cri_rummy_opts *o, const uint8_t *cards, size_t n);
/* out[i]: the deadwood of cards[0..n) without cards[i] (cri_rummy_deadwood()
 * of the n - 1 others), for every i: what a bot weighs before a discard.
 * A sub-hand's candidate melds are the hand's that avoid the card left out
 * (an enumeration lists every meld of its cards, and whether cards meld
 * depends on them only), so a hand of up to CRI_RUMMY_SMALL_HAND cards has
 * its melds listed once, not once a card; identical cards are counted once. */
void cri_rummy_deadwood_without(const cr_game *g, const uint8_t *cards, size_t n, int32_t *out);
/* With wild cards or identical cards (rummy_wild.c): every subset of
 * three or more of cards[0..n) (n cut to 14) that the meld check accepts,
 * in increasing mask order, at most cap; _plain tries every subset (the
 * reference the tests compare with). */
size_t cri_rummy_subset_melds(const cri_rummy_opts *o, const uint8_t *cards, size_t n, uint64_t *out, size_t cap);
size_t cri_rummy_subset_melds_plain(const cri_rummy_opts *o, const uint8_t *cards, size_t n, uint64_t *out,
                                    size_t cap);
/* Is cards[at] in one of the candidate melds of cards[0..n)? (One pack:
 * by masks, without listing them.) */
bool cri_rummy_in_meld(const cri_rummy_opts *o, const uint8_t *cards, size_t n, size_t at);
/* deadwood(h) of RULES.md 1.6 over cards[0..n). */
int32_t cri_rummy_deadwood(const cr_game *g, const uint8_t *cards, size_t n);
int32_t cri_rummy_hand_value(const cri_rummy_opts *o, const uint8_t *cards, size_t n);
/* Whether cards[0..n) hold at least one meld (fast: one pack, no wild card). */
bool cri_rummy_any_meld(const cri_rummy_opts *o, const uint8_t *cards, size_t n);
/* The count a loser is charged (rummy.loser_count). */
int32_t cri_rummy_loser_count(const cr_game *g, int32_t seat);
/* Calls cb for every set of disjoint candidate melds of cards whose union is
 * cover (exact cover, lowest index first), or (maximal) every set after
 * which no candidate meld is left among cover's other cards. The melds are
 * passed as masks; cb returns non-zero to stop. */
typedef int (*cri_rummy_sets_cb)(void *ctx, const uint64_t *set, size_t k);
int cri_rummy_covers(const uint64_t *melds, size_t mn, uint64_t cover, cri_rummy_sets_cb cb, void *ctx);
int cri_rummy_maximal(const uint64_t *melds, size_t mn, uint64_t within, cri_rummy_sets_cb cb, void *ctx);

/* A meld move read: its melds, each valid, in meld order. */
typedef struct cri_rummy_melds_in {
    uint8_t cards[CRI_RUMMY_DECK];
    uint8_t stands[CRI_RUMMY_DECK]; /* what each card stands for */
    uint8_t at[CRI_RUMMY_MELDS], len[CRI_RUMMY_MELDS];
    size_t n, k;      /* cards, melds */
    cri_multiset all; /* every card of the move */
} cri_rummy_melds_in;
/* Reads and checks a meld/expose move against seat's hand: CR_OK or the
 * failure set on g (E_CARD_NOT_IN_HAND, E_INVALID_MELD). */
int32_t cri_rummy_read_melds(cr_game *g, int32_t seat, const cri_move *m, cri_rummy_melds_in *out);
/* Whether card c laid off onto table meld i leaves a valid meld; the new
 * meld order goes into out (may be NULL). */
bool cri_rummy_layoff_ok(const cr_game *g, unsigned meld, unsigned c, uint8_t *out);
/* The lay-off of card c onto table meld `meld` where melds hold wild
 * cards with fixed declarations: joker_to 0 keeps every declaration; else
 * c displaces the joker standing for it, which moves to stand for joker_to
 * (DR-3). CR_REASON_NONE, or the reason it is refused; on success the new
 * meld (len + 1 cards), what each stands for and which joker moved. */
int32_t cri_rummy_layoff_wild(const cr_game *g, unsigned meld, unsigned c, unsigned joker_to, uint8_t *out,
                              uint8_t *out_stands, int *moved_at);
/* A meld move made of the cards' melds (set of masks), wild cards written
 * with the declaration the meld check gives them (one entry per partition). */
void cri_rummy_move_of(const cri_rummy_opts *o, cri_move *m, int32_t type, const uint8_t *cards, const uint64_t *set,
                       size_t k);

/* ---- the arranged break (rummy_arrange.c, SR-8) ------------------------------------ */
/* What the engine does in a break turn under straight.break_auto_arrange:
 * the melds it exposes (masks over the cards kept), then the lay-offs in
 * order (a meld index counts the table's melds, then the new ones in
 * order), and the value left in the hand. */
typedef struct cri_rummy_plan {
    uint64_t set[CRI_RUMMY_MELDS];
    size_t k;
    uint8_t lay_card[CRI_RUMMY_DECK], lay_meld[CRI_RUMMY_DECK];
    uint8_t lay_to[CRI_RUMMY_DECK]; /* the joker a card displaces moves to stand for this (DR-3), or 0 */
    size_t nl;
    int32_t left;
    bool uses_taken;
    size_t searched; /* states the wild search tried lay-offs from (its work, for tests); 0 without wild cards */
} cri_rummy_plan;
/* The arrangement of seat's hand but `discard` (0: none, a `done`), into
 * cards[0..*n) and out: CR_REASON_NONE, or CR_REASON_UPCARD_NOT_USED when
 * no arrangement uses the upcard taken this turn, or -1 out of memory
 * (wild cards only). */
int32_t cri_rummy_plan_break(const cr_game *g, int32_t seat, unsigned discard, uint8_t *cards, size_t *n,
                             cri_rummy_plan *out);
/* rummy_arrange_wild.c: the same where cards are wild, over the cards kept
 * cards[0..n) (seat's hand but the discard). */
int32_t cri_rummy_plan_break_wild(const cr_game *g, int32_t seat, unsigned discard, const uint8_t *cards, size_t n,
                                  cri_rummy_plan *out);

/* ---- the turn (rummy_turn.c) --------------------------------------------------- */
int32_t cri_rummy_validate(cr_game *g, int32_t seat, const cri_move *m);
int32_t cri_rummy_apply(cr_game *g, int32_t seat, const cri_move *m);
bool cri_rummy_safe(const cr_game *g, int32_t seat, const cri_move *m);
int32_t cri_rummy_legal(cr_game *g, int32_t seat, cri_movebuf *out);
/* Starts the turn of seat: break, stock end and the like. */
void cri_rummy_start_turn(cr_game *g, int32_t seat);

/* Table moves (rummy_turn.c): seat's cards to a new table meld (stands:
 * what each card stands for), card c laid off onto table meld `meld`
 * (joker_to: DR-3's displaced joker, 0 none). */
void cri_rummy_put_meld(cri_rummy_state *s, int32_t seat, const uint8_t *cards, const uint8_t *stands, size_t n);
/* An exposure: each set[j] (a mask over cards) becomes a table meld of seat,
 * wild cards declared as the meld check declares them. False, and nothing
 * changed, when a set is no meld or the table has no room for k more. */
bool cri_rummy_expose(cri_rummy_state *s, const cri_meld_profile *prof, int32_t seat, const uint8_t *cards,
                      const uint64_t *set, size_t k);
void cri_rummy_lay_off(cr_game *g, int32_t seat, unsigned meld, unsigned c, unsigned joker_to);
/* rummy_plan.c: in a break turn, is there a maximal exposure (unless
 * exposed already) then lay-offs that use every card taken this turn? 1
 * yes, 0 no, -1 out of memory. */
int cri_rummy_taken_plan(const cr_game *g, int32_t seat);

/* ---- the draw step (rummy_draw.c) ---------------------------------------------- */
int32_t cri_rummy_validate_draw(cr_game *g, int32_t seat, const cri_move *m);
bool cri_rummy_apply_draw(cr_game *g, int32_t seat, const cri_move *m);
bool cri_rummy_stock_drawable(const cr_game *g);
bool cri_rummy_can_draw(const cr_game *g);
/* At the break: could the upcard be used in a meld or lay-off (SR-9)? */
bool cri_rummy_upcard_usable(const cr_game *g, int32_t seat);
/* At the break, after the draw move m (take, take 2) seat is about to
 * make: could every card taken this turn then still go into a meld or a
 * lay-off before the turn ends (SR-9 with two-card draws)? */
bool cri_rummy_take_usable(const cr_game *g, int32_t seat, const cri_move *m);

/* ---- seats and Java's match (rummy_java.c) --------------------------------------- */
/* Java's match counters: 0..13 a seat's elimination (1), 14 the pool. */
#define CRI_RUMMY_POOL 14
#define CRI_RUMMY_COUNTERS 15
static inline bool cri_rummy_out_of_match(const cr_game *g, int32_t seat)
{
    return cri_game_counter(g, (unsigned)seat) != 0;
}
/* The next seat clockwise still in the match (JR-9), and how many are. */
int32_t cri_rummy_next_seat(const cr_game *g, int32_t seat);
int32_t cri_rummy_active(const cr_game *g);
/* Java's settlement (JAVA_PENALTY): winner seat or -1, the leftover card
 * value; sets deltas, eliminations, the pool; ends the deal. */
void cri_rummy_java_end(cr_game *g, int32_t reason, int32_t winner);
size_t cri_rummy_java_ledger(const cr_game *g, cri_transfer *out);
extern const char *const cri_rummy_counter_names[];

/* ---- the end (rummy_end.c) ------------------------------------------------------ */
/* A seat went rummy (or out): the payoff. first/onesuit for the bonuses. */
void cri_rummy_end_rummy(cr_game *g, int32_t seat, bool discarded);
/* Stock end at N (Skip), the end of a break round, a Block refusal. */
void cri_rummy_end_showdown(cr_game *g, int32_t reason, int32_t from);
void cri_rummy_end_void(cr_game *g);
size_t cri_rummy_ledger(const cr_game *g, cri_transfer *out);
bool cri_rummy_match_over(cr_game *g);
int32_t cri_rummy_next_dealer(const cr_game *g);

/* ---- text (rummy_io.c) and bot ----------------------------------------------------- */
void cri_rummy_view(struct cri_json *w, const cr_game *g, int32_t seat);
int32_t cri_rummy_layout_line(cr_game *g, struct cri_layout *L, const char *key, const char *value);
int32_t cri_rummy_layout_apply(cr_game *g, struct cri_layout *L);
void cri_rummy_layout_write(struct cri_json *w, const cr_game *g);
typedef struct cri_rummy_layout {
    uint8_t pile[CRI_DECK_MAX], table[CRI_DECK_MAX], decl[CRI_DECK_MAX];
    size_t pile_n, table_n;
    uint8_t meld_len[CRI_RUMMY_MELDS], meld_owner[CRI_RUMMY_MELDS];
    size_t meld_n;
    int32_t phase;   /* 0 READY, or CR_PHASE_DISCARD / CR_PHASE_BREAK */
    uint8_t taken[2]; /* cards taken from the discard pile this turn, the last one last */
    size_t taken_n;
    int32_t brk[3];  /* breaker, turns done, first break meld; brk[0] -1 none */
    int32_t draws[CRI_MAX_SEATS];
    bool seen_draws, seen_break, drew_stock, pending, exposed;
    uint16_t melded;
    bool seen_final;
    int32_t final[2];
    int32_t acts;
    uint8_t known[CRI_DECK_MAX], known_seat[CRI_DECK_MAX];
    size_t known_n;
} cri_rummy_layout;
int32_t cri_rummy_bot(cri_move *out, cr_game *g, int32_t seat, uint64_t seed);

#endif
