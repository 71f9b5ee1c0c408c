/* A set of byte strings that a search uses to remember the states it has
 * been in. Exact: keys are kept and compared, not only hashed. It grows as
 * keys come, up to a byte budget; past the budget a new key is not kept
 * and the caller goes on without remembering it (slower, as exact). */
#ifndef CRI_KEYSET_H
#define CRI_KEYSET_H

#include <stddef.h>
#include <stdint.h>

typedef struct cri_keyset_slot {
    uint64_t hash; /* 0: an empty slot */
    uint32_t at;   /* the key's offset in keys */
    uint32_t len;
} cri_keyset_slot;

typedef struct cri_keyset {
    cri_keyset_slot *slot; /* open addressing, a power of two of them */
    size_t slots, n;
    uint8_t *keys; /* the keys, one after another */
    size_t used, room;
    size_t budget; /* bytes the slots and the keys may take together */
} cri_keyset;

typedef enum cri_keyset_added {
    CRI_KEYSET_NEW,   /* not in the set before: now it is */
    CRI_KEYSET_FOUND, /* in the set already */
    CRI_KEYSET_FULL,  /* not in the set, and the budget leaves no room for it */
    CRI_KEYSET_NOMEM  /* not in the set, and growing the set failed (it is unchanged) */
} cri_keyset_added;

/* An empty set that allocates nothing until the first key; the budget is
 * capped at 1 GiB (offsets are 32 bits, sizes double). */
void cri_keyset_init(cri_keyset *s, size_t budget);
/* Adds key (len bytes, len >= 0) unless it is there. */
cri_keyset_added cri_keyset_add(cri_keyset *s, const void *key, size_t len);
void cri_keyset_free(cri_keyset *s);

#endif
