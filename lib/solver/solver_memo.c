/* The memory of the partition engine: the memo of costs by state (a hash
 * table emptied in O(1) by generations) and the option lists kept per
 * query, by key. */
#include <stdlib.h>
#include <string.h>

#include "common/prefault.h"
#include "solver/solver_dp.h"

/* ---- memo of costs ------------------------------------------------------------- */

/* A small first table: a fresh page costs a fault (microseconds on a VM)
 * when first touched, a reused one is zeroed by calloc, and a small
 * question touches few slots. But not too small: each doubling zeroes a
 * new table and moves every entry. Measured on the MANIP hints
 * (docs/benchmarks-solver-rounds.md, fifth and eighth rounds): 4096 took
 * 15-25% off the first hint of a game at t40 against 512; 8192 made the
 * t90 hints a third slower (zeroing 192 KB). A median hint stores 300-700
 * states (t40) or fewer (t90), under the 1024 at which 2048 slots double:
 * 2048 took 5-13% of the instructions off the median hints against 4096
 * (1024: more off Carousel and t90, less off RockIt t40, whose larger
 * questions pay two doublings). */
#define MEMO_FIRST_CAP 2048

int32_t cri_memo_grow(struct cri_memo *m)
{
    size_t ncap = m->cap ? m->cap * 2 : MEMO_FIRST_CAP;
    if (ncap > ((size_t)1 << MEMO_MAX_LOG2))
        return CR_E_LIMIT;
    cri_memo_entry *old = m->tab;
    size_t ocap = m->cap;
    m->tab = cri_calloc_prefaulted(ncap, sizeof *m->tab);
    if (!m->tab) {
        m->tab = old;
        return CR_E_NOMEM;
    }
    m->cap = ncap;
    uint32_t gen = m->gen;
    m->gen = 1;
    m->used = 0;
    for (size_t i = 0; i < ocap; i++) {
        if ((old[i].gen & MEMO_GEN_MASK) != gen)
            continue;
        bool found;
        cri_memo_entry *e = cri_memo_find(m, old[i].k0, old[i].k1, &found);
        *e = old[i];
        e->gen = (old[i].gen & ~MEMO_GEN_MASK) | 1u; /* its bound flag and choice kept */
        m->used++;
    }
    free(old);
    return CR_OK;
}

/* A new generation empties the memo in O(1). */
void cri_memo_next_generation(struct cri_memo *m)
{
    cri_generation_next(&m->gen, MEMO_GEN_MASK, m->tab, m->cap * sizeof *m->tab);
    m->used = 0;
}

/* ---- complete option lists, kept per query ------------------------------------ */

/* The kept list of key, or NULL. */
const cri_opt_slot *cri_opt_cache_find(const struct cri_memo *m, uint64_t key)
{
    if (!m->ocap)
        return NULL;
    size_t mask = m->ocap - 1;
    for (size_t i = (size_t)((key * UINT64_C(0x9E3779B97F4A7C15)) >> 32) & mask;;
         i = (i + 1) & mask) {
        const cri_opt_slot *e = &m->otab[i];
        if (e->gen != m->ogen)
            return NULL;
        if (e->key == key)
            return e;
    }
}

static cri_opt_slot *opt_cache_slot(struct cri_memo *m, uint64_t key)
{
    size_t mask = m->ocap - 1;
    for (size_t i = (size_t)((key * UINT64_C(0x9E3779B97F4A7C15)) >> 32) & mask;;
         i = (i + 1) & mask) {
        cri_opt_slot *e = &m->otab[i];
        if (e->gen != m->ogen || e->key == key)
            return e;
    }
}

/* Where n options go in chunked storage (the option stack, the arena) from
 * position at: there, or at the start of the next chunk when they would not
 * fit in what is left of this one (a list never spans two chunks), that
 * chunk made. SIZE_MAX past the last chunk or out of memory. */
static size_t chunk_place(cri_suit_opt **chunks, size_t nchunks, size_t at, size_t n)
{
    if (at % OCHUNK + n > OCHUNK)
        at += OCHUNK - at % OCHUNK;
    if (at / OCHUNK >= nchunks)
        return SIZE_MAX;
    if (!chunks[at / OCHUNK]) {
        if (!(chunks[at / OCHUNK] = malloc(OCHUNK * sizeof **chunks)))
            return SIZE_MAX;
        /* A chunk that starts past the threshold is a large question's
         * (its lists will fill it from its start), in fresh memory. */
        if (at * sizeof **chunks >= CRI_PREFAULT_MIN_BYTES)
            cri_prefault(chunks[at / OCHUNK], OCHUNK * sizeof **chunks);
    }
    return at;
}

/* A slot of key in the table of kept lists, the table doubled first when
 * one more would fill it past half; NULL at its bound or without memory. */
static cri_opt_slot *opt_cache_claim(struct cri_memo *m, uint64_t key)
{
    if ((m->oused + 1) * 2 > OPT_TABLE_MAX)
        return NULL;
    if ((m->oused + 1) * 2 > m->ocap) {
        size_t ncap = m->ocap ? m->ocap * 2 : 256;
        cri_opt_slot *nt = cri_calloc_prefaulted(ncap, sizeof *nt);
        if (!nt)
            return NULL;
        cri_opt_slot *old = m->otab;
        size_t ocap = m->ocap;
        m->otab = nt;
        m->ocap = ncap;
        uint32_t gen = m->ogen;
        m->ogen = 1;
        for (size_t i = 0; i < ocap; i++)
            if (old[i].gen == gen) {
                cri_opt_slot *e = opt_cache_slot(m, old[i].key);
                *e = old[i];
                e->gen = 1;
            }
        free(old);
    }
    cri_opt_slot *e = opt_cache_slot(m, key);
    e->key = key;
    e->gen = m->ogen;
    m->oused++;
    return e;
}

