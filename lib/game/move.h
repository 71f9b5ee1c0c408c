/* Moves in internal form: the move itself, its card entries (a card, a
 * numbered joker, a declared wild card, a meld separator), the canonical
 * text grammar of docs/game.md and the growable encoded move lists used for
 * history and the legal-move cache. */
#ifndef CRI_MOVE_H
#define CRI_MOVE_H

#include "common/internal.h"

/* Bytes of one move's card array: a MANIP commit lists the whole table
 * with separators, and a declared wild card takes up to three bytes. */
#define CRI_MOVE_MAX (2 * CR_MAX_CARDS)

/* A move in internal form: the public programmatic triple. */
typedef struct cri_move {
    int32_t type;  /* CR_MOVE_* */
    int32_t arg;   /* -1 when unused */
    uint16_t n;    /* bytes in cards */
    uint8_t cards[CRI_MOVE_MAX];
} cri_move;

/* One entry of a move's card array, decoded (the byte encoding is in
 * include/cardrules/game.h, enum cr_move_code). Engines read card arrays
 * only through cri_move_decode, so the encoding has one reader. */
typedef struct cri_move_entry {
    uint8_t card;      /* the physical card: a standard code or CR_CARD_JOKER; 0 for a separator */
    uint8_t joker_id;  /* 1..9 for a numbered joker (`JK2`), else 0 */
    uint8_t declared;  /* what a wild card stands for: a standard code, CR_OPEN_SUIT(rank),
                          or 0 when undeclared */
    uint8_t separator; /* 1: a meld separator (`/`) */
} cri_move_entry;

/* Decodes cards[0..n) into entries. CR_OK, or CR_E_INVALID_ARGUMENT for a
 * malformed array (an unknown byte, a truncated prefix, a separator first,
 * last or doubled, a numbered entry that is not a joker, a declared natural
 * that is a joker). *out_n receives the number of entries. */
int32_t cri_move_decode(const uint8_t *cards, size_t n, cri_move_entry *out, size_t cap, size_t *out_n);
/* Appends the encoding of e to out (at most 3 bytes); returns the bytes written. */
size_t cri_move_encode(uint8_t *out, const cri_move_entry *e);
/* Whether a byte is a declaration code: a standard card or CR_OPEN_SUIT(rank). */
bool cri_declaration_ok(unsigned d);

/* Move text: CR_OK, CR_E_PARSE or CR_E_LIMIT. */
int32_t cri_move_parse(cri_move *m, const char *text);
/* Writes canonical text; returns the length (excluding NUL) even when it
 * does not fit in cap. A card array that does not decode formats as "?". */
size_t cri_move_format(char *buf, size_t cap, const cri_move *m);
/* Room for any formatted move. */
#define CRI_MOVE_TEXT_MAX (CRI_MOVE_MAX * 8 + 32)

/* A list of encoded moves: [seat][type][arg+1][n lo][n hi][cards...] each,
 * with an offsets array for random access. Used for history and the legal
 * move cache. */
typedef struct cri_movebuf {
    uint8_t *bytes;
    uint32_t *offs;
    size_t len, cap, count, ocap;
} cri_movebuf;

void cri_movebuf_free(cri_movebuf *b);
void cri_movebuf_clear(cri_movebuf *b);
int32_t cri_movebuf_push(cri_movebuf *b, int32_t seat, const cri_move *m);
/* Pushes a move with zero or one card (fast path). */
int32_t cri_movebuf_push1(cri_movebuf *b, int32_t seat, int32_t type, int32_t arg, int card);
void cri_movebuf_get(const cri_movebuf *b, size_t i, int32_t *seat, cri_move *m);
int32_t cri_movebuf_copy(cri_movebuf *dst, const cri_movebuf *src);

struct cri_json;
/* The moves of a list as text: JSON strings (json) or lines. */
void cri_moves_write(struct cri_json *w, const cri_movebuf *b, bool json);

#endif
