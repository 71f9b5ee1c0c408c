/* Inside the MANIP commit check (manip_commit.c): the small card helpers,
 * the summary of the table before (manip_table_sum.c) and the check's
 * messages (manip_commit_text.c). Not part of the engine's interface (manip.h). */
#ifndef CRI_MANIP_COMMIT_H
#define CRI_MANIP_COMMIT_H

#include "manip/manip.h"

static inline unsigned rank_of(unsigned c)
{
    return c & 15u;
}

/* A declaration by rank only (CR_OPEN_SUIT(rank)), not a standard card. */
static inline bool is_open(unsigned d)
{
    return d > CR_OPEN_SUIT(0) && d <= CR_OPEN_SUIT(CR_RANK_KING);
}

/* Adds a natural to thermometer masks that hold fewer than three copies of it. */
static inline void therm_put(uint64_t *m, unsigned c)
{
    uint64_t b = UINT64_C(1) << c;
    m[2] |= m[1] & b;
    m[1] |= m[0] & b;
    m[0] |= b;
}

/* Adds a natural to thermometer masks: copy k goes to m[k]. Returns k,
 * or 3 when the masks hold three copies already (nothing added). */
static inline unsigned therm_add(uint64_t *m, unsigned c)
{
    uint64_t b = UINT64_C(1) << c;
    for (unsigned k = 0; k < 3; k++)
        if (!(m[k] & b)) {
            m[k] |= b;
            return k;
        }
    return 3;
}

/* Copies of natural c in thermometer masks. */
static inline unsigned therm_count(const uint64_t *m, unsigned c)
{
    return (unsigned)((m[0] >> c) & 1u) + (unsigned)((m[1] >> c) & 1u) + (unsigned)((m[2] >> c) & 1u);
}

/* One entry's part of a meld's order-free hash (a sum of these). */
static inline uint64_t entry_hash(unsigned card, unsigned decl)
{
    uint64_t x = ((uint64_t)card << 8 | decl) * UINT64_C(0x9E3779B97F4A7C15);
    return x ^ (x >> 29);
}

/* What the check needs of the table before, derived from it alone. It
 * changes only when the table does, so it is kept in the game's heap part
 * between calls (cri_game_extra.engine_cache) with the table it was made
 * from as its key: a commit then compares the table instead of walking it,
 * and a summary can never describe another table (undo, load, layouts,
 * refused commits need no care). */
typedef struct cri_man_table_sum {
    /* The key: the table summarised (its used part only is compared). */
    uint8_t card[CRI_MAN_DECK], decl[CRI_MAN_DECK], start[CRI_MAN_MELDS + 1];
    uint8_t melds, n, valid;
    uint8_t jk_table_meld[CRI_MAN_MAX_JOKERS + 1]; /* 0xFF: not on the table */
    uint8_t jk_table_decl[CRI_MAN_MAX_JOKERS + 1];
    uint64_t table_mask[3]; /* the table's naturals (thermometer masks) */
    uint64_t by_low[65]; /* bit om: table meld om's lowest natural is this card (64: none) */
    /* Per table meld: its naturals as thermometer masks (lib/cards/multiset.h)
     * and its jokers as an order-free hash of (joker, declaration). */
    uint64_t old_mask[CRI_MAN_MELDS][3];
    uint64_t old_jhash[CRI_MAN_MELDS];
    uint8_t old_jn[CRI_MAN_MELDS];
    uint8_t old_kind[CRI_MAN_MELDS]; /* CR_MELD_* of each table meld */
} cri_man_table_sum;

/* The summary of g's current table: the game's kept one when it describes
 * this table, else made afresh (kept in the game; in *local when memory
 * for it cannot be had). */
const cri_man_table_sum *cri_man_table_summary(cr_game *g, cri_man_table_sum *local);

/* ---- the check's messages (manip_commit_text.c) ---- */

/* A reading's failure: its stage in the check order (a later stage is a
 * "better" failure), its reason (CR_REASON_*) and its message. */
typedef struct cri_man_verdict {
    int stage;
    int32_t reason;
    char msg[CRI_ERR_MAX + 64];
} cri_man_verdict;

/* A card as the messages name it: `QH`, a joker `JK2=QH`, `JK2=Q*` when
 * declared by rank only, `JK` when not yet numbered. */
void cri_man_card_text(char *buf, size_t cap, unsigned c, unsigned decl);
/* A meld's cards (decl may be NULL), as many whole cards as buf holds: a
 * message that shows them and is too long ends with `...` (cri_man_fail). */
void cri_man_meld_text(char *buf, size_t cap, const uint8_t *cards, const uint8_t *decl, size_t n);
/* Sets the verdict (the message is the reason's name, then the detail,
 * ending with `...` where the game's error buffer cuts it); returns false,
 * so a check can `return cri_man_fail(...)`. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
bool cri_man_fail(cri_man_verdict *v, int stage, int32_t reason, const char *fmt, ...);

#endif
