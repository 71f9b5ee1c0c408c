/* Card codes and the card notation of RULES.md 0.1. */
#include "common/internal.h"
#include "cards/multiset.h"

#include <string.h>

static const char *const rank_text[14] = {
    NULL, "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
static const char suit_letter[4] = {'C', 'D', 'H', 'S'};
/* UTF-8 of U+2663 U+2666 U+2665 U+2660 (black club, diamond, heart, spade). */
static const char *const suit_symbol[4] = {"\xE2\x99\xA3", "\xE2\x99\xA6", "\xE2\x99\xA5",
                                           "\xE2\x99\xA0"};

/* The ASCII name of every valid code, so cr_card_name() can return a static
 * string without any mutable state. */
static const char *const card_names[CRI_CODE_SPACE] = {
    [0x01] = "AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC",
    [0x11] = "AD", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD", "KD",
    [0x21] = "AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH",
    [0x31] = "AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS",
    [0x40] = "JK"};

int32_t cr_card_is_valid(uint8_t card)
{
    return cri_code_is_valid(card) ? 1 : 0;
}

int32_t cr_card_is_joker(uint8_t card)
{
    return card == CR_CARD_JOKER ? 1 : 0;
}

int32_t cr_card_rank(uint8_t card)
{
    if (card == CR_CARD_JOKER)
        return 0;
    return cri_code_is_standard(card) ? (int32_t)(card & 0xF) : CR_E_INVALID_ARGUMENT;
}

int32_t cr_card_suit(uint8_t card)
{
    if (card == CR_CARD_JOKER)
        return CR_SUIT_NONE;
    return cri_code_is_standard(card) ? (int32_t)(card >> 4) : CR_E_INVALID_ARGUMENT;
}

int32_t cr_card_color(uint8_t card)
{
    int32_t suit = cr_card_suit(card);
    if (suit < 0)
        return suit;
    if (suit == CR_SUIT_NONE)
        return CR_COLOR_NONE;
    return (suit == CR_SUIT_DIAMONDS || suit == CR_SUIT_HEARTS) ? CR_COLOR_RED : CR_COLOR_BLACK;
}

int32_t cr_card_make(uint8_t *out_card, uint32_t rank, uint32_t suit)
{
    if (!out_card || rank < 1 || rank > 13 || suit > 3)
        return CR_E_INVALID_ARGUMENT;
    *out_card = CR_CARD(rank, suit);
    return CR_OK;
}

const char *cr_card_name(uint8_t card)
{
    return cri_code_is_valid(card) ? card_names[card] : "??";
}

static int upper(int c)
{
    return (c >= 'a' && c <= 'z') ? c - 'a' + 'A' : c;
}

/* Parses one card token at s[0..len). Returns the code or -1. */
static int parse_token(const char *s, size_t len)
{
    size_t i = 0;
    if (len >= 2 && upper(s[0]) == 'J' && upper(s[1]) == 'K') {
        i = 2;
        if (i < len && s[i] >= '1' && s[i] <= '9')
            i++;
        return i == len ? CR_CARD_JOKER : -1;
    }
    int rank;
    if (len >= 2 && s[0] == '1' && s[1] == '0') {
        rank = 10;
        i = 2;
    } else if (len >= 1) {
        int c = upper(s[0]);
        i = 1;
        if (c >= '2' && c <= '9')
            rank = c - '0';
        else if (c == 'A')
            rank = 1;
        else if (c == 'T')
            rank = 10;
        else if (c == 'J')
            rank = 11;
        else if (c == 'Q')
            rank = 12;
        else if (c == 'K')
            rank = 13;
        else
            return -1;
    } else {
        return -1;
    }
    int suit = -1;
    if (i < len) {
        int c = upper(s[i]);
        for (int k = 0; k < 4; k++)
            if (c == suit_letter[k])
                suit = k;
        if (suit >= 0) {
            i++;
        } else if (len - i >= 3 && (unsigned char)s[i] == 0xE2 && (unsigned char)s[i + 1] == 0x99) {
            /* U+2660..U+2667: black and white spade, heart, diamond, club. */
            static const int by_low_byte[8] = {3, 2, 1, 0, 3, 2, 1, 0};
            unsigned b = (unsigned char)s[i + 2];
            if (b >= 0xA0 && b <= 0xA7) {
                suit = by_low_byte[b - 0xA0];
                i += 3;
                /* An emoji variation selector (U+FE0F) may follow the symbol. */
                if (len - i >= 3 && (unsigned char)s[i] == 0xEF && (unsigned char)s[i + 1] == 0xB8 &&
                    (unsigned char)s[i + 2] == 0x8F)
                    i += 3;
            }
        }
    }
    if (suit < 0)
        return -1;
    if (i < len && s[i] == '\'')
        i++;
    return i == len ? CR_CARD(rank, suit) : -1;
}

int32_t cr_card_parse(uint8_t *out_card, const char *text)
{
    if (!out_card || !text)
        return CR_E_INVALID_ARGUMENT;
    int code = parse_token(text, strlen(text));
    if (code < 0)
        return CR_E_PARSE;
    *out_card = (uint8_t)code;
    return CR_OK;
}

static int is_separator(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' || c == ',';
}

int32_t cr_cards_parse(uint8_t *out, size_t cap, size_t *out_count, size_t *out_error_offset,
                       const char *text)
{
    if (!text || !out_count || (!out && cap > 0))
        return CR_E_INVALID_ARGUMENT;
    uint8_t tmp[CR_MAX_CARDS];
    size_t n = 0;
    const char *p = text;
    for (;;) {
        while (*p && is_separator(*p))
            p++;
        if (!*p)
            break;
        const char *start = p;
        while (*p && !is_separator(*p))
            p++;
        int code = parse_token(start, (size_t)(p - start));
        if (code < 0) {
            if (out_error_offset)
                *out_error_offset = (size_t)(start - text);
            return CR_E_PARSE;
        }
        if (n == CR_MAX_CARDS)
            return CR_E_LIMIT;
        tmp[n++] = (uint8_t)code;
    }
    if (n > cap) {
        *out_count = n;
        return CR_E_BUFFER_TOO_SMALL;
    }
    if (n)
        memcpy(out, tmp, n);
    *out_count = n;
    return CR_OK;
}

/* Writes the text of a valid card into buf (no NUL); returns its length. */
static size_t card_text(char *buf, uint8_t card, uint32_t flags)
{
    if (card == CR_CARD_JOKER) {
        memcpy(buf, "JK", 2);
        return 2;
    }
    const char *r = rank_text[card & 0xF];
    size_t n = strlen(r);
    memcpy(buf, r, n);
    if (flags & CR_FORMAT_UNICODE) {
        memcpy(buf + n, suit_symbol[card >> 4], 3);
        return n + 3;
    }
    buf[n] = suit_letter[card >> 4];
    return n + 1;
}

int32_t cr_card_format(char *buf, size_t cap, uint8_t card, uint32_t flags)
{
    if (!buf || !cri_code_is_valid(card) || (flags & ~CR_FORMAT_UNICODE))
        return CR_E_INVALID_ARGUMENT;
    char tmp[CR_CARD_TEXT_MAX];
    size_t n = card_text(tmp, card, flags);
    if (n + 1 > cap)
        return CR_E_BUFFER_TOO_SMALL;
    memcpy(buf, tmp, n);
    buf[n] = '\0';
    return CR_OK;
}

int32_t cr_cards_format(char *buf, size_t cap, size_t *out_needed, const uint8_t *cards,
                        size_t count, uint32_t flags)
{
    if ((!cards && count > 0) || (!buf && cap > 0) || (flags & ~CR_FORMAT_UNICODE))
        return CR_E_INVALID_ARGUMENT;
    if (count > CR_MAX_CARDS)
        return CR_E_LIMIT;
    size_t need = 1;
    for (size_t i = 0; i < count; i++) {
        if (!cri_code_is_valid(cards[i]))
            return CR_E_INVALID_ARGUMENT;
        char tmp[CR_CARD_TEXT_MAX];
        need += card_text(tmp, cards[i], flags) + (i > 0);
    }
    if (out_needed)
        *out_needed = need;
    if (need > cap)
        return CR_E_BUFFER_TOO_SMALL;
    size_t at = 0;
    for (size_t i = 0; i < count; i++) {
        if (i > 0)
            buf[at++] = ' ';
        at += card_text(buf + at, cards[i], flags);
    }
    buf[at] = '\0';
    return CR_OK;
}

int32_t cr_deck_build(uint8_t *out, size_t cap, size_t *out_count, uint32_t packs, uint32_t jokers)
{
    if (!out_count || packs < 1 || packs > CR_MAX_PACKS || jokers > CR_MAX_JOKERS ||
        (!out && cap > 0))
        return CR_E_INVALID_ARGUMENT;
    size_t n = 52u * packs + jokers;
    *out_count = n;
    if (n > cap)
        return CR_E_BUFFER_TOO_SMALL;
    size_t at = 0;
    for (uint32_t p = 0; p < packs; p++)
        for (unsigned suit = 0; suit < 4; suit++)
            for (unsigned rank = 1; rank <= 13; rank++)
                out[at++] = CR_CARD(rank, suit);
    for (uint32_t j = 0; j < jokers; j++)
        out[at++] = CR_CARD_JOKER;
    return CR_OK;
}
