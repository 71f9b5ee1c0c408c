/* The game handle's internals: the struct behind cr_game, the engine
 * vtable every engine (SHED now; RUMMY and MANIP later) plugs into, the
 * internal move form and the growable move buffers (history, legal list). */
#ifndef CRI_GAME_H
#define CRI_GAME_H

#include "common/internal.h"
#include "cards/multiset.h"
#include "cards/random.h"
#include "game/move.h"
#include "shed/shed.h"

#define CRI_MAX_SEATS 14
#define CRI_ERR_MAX 128
/* The largest deck any engine deals (Rummy Poker, RockIt: 108). */
#define CRI_DECK_MAX 108

/* Who is playing what: the values an engine reads, filled from the rules. */
typedef struct cri_game_config {
    int32_t preset;     /* CR_GAME_* */
    int32_t engine;     /* CR_ENGINE_* */
    int32_t players;    /* N */
    int32_t first_dealer;  /* a seat >= 0, or CRI_FIRST_DEALER_* (rules.h) */
    cri_shed_opts shed;
} cri_game_config;


/* How the current deal started: from a pack (re-dealt for undo and save)
 * or from a layout (a snapshot of the state is kept). */
enum { CRI_START_PACK = 0, CRI_START_LAYOUT = 1 };

struct cri_json;
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
    cr_rules rules;         /* the rules the game was created with */
} cri_game_extra;

struct cr_game {
    const cri_engine *engine;
    cri_game_extra *x;
    cri_game_config cfg;
    cri_pcg32 rng;          /* the match's generator (next shuffles) */
    cri_pcg32 start_rng;    /* the generator as the current deal began dealing */
    int64_t base_score[CRI_MAX_SEATS];  /* match scores before this deal */
    int64_t deal_count[CRI_MAX_SEATS];  /* counts of the finished deal */
    int64_t deal_delta[CRI_MAX_SEATS];  /* score changes of the finished deal (0 while playing) */
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
    union {
        cri_shed_state shed;
    } st;
    int32_t last_reason;
    char err[CRI_ERR_MAX];
};

/* The engine vtable. Every function gets a game whose config is valid. */
struct cri_engine {
    int32_t id;
    /* Size of the deck for the config (0 if impossible) and its cards. */
    size_t (*deck)(const cri_game_config *cfg, uint8_t *out);
    /* Deals g->start_pack (g->start_n cards) with dealer g->dealer, using
     * g->rng for any random step; sets phase and to_act. */
    int32_t (*deal)(cr_game *g);
    /* Dry run: CR_OK or CR_E_ILLEGAL_MOVE (reason and message set via cri_game_fail). */
    int32_t (*validate)(cr_game *g, int32_t seat, const cri_move *m);
    /* The checks an unchecked apply still needs to stay memory-safe (the
     * cards exist where the move takes them from). */
    bool (*safe)(const cr_game *g, int32_t seat, const cri_move *m);
    /* Applies a validated move; ends the deal if it ends (cri_game_end_deal). */
    void (*apply)(cr_game *g, int32_t seat, const cri_move *m);
    /* Appends the legal moves of seat to the list. */
    int32_t (*legal)(cr_game *g, int32_t seat, cri_movebuf *out);
    /* Per-engine JSON view members. */
    void (*view)(struct cri_json *w, const cr_game *g, int32_t seat);
    /* Layout text (docs/game.md) into the game's state, validated; and the
     * state as layout text (saves). */
    int32_t (*layout_parse)(cr_game *g, const char *text);
    void (*layout_write)(struct cri_json *w, const cr_game *g);
    /* Bot. */
    int32_t (*bot)(cri_move *out, cr_game *g, int32_t seat, uint64_t seed);
    /* Hand and pile queries. */
    size_t (*hand)(const cr_game *g, int32_t seat, uint8_t *out);
    size_t (*hand_size)(const cr_game *g, int32_t seat);
    size_t (*pile)(const cr_game *g, int32_t pile, uint8_t *out, int32_t *seats);
    size_t (*stock_size)(const cr_game *g);
    /* After a deal ended: sets g->match_winners and returns true if the match is over. */
    bool (*match_over)(cr_game *g);
    /* The ledger of the finished deal; returns the number of transfers. */
    size_t (*ledger)(const cr_game *g, cri_transfer *out);
};

const cri_engine *cri_engine_for(int32_t engine_id);
extern const cri_engine cri_shed_engine;


/* Errors on the handle. */
int32_t cri_game_fail(cr_game *g, int32_t status, int32_t reason, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
void cri_game_ok(cr_game *g);

/* Ends the deal: engine computed counts, deltas, winners and reason;
 * applies deltas, decides the match end. */
void cri_game_end_deal(cr_game *g, int32_t reason);

/* Game internals shared between the game files. */
int32_t cri_game_create(cr_game **out, const cr_rules *rules);
int32_t cri_game_deal_pack(cr_game *g, const uint8_t *pack, size_t n, int32_t dealer);
int32_t cri_game_shuffle_deal(cr_game *g);
/* Deals g->start_pack again (undo, replay). */
int32_t cri_game_redeal(cr_game *g);
int32_t cri_game_do_move(cr_game *g, int32_t seat, const cri_move *m, bool apply, bool check);
int32_t cri_game_replay_to(cr_game *g, size_t keep);
int32_t cri_game_config_from_rules(cri_game_config *cfg, const cr_rules *rules);
int32_t cri_game_new_config(cr_game **out, const cr_rules *rules, uint64_t seed);
int32_t cri_game_layout_parse(cr_game *g, const char *text);
void cri_game_layout_write(struct cri_json *w, const cr_game *g);
int32_t cri_game_legal_refresh(cr_game *g, int32_t seat);
/* A seat's match score now: before the deal plus the deal's change. */
static inline int64_t cri_game_score(const cr_game *g, int32_t seat)
{
    return g->base_score[seat] + g->deal_delta[seat];
}
bool cri_seat_ok(const cr_game *g, int32_t seat);

/* Hands a built text to the caller ("needed" protocol), frees it, records
 * the outcome on the handle. */
int32_t cri_game_text_out(cr_game *g, struct cri_json *w, int32_t rc, char *buf, size_t cap,
                          size_t *out_needed, const char *what);

/* Writes a message into a caller buffer, truncating. */
void cri_copy_msg(char *buf, size_t cap, const char *msg);

#endif
