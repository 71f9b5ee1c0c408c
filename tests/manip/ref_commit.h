/* A slow reference checker of MANIP commits, for the randomized commit
 * test: written again from RULES.md 15.2-15.3 and 16.2 (V1-V6) with the
 * presets' default options, on the reference meld check
 * (tests/reference/ref_meld.c), sharing no code with lib/manip. Every
 * joker in a proposal is numbered and declared. */
#ifndef CR_REF_COMMIT_H
#define CR_REF_COMMIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define REF_TABLE_MAX 200
#define REF_MELDS_MAX 64

/* A card on the table or in a hand: a public code; a joker has its number
 * (1..9) and, on the table, its declaration (a standard card or CR_OPEN_SUIT). */
typedef struct ref_entry {
    uint8_t card, jid, decl;
} ref_entry;

typedef struct ref_table {
    ref_entry e[REF_TABLE_MAX];
    size_t start[REF_MELDS_MAX + 1];
    size_t melds, n;
} ref_table;

/* Whether e[0..n) is a valid meld with the jokers' declarations (the
 * preset's defaults, no natural-card rule). */
bool ref_meld_ok(bool rockit, const ref_entry *e, size_t n);

/* The reason code (CR_REASON_*) the commit of `after` by a player holding
 * hand[0..hn) fails with, or CR_REASON_NONE when it is legal. The player has
 * come in (RockIt). */
int32_t ref_commit_reason(bool rockit, const ref_table *before, const ref_entry *hand, size_t hn,
                          const ref_table *after);

#endif
