/* Layouts (docs/game.md "Layouts"): a position as text, one item a line.
 * The game layer reads the items every engine shares (dealer, turn, deal,
 * scores, counters, seed, hand, stock) and checks that the cards are
 * exactly the preset's deck; each engine reads its own items through its
 * layout_line hook and commits them in layout_apply. */
#ifndef CRI_LAYOUT_H
#define CRI_LAYOUT_H

#include "game/game.h"

/* Lines over this many bytes are CR_E_LIMIT; so is a layout over 64 KiB. */
#define CRI_LAYOUT_LINE_MAX 4096
#define CRI_LAYOUT_TEXT_MAX 65536
/* Card lists an engine may register for the deck check (cri_layout_cards). */
#define CRI_LAYOUT_PILES_MAX 48

typedef struct cri_layout {
    unsigned line_no;                    /* the line being read (for messages) */
    /* The common items. */
    int32_t dealer, turn, deal;          /* turn -1: the dealer's left */
    bool have_seed;
    uint64_t seed;
    int64_t scores[CRI_MAX_SEATS];
    int32_t counters[CRI_COUNTERS_MAX];
    uint8_t hand[CRI_MAX_SEATS][CRI_DECK_MAX];
    size_t hand_n[CRI_MAX_SEATS];
    bool hand_set[CRI_MAX_SEATS];
    uint8_t stock[CRI_DECK_MAX];         /* top card first */
    size_t stock_n;
    /* Every card list read (the common ones and the engine's), for the
     * deck check, and where the word `rest` stood. */
    struct {
        uint8_t *cards;
        size_t *n;
        size_t cap;
    } piles[CRI_LAYOUT_PILES_MAX];
    size_t piles_n;
    uint8_t *rest;
    size_t *rest_n, rest_at, rest_cap;
    /* The engine's own items: engine->layout_size bytes, zeroed. */
    void *engine;
} cri_layout;

/* Reads a layout into a game made by cri_game_create: the common items,
 * the engine's items, the deck check, then the engine's layout_apply.
 * Errors are set on the game (CR_E_PARSE with the line, CR_E_INVALID_DEAL,
 * CR_E_LIMIT, CR_E_NOMEM). */
int32_t cri_game_layout_read(cr_game *g, const char *text);
/* Writes a game's position as layout text (saves). */
void cri_game_layout_write(struct cri_json *w, const cr_game *g);

/* For engines' layout_line hooks. */
/* A card list (blanks or commas between cards; the word `rest` once per
 * layout stands for every card of the deck not placed elsewhere) into
 * out[cap]; the list joins the deck check. CR_OK, CR_E_PARSE or CR_E_LIMIT
 * (with the message set). */
int32_t cri_layout_cards(cr_game *g, cri_layout *L, const char *text, uint8_t *out, size_t cap, size_t *n);
/* Cards placed by an engine's own syntax (a table with declared jokers):
 * they join the deck check. The array must live as long as L. */
int32_t cri_layout_place(cr_game *g, cri_layout *L, uint8_t *cards, size_t *n);
/* The text after any blanks (spaces, tabs) at p. */
const char *cri_layout_skip_blanks(const char *p);
/* The next word of *p, after blanks and any of seps (may be ""), up to the
 * next of them, copied to word (cap bytes with the NUL) and *p moved past
 * it: 1; 0 at the end of the text; -1 when the word does not fit. */
int cri_layout_word(const char **p, const char *seps, char *word, size_t cap);
/* The next word `seat:text` of a blank-separated list at *p (`trick 1:JD`,
 * `known 0:7C`): the seat, 0..players-1, into *seat and the text after the
 * colon into word[cap]; *p moves past the word. 1: a word was read; 0: the
 * list has ended; -1: the word is malformed or too long. */
int cri_layout_seat_word(const char **p, int32_t players, int64_t *seat, char *word, size_t cap);
/* A decimal integer lo..hi at *p, blanks around it; *p moves past it and
 * the blanks after it. Shared by the layout and save readers. */
bool cri_parse_i64(const char **p, int64_t lo, int64_t hi, int64_t *out);
/* An integer lo..hi and nothing else after it on the line. */
bool cri_layout_int(const char *text, int64_t lo, int64_t hi, int64_t *out);
/* A layout whose position the rules do not allow (an engine's
 * layout_apply): CR_E_INVALID_DEAL with reason E_INVALID_DEAL and what. */
int32_t cri_layout_invalid(cr_game *g, const char *what);
/* Sets the game's error for the line being read and returns status. */
int32_t cri_layout_fail(cr_game *g, const cri_layout *L, int32_t status, const char *what);

#endif
