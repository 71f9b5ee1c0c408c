/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/* The live games by id. Ids are handed out in increasing order and never
 * reused, so a stale id from a freed game fails cleanly instead of reaching a
 * newer game; the slots stay sorted by id and lookups are a binary search. */
#include "serve.h"

#include <stdlib.h>
#include <string.h>

struct serve_slot {
    int64_t id;
    cr_game *game;
};

void serve_table_init(struct serve_table *t, size_t max_games)
{
    memset(t, 0, sizeof *t);
    t->max = max_games;
    t->next_id = 1;
}

void serve_table_clear(struct serve_table *t)
{
    for (size_t i = 0; i < t->count; i++)
        cr_game_free(t->slots[i].game);
    free(t->slots);
    t->slots = NULL;
    t->count = t->cap = 0;
}

static size_t find_index(const struct serve_table *t, int64_t id)
{
    size_t lo = 0, hi = t->count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (t->slots[mid].id < id)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

int64_t serve_table_add(struct serve_table *t, cr_game *g)
{
    if (t->count >= t->max || t->next_id == INT64_MAX)
        return 0;
    if (t->count == t->cap) {
        size_t cap = t->cap ? t->cap * 2 : 16;
        struct serve_slot *s = realloc(t->slots, cap * sizeof *s);
        if (!s)
            return 0;
        t->slots = s;
        t->cap = cap;
    }
    int64_t id = t->next_id++;
    t->slots[t->count].id = id;
    t->slots[t->count].game = g;
    t->count++;
    return id;
}

cr_game *serve_table_get(const struct serve_table *t, int64_t id)
{
    size_t i = find_index(t, id);
    return i < t->count && t->slots[i].id == id ? t->slots[i].game : NULL;
}

int serve_table_free(struct serve_table *t, int64_t id)
{
    size_t i = find_index(t, id);
    if (i >= t->count || t->slots[i].id != id)
        return -1;
    cr_game_free(t->slots[i].game);
    memmove(&t->slots[i], &t->slots[i + 1], (t->count - i - 1) * sizeof t->slots[0]);
    t->count--;
    return 0;
}

int64_t serve_table_id_at(const struct serve_table *t, size_t i)
{
    return i < t->count ? t->slots[i].id : 0;
}
