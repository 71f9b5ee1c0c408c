/* The reference commit checker (ref_commit.h). Deliberately direct: counts
 * over the 64 card codes, one meld check per meld and kind. */
#include "manip/ref_commit.h"

#include <string.h>

#include "cards/multiset.h"
#include "common/internal.h"
#include "reference/ref_solver.h"

static bool open_decl(unsigned d)
{
    return d > CR_OPEN_SUIT(0) && d <= CR_OPEN_SUIT(13);
}

static unsigned decl_rank(unsigned d)
{
    return open_decl(d) ? d - CR_OPEN_SUIT(0) : (d & 15u);
}

/* Kind of a valid meld (group first), REF_KIND_NONE if invalid. */
static int meld_kind(const ref_profile *p, const ref_entry *e, size_t n)
{
    ref_meld_card c[REF_TABLE_MAX];
    for (size_t i = 0; i < n; i++) {
        c[i].card = e[i].card;
        c[i].rank = (uint8_t)decl_rank(e[i].decl);
        c[i].suit = (uint8_t)(open_decl(e[i].decl) ? REF_SUIT_OPEN : e[i].decl >> 4);
    }
    if (n < 3)
        return REF_KIND_NONE;
    if (!ref_meld_check_declared(p, c, n, REF_KIND_GROUP))
        return REF_KIND_GROUP;
    if (!ref_meld_check_declared(p, c, n, REF_KIND_RUN))
        return REF_KIND_RUN;
    return REF_KIND_NONE;
}

bool ref_meld_ok(bool rockit, const ref_entry *e, size_t n)
{
    ref_profile p = *ref_profile_get(rockit ? CR_GAME_ROCKIT : CR_GAME_CAROUSEL);
    p.need_natural = false;
    return meld_kind(&p, e, n) != REF_KIND_NONE;
}

static void counts_of(const ref_entry *e, size_t a, size_t b, int *cnt)
{
    memset(cnt, 0, 64 * sizeof *cnt);
    for (size_t i = a; i < b; i++)
        if (e[i].card != CR_CARD_JOKER)
            cnt[e[i].card]++;
}