/* ---- the store of lists by their inputs ------------------------------------- */

/* Slots of the store, at most half used: it holds at most the lists of a
 * kept arena (OPT_ARENA_KEEP options; a list has one or more). */
#define OPT_STORE_MAX ((size_t)1 << 16)

static cri_opt_made *store_slot(const struct cri_memo *m, uint64_t in0, uint64_t in1)
{
    size_t mask = m->pcap - 1;
    for (size_t i = (size_t)cri_memo_mix(in0, in1) & mask;; i = (i + 1) & mask) {
        cri_opt_made *e = &m->ptab[i];
        if (e->gen != m->pgen || (e->in0 == in0 && e->in1 == in1))
            return e;
    }
}

/* Empties the store and the arena (their lists go together). */
static void store_clear(struct cri_memo *m)
{
    cri_generation_next(&m->pgen, 0x7FFFFFFFu, m->ptab, m->pcap * sizeof *m->ptab);
    m->pused = 0;
    m->oarena_used = 0;
}

/* Doubles the store; false without memory (it then keeps nothing more). */
static bool store_grow(struct cri_memo *m)
{
    size_t ncap = m->pcap ? m->pcap * 2 : 256;
    if (ncap > OPT_STORE_MAX)
        return false;
    cri_opt_made *nt = cri_calloc_prefaulted(ncap, sizeof *nt);
    if (!nt)
        return false;
    cri_opt_made *old = m->ptab;
    size_t ocap = m->pcap;
    uint32_t gen = m->pgen;
    m->ptab = nt;
    m->pcap = ncap;
    m->pgen = 1;
    for (size_t i = 0; i < ocap; i++)
        if (old[i].gen == gen) {
            cri_opt_made *e = store_slot(m, old[i].in0, old[i].in1);
            *e = old[i];
            e->gen = 1;
        }
    free(old);
    return true;
}

const cri_opt_made *cri_opt_store_find(struct cri_memo *m, uint64_t key, uint64_t in0,
                                       uint64_t in1)
{
    if (!m->pcap)
        return NULL;
    const cri_opt_made *made = store_slot(m, in0, in1);
    if (made->gen != m->pgen)
        return NULL;
    m->phits++;
    cri_opt_slot *e = opt_cache_claim(m, key);
    if (!e)
        return NULL; /* not kept for key: made again, as a list past the bounds is */
    e->off = made->off;
    e->n = made->n;
    return made;
}

/* Keeps a complete list; silently keeps nothing when the bounds are met
 * (the list is then made again on the next visit). */
void cri_opt_cache_put(struct cri_memo *m, uint64_t key, uint64_t in0, uint64_t in1,
                       const cri_suit_opt *opts, size_t n)
{
    if ((m->pused + 1) * 2 > m->pcap && !store_grow(m))
        return;
    size_t at = chunk_place(m->oarena, OARENA_CHUNKS, m->oarena_used, n);
    if (at == SIZE_MAX)
        return;
    cri_opt_slot *e = opt_cache_claim(m, key);
    if (!e)
        return;
    e->off = (uint32_t)at & 0xFFFFFu; /* at < OPT_ARENA_MAX */
    e->n = (uint32_t)n & 0xFFFu;     /* n <= MAX_OPTS */
    cri_opt_made *made = store_slot(m, in0, in1);
    *made = (cri_opt_made){in0, in1, e->off, e->n, m->pgen};
    m->pused++;
    memcpy(m->oarena[at / OCHUNK] + at % OCHUNK, opts, n * sizeof *opts);
    m->oarena_used = at + n;
}

bool cri_opt_store_lasts(const struct cri_memo *m)
{
    return m->pused > 0 && m->oarena_used <= OPT_ARENA_KEEP && m->pused * 4 <= OPT_STORE_MAX;
}

/* Empties the lists kept by key: once per query, as the keys depend on the
 * problem (never mid-search, where lists in use live on the stack and in
 * the arena; the sweep's settings are part of their key). The arena's lists
 * stay for the store unless the arena is past OPT_ARENA_KEEP or the store
 * a quarter full: a large question's lists are few of them shared by the
 * next, and the whole arena and store are then free for its own. */
void cri_opt_cache_clear(struct cri_memo *m)
{
    cri_generation_next(&m->ogen, 0x7FFFFFFFu, m->otab, m->ocap * sizeof *m->otab);
    m->oused = 0;
    if (!cri_opt_store_lasts(m))
        store_clear(m);
    m->osp = 0;
}

size_t cri_ostack_open(struct cri_memo *m)
{
    return chunk_place(m->ostack, OSTACK_CHUNKS, m->osp, MAX_OPTS);
}

void cri_dp_scratch_free(cri_memo *m)
{
    if (!m)
        return;
    free(m->tab);
    for (size_t i = 0; i < OSTACK_CHUNKS; i++)
        free(m->ostack[i]);
    free(m->otab);
    free(m->ptab);
    for (size_t i = 0; i < OARENA_CHUNKS; i++)
        free(m->oarena[i]);
    cri_bound_free(m);
    free(m);
}
