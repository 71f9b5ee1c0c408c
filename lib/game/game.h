/* The game handle's internals: the struct behind cr_game and the engine
 * interface every engine (lib/shed, ...) implements. The game layer names
 * no engine: lib/game/engine.c, the engine table, is the one place that
 * lists them. docs/game.md "Adding an engine" says what an engine adds. */
#ifndef CRI_GAME_H
#define CRI_GAME_H

#include <stddef.h>
#include <string.h> /* memcpy (cri_cards_output) */

#include "common/internal.h"
#include "cards/multiset.h"
#include "cards/random.h"
#include "game/move.h"
#include "rules/rules.h"

#define CRI_MAX_SEATS 14
#define CRI_ERR_MAX 128
/* The largest deck the registry allows (three packs and six jokers). */
#define CRI_DECK_MAX CR_MAX_CARDS
/* Match counters an engine may keep (see struct cr_game). */
#define CRI_COUNTERS_MAX 16
/* Bounds that every save and layout reader accepts, so that a game never
 * reaches a state its own save cannot restore (cr_game_next_deal refuses
 * to go past them). */
#define CRI_DEAL_NO_MAX 65000
#define CRI_SCORE_MAX INT64_C(1000000000000)
#define CRI_COUNTER_MAX 1000000000
/* Match records (cr_game_record): the first line's word, the largest
 * record read, and the entry between two deals in the match log. */
#define CRI_RECORD_MAGIC "cardrules-record"
#define CRI_RECORD_MAX_BYTES (16u << 20)
#define CRI_MOVE_NEXT_DEAL 0

/* Who is playing what: the engine-neutral values, filled from the rules.
 * An engine's own options live in its data (cri_engine.config). */
typedef struct cri_game_config {
    int32_t preset;       /* CR_GAME_* */
    int32_t engine;       /* CR_ENGINE_* */
    int32_t players;      /* N */
    int32_t first_dealer; /* a seat >= 0, or CRI_FIRST_DEALER_* (rules.h) */
    uint8_t cut_ace_high; /* the dealer cut counts aces high (RULES.md 1.7: Go Boom) */
} cri_game_config;

/* How the current deal started: from a pack (re-dealt for undo and save)
 * or from a layout (a snapshot of the state is kept). */
enum { CRI_START_PACK = 0, CRI_START_LAYOUT = 1 };

struct cri_json;
struct cri_layout;
struct cr_solver;
typedef struct cri_engine cri_engine;

/* One ledger transfer (RULES.md 0.3). */
typedef struct cri_transfer {
    int32_t payer, payee, currency;
    int64_t num, den;
} cri_transfer;
#define CRI_LEDGER_MAX (CRI_MAX_SEATS * CRI_MAX_SEATS)

/* The heap part of a game: what grows or is rarely used. */
typedef struct cri_game_extra {
    cri_movebuf history;
    cri_movebuf legal;
    int32_t legal_seat;     /* seat of the cached list, -1 if none */
    uint32_t legal_stamp;   /* state stamp the list was computed for */
    struct cr_game *layout_start; /* CRI_START_LAYOUT: the state the deal started from */
    struct cr_solver *solver;     /* the game's solver, made on first use (cri_game_solver) */
    /* The entries of the move being checked, decoded once by the game
     * layer for the engine (cri_game_move_entries); set only during the call. */
    const uint8_t *decoded_of;
    const cri_move_entry *decoded;
    cri_movebuf match_log;  /* the moves of the match's earlier deals, CRI_MOVE_NEXT_DEAL between deals */
    char *match_head;       /* the first recorded deal's start (rng, pack or layout) as text;
                               NULL while that deal is the current one */
    cri_transfer *ledger;   /* the finished deal's ledger, stored when the deal ends */
    /* An engine's data derived from its state, made on first use and freed
     * with free() (MANIP: the table summary of its commit check, keyed by
     * the table it describes, so it cannot go stale); a copy starts without. */
    void *engine_cache;
    bool ledger_stored;     /* false: not stored (out of memory at the deal's end): recomputed */
    uint8_t ledger_n;       /* transfers at ledger (at most CRI_LEDGER_MAX; in the padding after ledger_stored) */
    uint16_t decoded_n;     /* entries at decoded (in the same padding) */
    bool quiet;             /* cri_game_fail sets the reason only (legal lists ask verdicts) */
    cr_rules rules;         /* the rules the game was created with */
    /* Their text (cr_rules_to_text), written on first use and kept: the
     * rules never change, and every save and match record starts with it.
     * NULL: not written yet (or out of memory); a copy starts without. */
    char *rules_text;
} cri_game_extra;
_Static_assert(CRI_LEDGER_MAX <= UINT8_MAX, "cri_game_extra.ledger_n is a byte");

