/* Fuzz harness: card lists and single cards as text (cr_cards_parse,
 * cr_card_parse) and as codes (cr_cards_format). A parsed list formats to
 * a text that parses to the same list. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static void round_trip(const uint8_t *cards, size_t n, uint32_t flags)
{
    size_t need = 0;
    int32_t rc = cr_cards_format(NULL, 0, &need, cards, n, flags);
    FZ_CHECK(rc == CR_E_BUFFER_TOO_SMALL || (rc == CR_OK && n == 0));
    char *text = malloc(need ? need : 1);
    FZ_CHECK(text && cr_cards_format(text, need, NULL, cards, n, flags) == CR_OK);
    uint8_t back[CR_MAX_CARDS];
    size_t m = 0;
    FZ_CHECK(cr_cards_parse(back, CR_MAX_CARDS, &m, NULL, text) == CR_OK);
    FZ_CHECK(m == n && (n == 0 || memcmp(back, cards, n) == 0));
    free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fz_text(data, size);
    uint8_t cards[CR_MAX_CARDS];
    size_t n = 0, off = 0;
    int32_t rc = cr_cards_parse(cards, CR_MAX_CARDS, &n, &off, text);
    FZ_CHECK(rc == CR_OK || rc == CR_E_PARSE || rc == CR_E_LIMIT);
    if (rc == CR_E_PARSE)
        FZ_CHECK(off < strlen(text) + 1);
    if (rc == CR_OK) {
        FZ_CHECK(n <= CR_MAX_CARDS);
        round_trip(cards, n, CR_FORMAT_ASCII);
        round_trip(cards, n, CR_FORMAT_UNICODE);
        /* A small buffer reports the count needed and writes nothing past it. */
        if (n > 1) {
            size_t need = 0;
            FZ_CHECK(cr_cards_parse(cards, 1, &need, NULL, text) == CR_E_BUFFER_TOO_SMALL);
            FZ_CHECK(need == n);
        }
    }
    uint8_t one;
    if (cr_card_parse(&one, text) == CR_OK) {
        char buf[CR_CARD_TEXT_MAX];
        FZ_CHECK(cr_card_format(buf, sizeof buf, one, CR_FORMAT_ASCII) == CR_OK);
        uint8_t again;
        FZ_CHECK(cr_card_parse(&again, buf) == CR_OK && again == one);
    }
    /* The input's bytes as card codes: invalid codes are refused, valid ones format. */
    size_t k = size < CR_MAX_CARDS ? size : CR_MAX_CARDS;
    size_t need = 0;
    rc = cr_cards_format(NULL, 0, &need, data, k, CR_FORMAT_ASCII);
    int all_valid = 1;
    for (size_t i = 0; i < k; i++)
        all_valid &= cr_card_is_valid(data[i]) == 1;
    FZ_CHECK(all_valid ? (rc == CR_E_BUFFER_TOO_SMALL || (rc == CR_OK && k == 0))
                       : rc == CR_E_INVALID_ARGUMENT);
    if (all_valid)
        round_trip(data, k, CR_FORMAT_ASCII);
    free(text);
    return 0;
}
