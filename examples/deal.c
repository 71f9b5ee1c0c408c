/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/* deal: shuffle a pack with the library's frozen RNG and deal it, printing
 * each hand with Unicode suit symbols. Uses only the public API.
 *
 *   usage: deal [SEED [PLAYERS [CARDS [PACKS [JOKERS]]]]]
 *   defaults: seed 42, 4 players, 7 cards each, 1 pack, 0 jokers
 *
 * The same seed prints the same deal on every platform. */
#include <cardrules.h>

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

static int parse_u64(const char *s, uint64_t *out)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 0);
    if (errno || *s == '\0' || *s == '-' || *end != '\0')
        return -1;
    *out = (uint64_t)v;
    return 0;
}

int main(int argc, char **argv)
{
    uint64_t args[5] = {42, 4, 7, 1, 0};
    if (argc > 6) {
        fprintf(stderr, "usage: %s [SEED [PLAYERS [CARDS [PACKS [JOKERS]]]]]\n", argv[0]);
        return 2;
    }
    for (int i = 1; i < argc; i++) {
        if (parse_u64(argv[i], &args[i - 1]) != 0) {
            fprintf(stderr, "deal: not a number: %s\n", argv[i]);
            return 2;
        }
    }
    uint64_t seed = args[0], players = args[1], each = args[2];
    uint8_t pack[CR_MAX_CARDS];
    size_t n = 0;
    int32_t rc = cr_deck_build(pack, sizeof pack, &n, (uint32_t)(args[3] > 9 ? 9 : args[3]),
                               (uint32_t)(args[4] > 9 ? 9 : args[4]));
    if (rc != CR_OK) {
        fprintf(stderr, "deal: packs 1..%d, jokers 0..%d: %s\n", CR_MAX_PACKS, CR_MAX_JOKERS,
                cr_strerror(rc));
        return 2;
    }
    if (players < 1 || each < 1 || players * each > n) {
        fprintf(stderr, "deal: %" PRIu64 " players x %" PRIu64 " cards do not fit in %zu cards\n",
                players, each, n);
        return 2;
    }
    cr_rng *rng = NULL;
    if ((rc = cr_rng_new(&rng, seed)) != CR_OK || (rc = cr_rng_shuffle(rng, pack, n)) != CR_OK) {
        fprintf(stderr, "deal: %s\n", cr_strerror(rc));
        cr_rng_free(rng);
        return 1;
    }
    cr_rng_free(rng);

    printf("libcardrules %s: seed %" PRIu64 ", %zu cards\n", cr_version_string(), seed, n);
    /* One card at a time, clockwise: card i goes to seat i % players. */
    for (uint64_t seat = 0; seat < players; seat++) {
        uint8_t hand[CR_MAX_CARDS];
        for (uint64_t k = 0; k < each; k++)
            hand[k] = pack[k * players + seat];
        char text[CR_MAX_CARDS * CR_CARD_TEXT_MAX];
        rc = cr_cards_format(text, sizeof text, NULL, hand, (size_t)each, CR_FORMAT_UNICODE);
        if (rc != CR_OK) {
            fprintf(stderr, "deal: %s\n", cr_strerror(rc));
            return 1;
        }
        printf("seat %" PRIu64 ": %s\n", seat, text);
    }
    size_t rest = n - (size_t)(players * each);
    char top[CR_CARD_TEXT_MAX] = "-";
    if (rest)
        cr_card_format(top, sizeof top, pack[players * each], CR_FORMAT_UNICODE);
    printf("stock: %zu cards, top %s\n", rest, top);
    return 0;
}