struct cr_game {
    const cri_engine *engine;
    cri_game_extra *x;
    cri_game_config cfg;
    cri_pcg32 rng;          /* the match's generator (next shuffles) */
    cri_pcg32 start_rng;    /* the generator as the current deal began dealing */
    int64_t base_score[CRI_MAX_SEATS];  /* match scores before this deal */
    int32_t deal_count[CRI_MAX_SEATS];  /* counts of the finished deal (hand values: small) */
    int64_t deal_delta[CRI_MAX_SEATS];  /* score changes of the finished deal (0 while playing) */
    /* Match counters that live across deals (Carousel's deals won, Java's
     * eliminations and chips, RockIt's previous first player): like the
     * scores, the value before this deal plus this deal's change. The
     * engine says how many it keeps and what they mean (cri_engine.counters). */
    int32_t counter_base[CRI_COUNTERS_MAX];
    int32_t counter_delta[CRI_COUNTERS_MAX];
    uint32_t stamp;         /* bumped on every change (legal cache key) */
    uint16_t deal_no;
    uint16_t winners;       /* deal winners, bit per seat */
    uint16_t match_winners; /* bit per seat, when the match is over */
    int8_t dealer;
    int8_t to_act;          /* CR_SEAT_NONE when over */
    int8_t phase;           /* CR_PHASE_* */
    int8_t end_reason;      /* CR_END_* */
    uint8_t start_kind;     /* CRI_START_* */
    uint8_t start_n;
    uint8_t start_pack[CRI_DECK_MAX]; /* the pack of the current deal, top first */
    int32_t last_reason;
    char err[CRI_ERR_MAX];
    /* The engine's options and per-deal state: engine->data_size bytes
     * allocated with the handle, so a game is one block the engine lays out
     * as it likes and copies are one memcpy (cri_game_size). */
    _Alignas(max_align_t) unsigned char engine_data[];
};

/* Seat arguments of cri_engine.cards besides 0..N-1 and CR_SEAT_SPECTATOR. */
#define CRI_CARDS_ALL (-100)
/* A pile id of cri_engine.pile besides the public CR_PILE_*: the stock,
 * top card first (layouts and the generic tests; never shown to players). */
#define CRI_PILE_STOCK 100

/* The engine interface. Every function gets a game whose config is valid
 * and whose engine data the engine's config hook filled. */
