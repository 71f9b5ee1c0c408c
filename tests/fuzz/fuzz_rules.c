/* Fuzz harness: rules text (cr_rules_from_text, cr_game_new_text). Rules
 * that parse write a text that parses to equal rules; rules that validate
 * make a game (the registry and the engines agree, issue 13); a game's
 * rules text gives the same rules back. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fz_text(data, size);
    cr_error *err = NULL;
    FZ_CHECK(cr_error_new(&err) == CR_OK);
    cr_rules *r = NULL;
    int32_t rc = cr_rules_from_text_ex(&r, err, text);
    FZ_CHECK(rc == CR_OK || rc == CR_E_PARSE || rc == CR_E_NOT_FOUND || rc == CR_E_CONFIG ||
             rc == CR_E_LIMIT || rc == CR_E_INVALID_ARGUMENT || rc == CR_E_UNSUPPORTED);
    FZ_CHECK(cr_error_status(err) == rc);
    FZ_CHECK(rc == CR_OK || (r == NULL && cr_error_message(err)[0] != '\0'));
    if (rc == CR_OK) {
        size_t need = 0;
        FZ_CHECK(cr_rules_to_text(NULL, 0, &need, r) == CR_E_BUFFER_TOO_SMALL);
        char *out = malloc(need);
        FZ_CHECK(out && cr_rules_to_text(out, need, NULL, r) == CR_OK);
        cr_rules *back = NULL;
        FZ_CHECK(cr_rules_from_text(&back, out) == CR_OK);
        FZ_CHECK(cr_rules_equal(r, back) == 1);
        cr_rules_free(back);
        int32_t supported = 0;
        int32_t valid = cr_rules_validate(r);
        cr_game *g = NULL;
        int32_t grc = cr_game_new(&g, r, 7);
        cr_rules_engine(&supported, r);
        if (valid == CR_OK) /* validation asks the engine, as creation does (issue 9) */
            FZ_CHECK(supported && (grc == CR_OK || grc == CR_E_NOMEM));
        if (valid != CR_OK)
            FZ_CHECK(grc != CR_OK && g == NULL);
        if (g) {
            cr_rules *gr = fz_game_rules(g);
            FZ_CHECK(cr_rules_equal(r, gr) == 1);
            cr_rules_free(gr);
            cr_game_free(g);
        }
        free(out);
    }
    cr_rules_free(r);
    /* The one-call form agrees with the two-step one. */
    cr_game *g = NULL;
    int32_t grc = cr_game_new_text_ex(&g, err, text, 7);
    FZ_CHECK(grc == CR_OK ? g != NULL : g == NULL);
    if (rc != CR_OK)
        FZ_CHECK(grc != CR_OK);
    cr_game_free(g);
    cr_error_free(err);
    free(text);
    return 0;
}
