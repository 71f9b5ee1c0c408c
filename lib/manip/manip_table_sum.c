/* The MANIP engine's cache in the game's heap part: the commit check's
 * summary of the table before (manip_commit.h) and the table helpers'
 * answers kept for their position (cri_man_memo_for, manip.h). Both are
 * keyed by what they describe, so neither can go stale. */
#include <stdlib.h>
#include <string.h>

#include "manip/manip_commit.h"
#include "solver/meld.h"

/* ---- the table summary ------------------------------------------------------------------ */

static int table_meld_kind(const cri_man_table *t, unsigned m)
{
    /* A meld's kind from its declarations: a meld with two ranks is a run. */
    unsigned r = 0;
    for (unsigned i = t->start[m]; i < t->start[m + 1]; i++) {
        unsigned c = t->card[i], d = cri_man_is_joker(c) ? t->decl[i] : c;
        if (is_open(d))
            return CR_MELD_GROUP;
        if (r && rank_of(d) != r)
            return CR_MELD_RUN;
        r = rank_of(d);
    }
    return CR_MELD_GROUP;
}

static bool summary_is_of(const cri_man_table_sum *S, const cri_man_table *t)
{
    return S->valid && S->melds == t->melds && S->n == t->n && !memcmp(S->start, t->start, t->melds + 1u) &&
           !memcmp(S->card, t->card, t->n) && !memcmp(S->decl, t->decl, t->n);
}

static void summarise(cri_man_table_sum *S, const cri_man_table *t)
{
    S->melds = t->melds;
    S->n = t->n;
    memcpy(S->start, t->start, t->melds + 1u);
    memcpy(S->card, t->card, t->n);
    memcpy(S->decl, t->decl, t->n);
    memset(S->jk_table_meld, 0xFF, sizeof S->jk_table_meld);
    memset(S->jk_table_decl, 0, sizeof S->jk_table_decl);
    memset(S->table_mask, 0, sizeof S->table_mask);
    memset(S->by_low, 0, sizeof S->by_low);
    for (unsigned m = 0; m < t->melds; m++) {
        uint64_t *mk = S->old_mask[m];
        mk[0] = mk[1] = mk[2] = 0;
        S->old_jhash[m] = 0;
        S->old_jn[m] = 0;
        S->old_kind[m] = (uint8_t)table_meld_kind(t, m);
        for (unsigned i = t->start[m]; i < t->start[m + 1]; i++) {
            unsigned c = t->card[i];
            if (cri_man_is_joker(c)) {
                S->old_jhash[m] += entry_hash(c, t->decl[i]);
                S->old_jn[m]++;
                S->jk_table_meld[c - 0x40u] = (uint8_t)m;
                S->jk_table_decl[c - 0x40u] = t->decl[i];
            } else {
                therm_add(mk, c);
                therm_add(S->table_mask, c);
            }
        }
        S->by_low[mk[0] ? __builtin_ctzll(mk[0]) : 64] |= UINT64_C(1) << m;
    }
    S->valid = 1;
}

/* ---- the cache ------------------------------------------------------------------------- */

/* The engine's cache in the game's heap part: the commit check's table
 * summary and the table helpers' kept answers. */
typedef struct man_cache {
    cri_man_table_sum sum;
    cri_man_memo memo;
} man_cache;

static man_cache *cache_of(cr_game *g)
{
    man_cache *K = g->x->engine_cache;
    if (!K && (K = malloc(sizeof *K)) != NULL) {
        K->sum.valid = 0;
        K->memo.key_n = 0;
        g->x->engine_cache = K;
    }
    return K;
}

const cri_man_table_sum *cri_man_table_summary(cr_game *g, cri_man_table_sum *local)
{
    const cri_man_table *t = &cri_man_cst(g)->t;
    man_cache *K = cache_of(g);
    cri_man_table_sum *S = K ? &K->sum : local;
    if (K && summary_is_of(S, t))
        return S;
    summarise(S, t);
    return S;
}

cri_man_memo *cri_man_memo_for(cr_game *g, int32_t seat)
{
    man_cache *K = cache_of(g);
    if (!K)
        return NULL;
    const cri_man_state *s = cri_man_cst(g);
    uint8_t key[CRI_MAN_MEMO_KEY];
    size_t n = 0;
    key[n++] = (uint8_t)seat;
    key[n++] = (uint8_t)g->phase;
    key[n++] = (uint8_t)((s->came_in >> seat) & 1u);
    key[n++] = s->continuing;
    key[n++] = s->final_round;
    key[n++] = s->t.melds;
    key[n++] = s->t.n;
    key[n++] = s->hand_n[seat];
    memcpy(key + n, s->t.start, s->t.melds + 1u);
    n += s->t.melds + 1u;
    memcpy(key + n, s->t.card, s->t.n);
    n += s->t.n;
    memcpy(key + n, s->t.decl, s->t.n);
    n += s->t.n;
    memcpy(key + n, s->hand[seat], s->hand_n[seat]);
    n += s->hand_n[seat];
    cri_man_memo *M = &K->memo;
    if (M->key_n != n || memcmp(M->key, key, n) != 0) {
        M->key_n = (uint16_t)n;
        memcpy(M->key, key, n);
        M->has_hint = 0;
        M->can_play = 0;
    }
    return M;
}