struct cri_engine {
    int32_t id;
    size_t data_size;     /* bytes of engine_data */
    size_t layout_size;   /* bytes of the engine's part of a layout being read (cri_layout.engine) */
    uint8_t counters;     /* match counters used, 0..CRI_COUNTERS_MAX */
    /* The engine's options from the rules into its data; may set cfg flags.
     * CR_OK or CR_E_CONFIG (rules the engine cannot play). */
    int32_t (*config)(cr_game *g, const cr_rules *rules);
    /* Size of the deck (0 if impossible) and its cards, in canonical order. */
    size_t (*deck)(const cr_game *g, uint8_t *out);
    /* Deals g->start_pack (g->start_n cards) with dealer g->dealer, using
     * g->rng for any random step; sets phase and to_act. */
    int32_t (*deal)(cr_game *g);
    /* Dry run: CR_OK or CR_E_ILLEGAL_MOVE (reason and message set via cri_game_fail). */
    int32_t (*validate)(cr_game *g, int32_t seat, const cri_move *m);
    /* The checks an unchecked apply still needs to stay memory-safe (the
     * cards exist where the move takes them from). */
    bool (*safe)(const cr_game *g, int32_t seat, const cri_move *m);
    /* Applies a validated move and ends the deal if it ends
     * (cri_game_end_deal). CR_OK, or a status (CR_E_NOMEM, ...) returned
     * before anything changed. */
    int32_t (*apply)(cr_game *g, int32_t seat, const cri_move *m);
    /* Appends the legal moves of seat to the list. */
    int32_t (*legal)(cr_game *g, int32_t seat, cri_movebuf *out);
    /* Optional: the move types with a legal instance, as a bit mask (for
     * engines whose list cannot hold every move, e.g. a MANIP commit).
     * NULL: the types of the legal list. */
    uint32_t (*types)(cr_game *g, int32_t seat);
    /* Per-engine JSON view members. */
    void (*view)(struct cri_json *w, const cr_game *g, int32_t seat);
    /* Layouts (docs/game.md): the game layer reads the common items
     * (lib/game/layout.h) and hands every other line to layout_line
     * (CR_OK, CR_E_NOT_FOUND for an item the engine does not know, or an
     * error set with cri_layout_fail); after the deck check, layout_apply
     * validates the engine's items and sets its state. layout_write writes
     * the engine's items (the common ones are written by the game layer). */
    int32_t (*layout_line)(cr_game *g, struct cri_layout *L, const char *key, const char *value);
    int32_t (*layout_apply)(cr_game *g, struct cri_layout *L);
    void (*layout_write)(struct cri_json *w, const cr_game *g);
    /* Bot (NULL: none). */
    int32_t (*bot)(cri_move *out, cr_game *g, int32_t seat, uint64_t seed);
    /* Hand and pile queries (pile: CR_PILE_* or CRI_PILE_STOCK). */
    size_t (*hand)(const cr_game *g, int32_t seat, uint8_t *out);
    size_t (*hand_size)(const cr_game *g, int32_t seat);
    size_t (*pile)(const cr_game *g, int32_t pile, uint8_t *out, int32_t *seats);
    size_t (*stock_size)(const cr_game *g);
    /* The oracle the generic tests ask: the physical cards seat may see now
     * (its hand and everything public), CR_SEAT_SPECTATOR the public cards,
     * CRI_CARDS_ALL every card of the deal wherever it is. */
    size_t (*cards)(const cr_game *g, int32_t seat, uint8_t *out);
    /* After a deal ended: sets g->match_winners and returns true if the match is over. */
    bool (*match_over)(cr_game *g);
    /* The ledger of the finished deal; returns the number of transfers.
     * Called once when the deal ends (the game stores it). */
    size_t (*ledger)(const cr_game *g, cri_transfer *out);
    /* Optional: the dealer of the next deal (NULL: clockwise). */
    int32_t (*next_dealer)(const cr_game *g);
    /* Optional table helpers of the manipulation games (NULL: the game has
     * none, CR_E_UNSUPPORTED): the hint (the largest play of hand cards as
     * a commit, *count 0 and out->n 0 for none), whether the given hand
     * cards can all be played this turn, and a valid arrangement of a
     * table's cards (CR_E_UNSATISFIABLE for none). Errors set on g. */
    int32_t (*hint)(cr_game *g, int32_t seat, cri_move *out, int32_t *count);
    int32_t (*can_play)(cr_game *g, int32_t seat, const uint8_t *cards, size_t n, int32_t *yes);
    int32_t (*arrange)(cr_game *g, const cri_move *table, cri_move *out);
    /* Names of the match counters (counters entries), for docs and errors. */
    const char *const *counter_names;
};

const cri_engine *cri_engine_for(int32_t engine_id);
/* The engine that plays the preset, or NULL (not built yet: CR_E_UNSUPPORTED). */
const cri_engine *cri_engine_plays(const cr_rules *rules);
/* Why the engine does not play the rules (a phrase such as "two-card draws
 * with the break"), or NULL when it does or has nothing to say. */
const char *cri_engine_refusal(const cr_rules *rules);

/* The engine's data of a game. */
static inline void *cri_game_data(cr_game *g)
{
    return g->engine_data;
}
static inline const void *cri_game_cdata(const cr_game *g)
{
    return g->engine_data;
}
/* Bytes of a game handle with its engine data. */
static inline size_t cri_game_size(const cr_game *g)
{
    return sizeof *g + g->engine->data_size;
}

