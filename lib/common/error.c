/* cr_error: the one place where a call that has no handle to hold its
 * message (creating or parsing one) reports what went wrong
 * (docs/conventions.md "Errors"). */
#include <stdlib.h>
#include <string.h>

#include "common/error.h"

int32_t cr_error_new(cr_error **out)
{
    if (!out)
        return CR_E_INVALID_ARGUMENT;
    *out = calloc(1, sizeof **out);
    return *out ? CR_OK : CR_E_NOMEM;
}

void cr_error_free(cr_error *err)
{
    free(err);
}

int32_t cr_error_status(const cr_error *err)
{
    return err ? err->status : CR_E_INVALID_ARGUMENT;
}

int32_t cr_error_reason(const cr_error *err)
{
    return err ? err->reason : CR_E_INVALID_ARGUMENT;
}

const char *cr_error_message(const cr_error *err)
{
    return err ? err->message : "no error object (NULL)";
}

int32_t cri_error_set(cr_error *err, int32_t status, int32_t reason, const char *message)
{
    if (err) {
        err->status = status;
        err->reason = reason;
        size_t n = strlen(message);
        if (n >= sizeof err->message)
            n = sizeof err->message - 1;
        memcpy(err->message, message, n);
        err->message[n] = '\0';
    }
    return status;
}

void cri_error_clear(cr_error *err)
{
    if (err) {
        err->status = CR_OK;
        err->reason = CR_REASON_NONE;
        err->message[0] = '\0';
    }
}

/* ---- closest names ------------------------------------------------------------ */

#define NAME_MAX_LEN 48

/* Optimal string alignment distance between a (lower-cased, n bytes) and b,
 * case-insensitive, or `limit` when it is `limit` or more. The caller only
 * wants a name closer than the best so far, so two bounds end the work early
 * with the same answer: the length difference, and the smallest value of a
 * row (it never decreases from one row to the next, and the distance is at
 * least the last row's). Every unknown word a client sends is compared with
 * every name, which made the full tables most of the rules parser's time. */
static size_t distance(const char *a, size_t n, const char *b, size_t limit)
{
    size_t m = strlen(b);
    if (m > NAME_MAX_LEN || (n > m ? n - m : m - n) >= limit)
        return limit;
    char lb[NAME_MAX_LEN];
    for (size_t j = 0; j < m; j++)
        lb[j] = (char)cri_ascii_lower((unsigned char)b[j]);
    uint8_t d[NAME_MAX_LEN + 1][NAME_MAX_LEN + 1];
    for (size_t j = 0; j <= m; j++)
        d[0][j] = (uint8_t)j;
    for (size_t i = 1; i <= n; i++) {
        d[i][0] = (uint8_t)i;
        unsigned row_min = d[i][0];
        char ca = a[i - 1];
        for (size_t j = 1; j <= m; j++) {
            char cb = lb[j - 1];
            unsigned best = d[i - 1][j - 1] + (ca != cb ? 1u : 0u);
            if (d[i - 1][j] + 1u < best)
                best = d[i - 1][j] + 1u;
            if (d[i][j - 1] + 1u < best)
                best = d[i][j - 1] + 1u;
            if (i > 1 && j > 1 && ca == lb[j - 2] && a[i - 2] == cb && d[i - 2][j - 2] + 1u < best)
                best = d[i - 2][j - 2] + 1u;
            d[i][j] = (uint8_t)best;
            if (best < row_min)
                row_min = best;
        }
        if (row_min >= limit)
            return limit;
    }
    return d[n][m] < limit ? d[n][m] : limit;
}

const char *cri_closest_name(const char *word, const char *(*next)(const void *ctx, size_t i), const void *ctx)
{
    size_t len = strlen(word);
    if (len > NAME_MAX_LEN) /* never close to a name */
        return NULL;
    char lw[NAME_MAX_LEN];
    for (size_t i = 0; i < len; i++)
        lw[i] = (char)cri_ascii_lower((unsigned char)word[i]);
    size_t allowed = len <= 5 ? 1 : len / 3;
    const char *best = NULL;
    size_t best_d = allowed + 1;
    for (size_t i = 0;; i++) {
        const char *name = next(ctx, i);
        if (!name)
            break;
        size_t d = distance(lw, len, name, best_d);
        if (d < best_d) {
            best_d = d;
            best = name;
        }
    }
    return best;
}