int32_t ref_commit_reason(bool rockit, const ref_table *before, const ref_entry *hand, size_t hn,
                          const ref_table *after)
{
    ref_profile p = *ref_profile_get(rockit ? CR_GAME_ROCKIT : CR_GAME_CAROUSEL);
    p.need_natural = false;
    int tb[64], ta[64], th[64];
    counts_of(before->e, 0, before->n, tb);
    counts_of(after->e, 0, after->n, ta);
    counts_of(hand, 0, hn, th);
    /* Where each joker was and is (meld index + 1, 0 nowhere). */
    size_t was[10] = {0}, is[10] = {0}, at[10] = {0};
    unsigned old_decl[10] = {0};
    bool in_hand[10] = {false};
    for (size_t m = 0; m < before->melds; m++)
        for (size_t i = before->start[m]; i < before->start[m + 1]; i++)
            if (before->e[i].card == CR_CARD_JOKER) {
                was[before->e[i].jid] = m + 1;
                old_decl[before->e[i].jid] = before->e[i].decl;
            }
    for (size_t i = 0; i < hn; i++)
        if (hand[i].card == CR_CARD_JOKER)
            in_hand[hand[i].jid] = true;
    for (unsigned c = 0; c < 64; c++)
        if (ta[c] > tb[c] + th[c])
            return CR_REASON_CARD_NOT_IN_HAND;
    int kinds[REF_MELDS_MAX];
    for (size_t m = 0; m < after->melds; m++)
        for (size_t i = after->start[m]; i < after->start[m + 1]; i++) {
            const ref_entry *e = &after->e[i];
            if (e->card != CR_CARD_JOKER)
                continue;
            if (e->jid < 1 || e->jid > 9 || is[e->jid] || (!was[e->jid] && !in_hand[e->jid]))
                return CR_REASON_CARD_NOT_IN_HAND;
            is[e->jid] = m + 1;
            at[e->jid] = i;
        }
    /* V1 */
    for (size_t m = 0; m < after->melds; m++) {
        for (size_t i = after->start[m]; i < after->start[m + 1]; i++)
            if (!rockit && after->e[i].card == CR_CARD_JOKER && open_decl(after->e[i].decl))
                return CR_REASON_TABLE_INVALID;
        kinds[m] = meld_kind(&p, after->e + after->start[m], after->start[m + 1] - after->start[m]);
        if (kinds[m] == REF_KIND_NONE)
            return CR_REASON_TABLE_INVALID;
    }
    /* V2 */
    for (unsigned c = 0; c < 64; c++)
        if (ta[c] < tb[c])
            return CR_REASON_BOARD_CARD_TO_HAND;
    for (unsigned k = 1; k <= 9; k++)
        if (was[k] && !is[k])
            return CR_REASON_JOKER_TO_HAND;
    /* V3 */
    int played[64], total = 0;
    for (unsigned c = 0; c < 64; c++)
        total += played[c] = ta[c] - tb[c];
    for (unsigned k = 1; k <= 9; k++)
        total += is[k] && !was[k];
    if (total == 0)
        return CR_REASON_NO_HAND_CARD_PLAYED;
    /* V4: a joker whose card changed while it stayed with a natural of its
     * old meld (RockIt: it was not stolen). */
    bool moved[10] = {false}, group_joker[10] = {false};
    for (unsigned k = 1; k <= 9; k++) {
        if (!was[k])
            continue;
        size_t om = was[k] - 1, nm = is[k] - 1;
        unsigned d = old_decl[k], d2 = after->e[at[k]].decl;
        int ok = meld_kind(&p, before->e + before->start[om], before->start[om + 1] - before->start[om]);
        group_joker[k] = rockit && (open_decl(d) || ok == REF_KIND_GROUP);
        moved[k] = !(group_joker[k] ? kinds[nm] == REF_KIND_GROUP && decl_rank(d2) == decl_rank(d) : d2 == d);
        int mates[64], now[64];
        counts_of(before->e, before->start[om], before->start[om + 1], mates);
        counts_of(after->e, after->start[nm], after->start[nm + 1], now);
        bool with_mate = false;
        for (unsigned c = 0; c < 64; c++)
            with_mate |= mates[c] && now[c];
        if (rockit && moved[k] && with_mate)
            return CR_REASON_JOKER_DECLARATION_FIXED;
    }
    /* V5 */
    int spare[64];
    memcpy(spare, played, sizeof spare);
    for (unsigned k = 1; k <= 9; k++) {
        if (!was[k] || !moved[k])
            continue;
        size_t om = was[k] - 1;
        unsigned d = old_decl[k];
        int mates[64];
        counts_of(before->e, before->start[om], before->start[om + 1], mates);
        bool found = false;
        for (size_t m = 0; m < after->melds && !found; m++) {
            int cnt[64];
            counts_of(after->e, after->start[m], after->start[m + 1], cnt);
            bool with_mate = false;
            for (unsigned c = 0; c < 64; c++)
                with_mate |= mates[c] && cnt[c];
            for (unsigned c = 0; c < 64 && with_mate && !found; c++) {
                bool fits = group_joker[k] ? (c & 15u) == decl_rank(d) && cri_code_is_standard(c) : c == d;
                if (fits && cnt[c] > mates[c] && (!rockit || spare[c] > 0)) {
                    found = true;
                    if (rockit)
                        spare[c]--;
                }
            }
        }
        if (!found)
            return rockit ? CR_REASON_JOKER_STEAL_NO_REPLACEMENT : CR_REASON_JOKER_DECLARATION_FIXED;
    }
    for (unsigned k = 1; rockit && k <= 9; k++) {
        if (!moved[k])
            continue;
        size_t nm = is[k] - 1;
        for (size_t i = after->start[nm]; i < after->start[nm + 1]; i++) {
            const ref_entry *e = &after->e[i];
            if (i == at[k])
                continue;
            bool ok = e->card == CR_CARD_JOKER ? !was[e->jid] : spare[e->card]-- > 0;
            if (!ok)
                return CR_REASON_JOKER_STEAL_NOT_NEW_HAND_TRICK;
        }
    }
    /* V6 */
    for (size_t m = 0; rockit && m < after->melds; m++) {
        bool natural = false;
        for (size_t i = after->start[m]; i < after->start[m + 1]; i++)
            natural |= after->e[i].card != CR_CARD_JOKER;
        if (!natural)
            return CR_REASON_TABLE_INVALID;
    }
    return CR_REASON_NONE;
}