/* Errors on the handle. */
int32_t cri_game_fail(cr_game *g, int32_t status, int32_t reason, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
void cri_game_ok(cr_game *g);

/* Copies n cards into a caller buffer of cap (out may be NULL with cap 0),
 * the count in *out_count either way: CR_OK or CR_E_BUFFER_TOO_SMALL. */
static inline int32_t cri_cards_output(uint8_t *out, size_t cap, size_t *out_count, const uint8_t *cards,
                                       size_t n)
{
    *out_count = n;
    if (cap < n)
        return CR_E_BUFFER_TOO_SMALL;
    if (n) /* (memcpy's arguments may not be NULL, even for no bytes) */
        memcpy(out, cards, n);
    return CR_OK;
}

/* Ends the deal once the engine has set counts, deltas, winners (and any
 * counter changes): records the reason, stores the ledger, decides the
 * match end. */
void cri_game_end_deal(cr_game *g, int32_t reason);

/* Forgets the stored ledger (a deal restarts). */
void cri_game_clear_ledger(cr_game *g);
/* The usual ledger: each seat that is not a winner and owes owe[seat] > 0
 * pays it to the deal's winners, split between tied winners as an exact
 * fraction (halves, thirds), in the currency. Returns the transfers. */
size_t cri_ledger_losers_pay_winners(const cr_game *g, const int32_t *owe, int32_t currency, cri_transfer *out);

/* The game's solver for its rules' meld profile, made on first use and
 * kept (copies start without one); NULL when out of memory. */
struct cr_solver *cri_game_solver(cr_game *g);
/* The entries of a move's card array (cards, n bytes): the game layer's
 * decoding when these are the bytes of the move it is handing the engine,
 * else decoded into buf (CRI_MOVE_MAX entries). CR_OK with *out and *out_n
 * set, or CR_E_INVALID_ARGUMENT / CR_E_LIMIT for a bad encoding. */
int32_t cri_game_move_entries(const cr_game *g, const uint8_t *cards, size_t n, cri_move_entry *buf,
                              const cri_move_entry **out, size_t *out_n);

/* Game internals shared between the game files. */
/* A game for the rules, engine configured, nothing dealt; failures are
 * explained in err (which may be NULL). */
int32_t cri_game_create(cr_game **out, cr_error *err, const cr_rules *rules);
/* The end of a creation path: on success *out = g and err cleared; on
 * failure g's message goes into err and g is freed. Returns rc. */
int32_t cri_game_created(cr_game **out, cr_game *g, cr_error *err, int32_t rc);
int32_t cri_game_deal_pack(cr_game *g, const uint8_t *pack, size_t n, int32_t dealer);
int32_t cri_game_shuffle_deal(cr_game *g);
/* Deals g->start_pack again (undo, replay). */
int32_t cri_game_redeal(cr_game *g);
int32_t cri_game_do_move(cr_game *g, int32_t seat, const cri_move *m, bool apply, bool check);
int32_t cri_game_replay_to(cr_game *g, size_t keep);
int32_t cri_game_new_config(cr_game **out, cr_error *err, const cr_rules *rules, uint64_t seed);
int32_t cri_game_legal_refresh(cr_game *g, int32_t seat);
/* Exchanges the contents of two handles of the same engine (undo). */
void cri_game_swap(cr_game *a, cr_game *b);
/* A seat's match score now: before the deal plus the deal's change. */
static inline int64_t cri_game_score(const cr_game *g, int32_t seat)
{
    return g->base_score[seat] + g->deal_delta[seat];
}
/* A match counter now: before the deal plus the deal's change. */
static inline int32_t cri_game_counter(const cr_game *g, unsigned k)
{
    return g->counter_base[k] + g->counter_delta[k];
}
bool cri_seat_ok(const cr_game *g, int32_t seat);

/* Hands a built text to the caller ("needed" protocol), frees it, records
 * the outcome on the handle. */
int32_t cri_game_text_out(cr_game *g, struct cri_json *w, int32_t rc, char *buf, size_t cap,
                          size_t *out_needed, const char *what);

/* Writes a message into a caller buffer, truncating. */
void cri_copy_msg(char *buf, size_t cap, const char *msg);

#endif
