/* A plain main() for the fuzz harnesses: runs LLVMFuzzerTestOneInput over
 * files, so the committed corpora and crash reproducers are replayed by
 * make check on any compiler (no libFuzzer needed).
 *   replay_NAME FILE|DIR...   replays those files (a directory: every file in it)
 *   replay_NAME               replays $top_srcdir/tests/fuzz/corpus/NAME and
 *                             $top_srcdir/tests/fuzz/crashes/NAME
 * A harness with a light mode (fz_set_period()) replays each input twice:
 * as written, then with the full invariants after every change.
 * A failed property aborts, which fails the test. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

#ifndef FUZZ_NAME
#error "FUZZ_NAME names the harness's corpus directory"
#endif

static unsigned long files;

static int replay_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return 1;
    }
    size_t cap = 4096, n = 0;
    uint8_t *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            uint8_t *b = realloc(buf, cap *= 2);
            if (!b)
                free(buf);
            buf = b;
        }
    }
    fclose(f);
    if (!buf) {
        fprintf(stderr, "%s: out of memory\n", path);
        return 1;
    }
    /* An exact-size copy, so that ASan sees a read past the input's end. */
    uint8_t *data = malloc(n ? n : 1);
    memcpy(data, buf, n);
    free(buf);
    LLVMFuzzerTestOneInput(data, n);
    if (fz_light_used()) { /* the game and move drivers: again, fully checked */
        fz_force_full(1);
        LLVMFuzzerTestOneInput(data, n);
        fz_force_full(0);
    }
    free(data);
    files++;
    return 0;
}

static int replay_path(const char *path, int must_exist)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        if (!must_exist)
            return 0;
        perror(path);
        return 1;
    }
    if (!S_ISDIR(st.st_mode))
        return replay_file(path);
    DIR *d = opendir(path);
    if (!d) {
        perror(path);
        return 1;
    }
    int bad = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        size_t len = strlen(path) + strlen(e->d_name) + 2;
        char *p = malloc(len);
        snprintf(p, len, "%s/%s", path, e->d_name);
        bad |= replay_path(p, 1);
        free(p);
    }
    closedir(d);
    return bad;
}

int main(int argc, char **argv)
{
    int bad = 0;
    if (argc > 1) {
        for (int i = 1; i < argc; i++)
            bad |= replay_path(argv[i], 1);
    } else {
        const char *top = getenv("top_srcdir");
        if (!top)
            top = ".";
        char path[4096];
        snprintf(path, sizeof path, "%s/tests/fuzz/corpus/%s", top, FUZZ_NAME);
        bad |= replay_path(path, 1);
        snprintf(path, sizeof path, "%s/tests/fuzz/crashes/%s", top, FUZZ_NAME);
        bad |= replay_path(path, 0);
    }
    printf("%s: %lu inputs replayed\n", FUZZ_NAME, files);
    return bad;
}
