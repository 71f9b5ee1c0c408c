/* The set of byte strings (keyset.h): one block of keys, found through an
 * open-addressed table of their hashes kept at most half full. */
#include <stdlib.h>
#include <string.h>

#include "common/keyset.h"

#define FIRST_SLOTS 64u
#define FIRST_ROOM 4096u
#define BUDGET_MAX ((size_t)1 << 30)

/* FNV-1a over 8-byte words (then the tail), mixed at the end; never 0. */
static uint64_t hash_of(const uint8_t *p, size_t len)
{
    uint64_t h = 1469598103934665603u ^ len;
    for (; len >= 8; p += 8, len -= 8) {
        uint64_t w;
        memcpy(&w, p, 8);
        h = (h ^ w) * 1099511628211u;
        h ^= h >> 29;
    }
    for (; len; p++, len--)
        h = (h ^ *p) * 1099511628211u;
    h ^= h >> 32;
    return h | 1;
}

void cri_keyset_init(cri_keyset *s, size_t budget)
{
    memset(s, 0, sizeof *s);
    s->budget = budget < BUDGET_MAX ? budget : BUDGET_MAX;
}

void cri_keyset_free(cri_keyset *s)
{
    free(s->slot);
    free(s->keys);
    cri_keyset_init(s, s->budget);
}

/* The slot holding key, or the empty slot where it would go. */
static cri_keyset_slot *find(const cri_keyset *s, uint64_t h, const uint8_t *key, size_t len)
{
    size_t mask = s->slots - 1;
    for (size_t i = (size_t)h & mask;; i = (i + 1) & mask) {
        cri_keyset_slot *e = &s->slot[i];
        if (!e->hash || (e->hash == h && e->len == len && !memcmp(s->keys + e->at, key, len)))
            return e;
    }
}

/* The empty slot where a key of hash h goes (the keys being moved are distinct). */
static cri_keyset_slot *empty_slot(const cri_keyset *s, uint64_t h)
{
    size_t mask = s->slots - 1;
    size_t i = (size_t)h & mask;
    while (s->slot[i].hash)
        i = (i + 1) & mask;
    return &s->slot[i];
}

/* A table of `slots` slots holding the set's keys. */
static int rehash(cri_keyset *s, size_t slots)
{
    cri_keyset_slot *old = s->slot, *fresh = calloc(slots, sizeof *fresh);
    if (!fresh)
        return -1;
    size_t old_slots = s->slots;
    s->slot = fresh;
    s->slots = slots;
    for (size_t i = 0; i < old_slots; i++)
        if (old[i].hash)
            *empty_slot(s, old[i].hash) = old[i];
    free(old);
    return 0;
}

cri_keyset_added cri_keyset_add(cri_keyset *s, const void *key, size_t len)
{
    const uint8_t *k = key;
    uint64_t h = hash_of(k, len);
    cri_keyset_slot *e = NULL; /* the empty slot the key goes in, while the table stays */
    if (s->slots) {
        e = find(s, h, k, len);
        if (e->hash)
            return CRI_KEYSET_FOUND;
    }
    /* room for one more: the sizes first, against the budget */
    size_t slots = s->slots, room = s->room;
    if (!slots)
        slots = FIRST_SLOTS;
    else if ((s->n + 1) * 2 > slots)
        slots *= 2;
    if (!room)
        room = FIRST_ROOM;
    while (room - s->used < len && room <= s->budget)
        room *= 2;
    if (room - s->used < len || slots > s->budget / sizeof(cri_keyset_slot) ||
        room > s->budget - slots * sizeof(cri_keyset_slot))
        return CRI_KEYSET_FULL;
    if (room != s->room) {
        uint8_t *keys = realloc(s->keys, room);
        if (!keys)
            return CRI_KEYSET_NOMEM;
        s->keys = keys;
        s->room = room;
    }
    if (slots != s->slots) {
        if (rehash(s, slots))
            return CRI_KEYSET_NOMEM;
        e = find(s, h, k, len); /* the table moved: find the key's slot again */
    }
    if (len)
        memcpy(s->keys + s->used, k, len);
    *e = (cri_keyset_slot){.hash = h, .at = (uint32_t)s->used, .len = (uint32_t)len};
    s->used += len;
    s->n++;
    return CRI_KEYSET_NEW;
}
